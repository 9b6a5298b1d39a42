import type { Db } from '#server/db/database.ts';

export interface VipPlanSeed {
  vipId: number;
  title: string;
  /** cents */
  price: number;
  duration: number;
  /** 2 = days, otherwise years */
  durationUnit: number;
  scene: string;
  sceneName: string;
  showings: number;
  free: number;
}

/** The plans every demo site sells: a 7-day trial and two yearly levels. */
export const DEMO_VIP_PLANS: VipPlanSeed[] = [
  {
    vipId: 1,
    title: '基础版 · 7 天体验',
    price: 9900,
    duration: 7,
    durationUnit: 2,
    scene: 'screen,meeting',
    sceneName: '大屏互动,会议系统',
    showings: 2,
    free: 1,
  },
  {
    vipId: 1,
    title: '基础版 · 年卡',
    price: 199900,
    duration: 1,
    durationUnit: 1,
    scene: 'screen,meeting,microstation_micro',
    sceneName: '大屏互动,会议系统,微站',
    showings: 20,
    free: 5,
  },
  {
    vipId: 2,
    title: '专业版 · 年卡',
    price: 499900,
    duration: 1,
    durationUnit: 1,
    scene: 'screen,meeting,microstation_micro,microstation_live,assessment,score,riposte',
    sceneName: '大屏互动,会议系统,微站,直播,人才测评,现场评分,答题竞赛',
    showings: 100,
    free: 20,
  },
];

export async function seedVipPlans(
  db: Db,
  agentId: number,
  plans: VipPlanSeed[] = DEMO_VIP_PLANS,
): Promise<number[]> {
  const rows = await db
    .insertInto('vip_plans')
    .values(
      plans.map((plan, index) => ({
        agent_id: agentId,
        vip_id: plan.vipId,
        title: plan.title,
        agent_price: plan.price,
        duration: plan.duration,
        duration_unit: plan.durationUnit,
        scene: plan.scene,
        scene_name: plan.sceneName,
        showings_num: plan.showings,
        free_num: plan.free,
        sort: (index + 1) * 10,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
