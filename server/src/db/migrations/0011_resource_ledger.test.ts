import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { addDefaultFeeRates } from './0011_resource_ledger.ts';

const ctx = useTestContext();

const platformRates = () =>
  ctx.db
    .selectFrom('fee_rates')
    .select(['code', 'name', 'mode', 'rate', 'min_fee', 'description', 'sort'])
    .where('agent_id', '=', ctx.ids.platformAgentId)
    .orderBy('sort')
    .execute();

describe('migration 0011: the default fee rates for databases seeded before it existed', () => {
  it("gives the platform default site the seed's rates, once", async () => {
    const seeded = await platformRates();
    expect(seeded.map((rate) => rate.code)).toEqual([
      'withdraw_bank',
      'withdraw_wechat',
      'sms',
      'redpacket_service',
    ]);
    await ctx.db.deleteFrom('fee_rates').where('agent_id', '=', ctx.ids.platformAgentId).execute();
    expect(await platformRates()).toEqual([]);

    await addDefaultFeeRates(ctx.db as unknown as Kysely<unknown>);
    await addDefaultFeeRates(ctx.db as unknown as Kysely<unknown>);

    expect(await platformRates()).toEqual(seeded);
  });
});
