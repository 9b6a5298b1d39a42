import { describe, expect, it, vi } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { BASE, orderCalls } from './order.test-helpers.ts';

/** Refused notifies are kept as a bounded sample (here 3 per provider and reason per minute); the rest counted. */
const ctx = useTestContext({ config: { payNotifySample: 3 } });
const { signedNotify, notify } = orderCalls(ctx);

const storedOutcomes = async (outcome: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('payment_notifies')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('outcome', '=', outcome)
        .executeTakeFirstOrThrow()
    ).n,
  );

const droppedCount = async (outcome: string) => {
  const rows = await ctx.db
    .selectFrom('payment_notify_drops')
    .select('dropped')
    .where('provider', '=', 'sandbox')
    .where('outcome', '=', outcome)
    .execute();
  return rows.reduce((sum, row) => sum + row.dropped, 0);
};

describe('refused payment notifies', () => {
  it('are stored up to the sample per provider and reason, and the rest are counted where an operator sees them', async () => {
    const forged = { ...signedNotify('20990101000000000001', 100), sign: '0'.repeat(64) };
    for (let i = 0; i < 10; i++) {
      const answer = await notify({ ...forged, nonce: `n${i}` });
      // every one is still refused with the reason, whether it is stored or not
      expect([answer.status, answer.body.msg]).toEqual([400, 'payment notification refused: bad signature']);
    }
    expect(await storedOutcomes('bad signature')).toBe(3);
    await vi.waitFor(async () => expect(await droppedCount('bad signature')).toBe(7), {
      timeout: 5000,
      interval: 100,
    });

    // another reason has a sample of its own
    for (let i = 0; i < 2; i++) await notify({ order_no: 'x' });
    expect(await storedOutcomes('malformed')).toBe(2);
  });

  it('never drop an accepted notify, the record of a payment', async () => {
    const token = await ctx.loginCustomer();
    for (let i = 0; i < 4; i++) {
      const made = await ctx.call({
        method: 'POST',
        url: `${BASE}/payment`,
        token,
        payload: { amount: 100 },
      });
      const paid = await notify(signedNotify(made.body.data.order_no, 100));
      expect(paid.body.data).toEqual({ outcome: 'accepted' });
    }
    expect(await storedOutcomes('accepted')).toBe(4);
  });
});
