import type { Db } from '#server/db/database.ts';

export interface VipPlanSeed {
  vipId: number;
  title: string;
  /** the English and Traditional Chinese titles; absent = '' (shown as `title`) */
  titleEn?: string;
  titleZhTw?: string;
  /** the platform's price, cents */
  platformPrice: number;
  /** the demo agents' price, cents */
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
    titleEn: 'Basic · 7-day trial',
    titleZhTw: '基礎版 · 7 天體驗',
    platformPrice: 5900,
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
    titleEn: 'Basic · annual',
    titleZhTw: '基礎版 · 年卡',
    platformPrice: 129900,
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
    titleEn: 'Professional · annual',
    titleZhTw: '專業版 · 年卡',
    platformPrice: 299900,
    price: 499900,
    duration: 1,
    durationUnit: 1,
    scene: 'screen,meeting,microstation_micro,microstation_live,assessment,score,riposte',
    sceneName: '大屏互动,会议系统,微站,直播,人才测评,现场评分,答题竞赛',
    showings: 100,
    free: 20,
  },
];

/** A plan of the catalogue only agent 2's site sells (so one site's plan is not another's). */
export const AGENT2_ONLY_PLAN: VipPlanSeed = {
  vipId: 3,
  title: '旗舰版 · 年卡',
  platformPrice: 699900,
  price: 899900,
  duration: 1,
  durationUnit: 1,
  scene: 'screen,meeting,microstation_micro,microstation_live,assessment,score,riposte',
  sceneName: '大屏互动,会议系统,微站,直播,人才测评,现场评分,答题竞赛',
  showings: 300,
  free: 50,
};

/** Adds plans to the platform's VIP catalogue (on sale, in this order); returns their ids. */
export async function seedVipPlans(db: Db, plans: VipPlanSeed[] = DEMO_VIP_PLANS): Promise<number[]> {
  const rows = await db
    .insertInto('vip_plans')
    .values(
      plans.map((plan, index) => ({
        vip_id: plan.vipId,
        title: plan.title,
        title_en: plan.titleEn ?? '',
        title_zh_tw: plan.titleZhTw ?? '',
        price: plan.platformPrice,
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

/** The agent's site sells the plans (ids, in the order of `plans`) at the plans' seed price. */
export async function seedVipOffers(
  db: Db,
  agentId: number,
  planIds: number[],
  plans: VipPlanSeed[] = DEMO_VIP_PLANS,
): Promise<void> {
  await db
    .insertInto('vip_plan_offers')
    .values(
      planIds.map((planId, index) => ({
        agent_id: agentId,
        plan_id: planId,
        price: plans[index].price,
        retail_price: plans[index].price,
      })),
    )
    .execute();
}
