import { expect } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import type { TestContext } from '#server/test/harness.ts';

/** What agent 1 adds to its cheapest plan's wholesale price in the ledger's tests. */
export const MARKUP = 5000;

/** The reseller ledger's test steps: a sale that leaves agent 1 owed its margin, and the books checked. */
export function settlementCalls(ctx: TestContext) {
  const { plansOf, buy, signedNotify, notify } = orderCalls(ctx);
  /** The agent's balance row and the sum of its ledger, which must always agree. */
  async function books(agentId: number) {
    const balance = await ctx.db
      .selectFrom('agent_balances')
      .select('balance')
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    const sum = await ctx.db
      .selectFrom('agent_ledger')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('agent_id', '=', agentId)
      .executeTakeFirstOrThrow();
    expect(Number(sum.total ?? 0)).toBe(balance?.balance ?? 0);
    return balance?.balance ?? 0;
  }

  /** Agent 1 sells its cheapest plan MARKUP cents above its wholesale price. */
  async function markUp() {
    const offer = await ctx.db
      .selectFrom('vip_plan_offers')
      .select(['id', 'price'])
      .where('agent_id', '=', ctx.ids.agent1Id)
      .orderBy('price')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('vip_plan_offers')
      .set({ retail_price: offer.price + MARKUP })
      .where('id', '=', offer.id)
      .execute();
    return offer.price;
  }

  /** A customer of agent 1 buys the marked-up plan and the gateway pays it. */
  async function gatewaySale() {
    const wholesale = await markUp();
    const token = await ctx.loginCustomer();
    const plan = (await plansOf(token)).find((row) => row.agent_price === wholesale + MARKUP);
    if (!plan) throw new Error('the marked-up plan is not on sale');
    const bought = await buy(token, plan);
    const orderNo = bought.body.data.order_no as string;
    expect((await notify(signedNotify(orderNo, plan.agent_price))).status).toBe(200);
    const order = await ctx.db
      .selectFrom('orders')
      .select(['id', 'pay_amount', 'wholesale_amount'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    return { ...order, orderNo, wholesale };
  }

  return { books, markUp, gatewaySale };
}
