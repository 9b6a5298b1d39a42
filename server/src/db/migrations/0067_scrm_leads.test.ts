import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0067_scrm_leads.ts';

const ctx = useTestContext();

describe('migration 0067 (SCRM leads)', () => {
  it('keeps known sources and stages, one lead per channel person, and goes down and up again', async () => {
    const lead = { name: '线索', source: 'wecom_contact' as const, source_ref: 'wmEXT1' };
    await ctx.db.insertInto('scrm_leads').values(lead).execute();
    // the same contact of the same owner is one lead; another owner's may be another
    await expect(ctx.db.insertInto('scrm_leads').values(lead).execute()).rejects.toThrow();
    await ctx.db
      .insertInto('scrm_leads')
      .values({ ...lead, agent_id: ctx.ids.agent1Id })
      .execute();
    await expect(
      ctx.db
        .insertInto('scrm_leads')
        .values({ name: 'x', source: 'fax' as 'manual' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('scrm_leads')
        .values({ name: 'x', source: 'manual', stage: 'done' as 'won' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db.insertInto('scrm_leads').values({ name: 'x', source: 'manual', source_ref: 'r' }).execute(),
    ).rejects.toThrow();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('scrm_leads').selectAll().execute()).toEqual([]);
  });
});
