import { describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { insertOrder } from './order.repository.ts';
import { BASE, orderCalls } from './order.test-helpers.ts';
import { newOrderNo } from './order-number.ts';

const ctx = useTestContext();
const { plansOf, buy } = orderCalls(ctx);

const NOW = new Date('2026-03-15T08:30:12.345Z');
const STAMP = '20260315083012';

const owner = () => customerScope({ agentId: ctx.ids.agent1Id, customerId: ctx.ids.customers.agent1Phone });
const anOrder = (orderNo: string) => ({
  order_no: orderNo,
  order_type: 90,
  subject_id: 0,
  title: 'order number check',
  amount: 100,
  original_amount: 100,
  pay_amount: 100,
  pay_type: 'wechat',
});
const serialOf = (orderNo: string) => BigInt(orderNo.slice(STAMP.length));

describe('order numbers are unique by construction', () => {
  it('reads as the UTC time to the second, then a serial of at least 8 digits that only grows', async () => {
    const first = await newOrderNo(ctx.db, NOW);
    const second = await newOrderNo(ctx.db, NOW);
    expect(first).toMatch(new RegExp(`^${STAMP}\\d{8,}$`));
    expect(second).toMatch(new RegExp(`^${STAMP}\\d{8,}$`));
    expect(serialOf(second)).toBeGreaterThan(serialOf(first));
  });

  it('makes 4,000 orders in one transaction with one clock reading (an import) without a collision', async () => {
    // The old number (the second + 6 random digits) collided here every time: 4,000 draws of 10^6 (a clean run once in 3,000).
    const numbers = await inTransaction(ctx.db, async (trx) => {
      const made: string[] = [];
      for (let row = 0; row < 4000; row += 1) {
        const orderNo = await newOrderNo(trx, NOW);
        await insertOrder(trx, owner(), anOrder(orderNo));
        made.push(orderNo);
      }
      return made;
    });
    expect(new Set(numbers).size).toBe(4000);
  }, 120_000); // 8,000 statements on the embedded database: slow on a busy 2-core machine

  it('makes 3,000 orders concurrently in the same second without a collision', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 3000 }, async () => {
        const orderNo = await newOrderNo(ctx.db, NOW);
        await insertOrder(ctx.db, owner(), anOrder(orderNo));
        return orderNo;
      }),
    );
    expect(new Set(numbers).size).toBe(3000);
  }, 120_000);

  it('skips a number an import already took', async () => {
    const before = await newOrderNo(ctx.db, NOW);
    const next = `${STAMP}${String(serialOf(before) + 1n).padStart(8, '0')}`;
    // an order imported from a sheet may carry any number, this one included
    await insertOrder(ctx.db, owner(), anOrder(next));
    const after = await newOrderNo(ctx.db, NOW);
    expect(after).not.toBe(next);
    expect(serialOf(after)).toBe(serialOf(before) + 2n);
  });

  it('gives concurrent purchases and recharges through the API distinct numbers', async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const [plan] = await plansOf(token);
    if (!plan) throw new Error('the demo site sells no plan');
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => buy(token, plan)),
      ...Array.from({ length: 30 }, () =>
        ctx.call({ method: 'POST', url: `${BASE}/payment`, token, payload: { amount: 1000 } }),
      ),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual(answers.map(() => 0));
    const numbers = answers.map((answer) => (answer.body.data as { order_no: string }).order_no);
    expect(new Set(numbers).size).toBe(60);
  });
});
