import type { TestContext } from '#server/test/harness.ts';

/** Test helpers of the customer's order endpoints (imported by the order module's tests only). */

export const BASE = '/api/customer/customerOrder';

export interface PlanRow {
  id: number;
  vip_id: number;
  agent_price: number;
  duration: number;
  duration_unit: number;
  title: string;
}

/** The calls the order tests make against one test context. */
export function orderCalls(ctx: TestContext) {
  /** The popup's plans, titled in zh_CN: the title orders and memberships record. */
  async function plansOf(token: string) {
    const { body } = await ctx.call({
      method: 'GET',
      url: `${BASE}/getVipList`,
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    return body.data as PlanRow[];
  }

  function buy(token: string, plan: { id: number; agent_price: number }) {
    return ctx.call({
      method: 'POST',
      url: `${BASE}/payVipOrder`,
      token,
      payload: { order_type: 17, vip_id: plan.id, amount: plan.agent_price, pay_amount: plan.agent_price },
    });
  }

  const orderCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** What the gateway would send for an order (signed with the sandbox key). */
  function signedNotify(orderNo: string, amount: number, extra: Record<string, string | number> = {}) {
    const ticket = {
      orderNo,
      amount,
      title: 't',
      payType: 'wechat' as const,
      merchant: 'm',
      expires: Date.now() + 60_000,
    };
    return { ...ctx.payment.notifyFor(ticket), ...extra };
  }

  const notify = (payload: object) => ctx.call({ method: 'POST', url: '/api/pay/notify/sandbox', payload });

  return { plansOf, buy, orderCount, signedNotify, notify };
}
