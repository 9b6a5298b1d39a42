import type { Db } from '#server/db/database.ts';

/** The demo catalogue of activity plugins (issue 17): what the screen and meeting tools are sold with. */
const PLUGINS = [
  {
    mark: 'lottery',
    name: '抽奖',
    description: '滚动抽奖、砸金蛋、抽奖箱，支持奖品库存、内定名单与防重复中奖。',
    tools: [1, 2, 8],
    price: 0,
  },
  {
    mark: 'signin_wall',
    name: '签到墙',
    description: '嘉宾扫码签到，头像实时上墙，可汇聚成企业 Logo 的 3D 造型。',
    tools: [1, 8, 5],
    price: 0,
  },
  {
    mark: 'bullet_comments',
    name: '弹幕',
    description: '观众手机发送弹幕，审核后实时飘过大屏，敏感词自动过滤。',
    tools: [1, 6],
    price: 9900,
  },
  {
    mark: 'voting',
    name: '投票',
    description: '现场投票与评选，结果以柱状图实时展示，支持每人限投与实名投票。',
    tools: [1, 8, 11],
    price: 19900,
  },
  {
    mark: 'shake',
    name: '摇一摇',
    description: '全场摇手机比赛，按摇动次数实时排名，前几名登上领奖台。',
    tools: [1],
    price: 9900,
    status: 0,
  },
] as const;

/**
 * The plugin catalogue, its tools, and what the demo agents have enabled (by `adminId`): agent 1 the free
 * ones and the bullet comments, agent 2 the voting only — so each site's tool pages differ.
 */
export async function seedPlugins(
  db: Db,
  ids: { adminId: number; agent1Id: number; agent2Id: number },
): Promise<void> {
  const rows = await db
    .insertInto('plugins')
    .values(
      PLUGINS.map((plugin, index) => ({
        mark: plugin.mark,
        name: plugin.name,
        description: plugin.description,
        price: plugin.price,
        status: 'status' in plugin ? plugin.status : 1,
        sort: (index + 1) * 10,
      })),
    )
    .returning(['id', 'mark'])
    .execute();
  const idOf = new Map(rows.map((row) => [row.mark, row.id]));
  await db
    .insertInto('plugin_tools')
    .values(
      PLUGINS.flatMap((plugin) =>
        plugin.tools.map((toolId) => ({ plugin_id: idOf.get(plugin.mark) ?? 0, tool_id: toolId })),
      ),
    )
    .execute();
  const enable = (agentId: number, marks: string[]) =>
    marks.map((mark) => ({ agent_id: agentId, plugin_id: idOf.get(mark) ?? 0, enabled_by: ids.adminId }));
  await db
    .insertInto('agent_plugins')
    .values([
      ...enable(ids.agent1Id, ['lottery', 'signin_wall', 'bullet_comments']),
      ...enable(ids.agent2Id, ['voting']),
    ])
    .execute();
}
