import type { Db } from '#server/db/database.ts';

/** The demo software catalogue (issue 15 "software" tab): PC software the tool "PC软件" sells as licences. */
const SOFTWARE = [
  {
    name: '大屏互动 PC 客户端',
    version: '3.2.1',
    description: '在会场电脑上离线运行大屏互动：签到墙、抽奖、弹幕上墙，断网时仍可继续，联网后自动同步数据。',
    seats: 1,
    price: 98000,
  },
  {
    name: '会议签到一体机软件',
    version: '2.0.4',
    description: '签到一体机与前台电脑使用：人脸 / 二维码签到、胸卡打印、实时签到统计。',
    seats: 2,
    price: 168000,
  },
  {
    name: '现场抽奖离线版',
    version: '1.8.0',
    description: '无需网络的独立抽奖软件，导入名单即可滚动抽奖，支持奖品库存与内定名单。',
    seats: 1,
    price: 39800,
    status: 0,
  },
] as const;

/**
 * The software catalogue and what the demo agents may sell (by `adminId`): agent 1 the client and the
 * check-in software above the platform's price, agent 2 the client only — so each site's /tool/software differs.
 */
export async function seedSoftware(
  db: Db,
  ids: { adminId: number; agent1Id: number; agent2Id: number },
): Promise<void> {
  const rows = await db
    .insertInto('software_products')
    .values(
      SOFTWARE.map((software, index) => ({
        name: software.name,
        version: software.version,
        description: software.description,
        seats: software.seats,
        price: software.price,
        status: 'status' in software ? software.status : 1,
        sort: (index + 1) * 10,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const [client, checkIn] = rows.map((row) => row.id);
  if (client === undefined || checkIn === undefined) return;
  await db
    .insertInto('agent_software_offers')
    .values([
      {
        agent_id: ids.agent1Id,
        software_id: client,
        price: 128000,
        retail_price: 128000,
        offered_by: ids.adminId,
      },
      {
        agent_id: ids.agent1Id,
        software_id: checkIn,
        price: 198000,
        retail_price: 198000,
        offered_by: ids.adminId,
      },
      {
        agent_id: ids.agent2Id,
        software_id: client,
        price: 99800,
        retail_price: 99800,
        offered_by: ids.adminId,
      },
    ])
    .execute();
}
