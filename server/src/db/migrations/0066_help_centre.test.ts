import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0066_help_centre.ts';

const ctx = useTestContext();

const page = JSON.stringify({ setting: { title: '帮助' }, content: [] });

describe('migration 0066: help centre', () => {
  it('keeps one help home per owner, and goes down and up again', async () => {
    await ctx.db
      .insertInto('help_designs')
      .values({ agent_id: null, title: '帮助', draft: page, is_home: true })
      .execute();
    await expect(
      ctx.db
        .insertInto('help_designs')
        .values({ agent_id: null, title: '另一页', draft: page, is_home: true })
        .execute(),
    ).rejects.toThrow();
    await ctx.db
      .insertInto('help_designs')
      .values({ agent_id: ctx.ids.agent1Id, title: '代理商帮助', draft: page, is_home: true })
      .execute();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('help_designs').select('id').execute()).toEqual([]);
  });
});
