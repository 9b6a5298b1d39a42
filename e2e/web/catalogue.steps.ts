import { expect } from 'vitest';
import { callApi } from '../fixtures.ts';

/** Steps of the journeys that sell a VIP plan of their own through the demo agent. */

export const DEMO_AGENT = '星河活动科技';

/**
 * Creates a VIP plan of the journey's own (so the demo agent's other offers stay as other journeys expect
 * them) and offers it to the demo agent at `wholesale` cents. Answers its id, the agent's id and `offer`,
 * which withdraws it again (`offer(false, token)` with a fresh admin session after a browser sign-in).
 */
export async function journeyPlan(
  baseUrl: string,
  token: string,
  plan: { title: string; sort: number; wholesale: number },
) {
  const partners = await callApi<{ id: number; corporate_name: string }[]>(
    baseUrl,
    `/api/admin/partner/getList?keyword=${encodeURIComponent(DEMO_AGENT)}`,
    { token },
  );
  const agentId = partners.body.data.find((row) => row.corporate_name === DEMO_AGENT)?.id;
  expect(agentId).toBeDefined();
  const created = await callApi<{ id: number }>(baseUrl, '/api/admin/vipPlan/create', {
    token,
    body: {
      vip_id: 2,
      title: plan.title,
      duration: 30,
      duration_unit: 2,
      scenes: ['screen'],
      showings_num: 10,
      free_num: 2,
      price: 19_900,
      sort: plan.sort,
      status: 1,
    },
  });
  expect(created.body.code, created.body.msg).toBe(0);
  const planId = created.body.data.id;
  const offer = (offered: boolean, session = token) =>
    callApi(baseUrl, '/api/admin/partner/vip/setOffer', {
      token: session,
      body: { agent_id: agentId, plan_id: planId, offered, price: offered ? plan.wholesale : undefined },
    });
  expect((await offer(true)).body.code).toBe(0);
  return { planId, agentId, offer };
}
