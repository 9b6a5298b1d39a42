import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CAPPED_MEMO_MS, countWithin, LIST_WINDOW, pageWindow } from '#server/db/paging.ts';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const list = (audience: 'admin' | 'agent', token: string, query: string) =>
  ctx.call({ method: 'GET', url: `/api/${audience}/customer/getList?${query}`, token });

describe('the list window (db/paging.ts)', () => {
  it('pages the first LIST_WINDOW rows and no further', () => {
    expect(pageWindow({ page: 1, limit: 20 })).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ page: 500, limit: 20 })).toEqual({ offset: 9_980, limit: 20 });
    expect(pageWindow({ page: 501, limit: 20 })).toBeUndefined();
    // a page that straddles the end of the window answers the rows within it
    expect(pageWindow({ page: 334, limit: 30 })).toEqual({ offset: 9_990, limit: 10 });
  });
});

describe('GET /api/{admin,agent}/customer/getList at scale', () => {
  it('counts exactly up to the window, then answers the window with count_capped; pages past it are empty', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const before = await list('admin', admin, 'page=1&limit=20');
    expect(before.body.count).toBeLessThan(LIST_WINDOW);
    expect(before.body).not.toHaveProperty('count_capped');

    // agent 1 gets more customers than the window holds
    await sql`insert into customers (agent_id, mobile, password_hash, nickname)
      select ${ctx.ids.agent1Id}, '19' || lpad(g::text, 9, '0'), 'x', 'scale ' || g
      from generate_series(1, ${LIST_WINDOW + 5}) g`.execute(ctx.db);

    for (const [audience, token] of [
      ['admin', admin],
      ['agent', agent],
    ] as const) {
      const first = await list(audience, token, 'page=1&limit=20');
      expect(first.body).toMatchObject({ code: 0, count: LIST_WINDOW, count_capped: true });
      // newest first: the last one generated
      expect(first.body.data[0].nickname).toBe(`scale ${LIST_WINDOW + 5}`);
      const last = await list(audience, token, `page=${LIST_WINDOW / 20}&limit=20`);
      expect(last.body.data).toHaveLength(20);
      const past = await list(audience, token, `page=${LIST_WINDOW / 20 + 1}&limit=20`);
      expect(past.body).toMatchObject({ code: 0, data: [], count: LIST_WINDOW, count_capped: true });
    }

    // a filtered list is small again: its count is exact, without the flag
    const small = await list('admin', admin, 'page=1&limit=20&keyword=example.com');
    expect(small.body.code).toBe(0);
    expect(small.body.count).toBe(small.body.data.length);
    expect(small.body).not.toHaveProperty('count_capped');
  });

  it('remembers a total above the window for a while, and counts exactly again after it', async () => {
    const agentCustomers = () => ctx.db.selectFrom('customers').where('agent_id', '=', ctx.ids.agent1Id);
    const start = Date.now();
    expect(await countWithin(ctx.db, agentCustomers(), start)).toEqual({ count: LIST_WINDOW, capped: true });
    const { numDeletedRows } = await ctx.db
      .deleteFrom('customers')
      .where('agent_id', '=', ctx.ids.agent1Id)
      .where('nickname', 'like', 'scale %')
      .executeTakeFirstOrThrow();
    expect(Number(numDeletedRows)).toBe(LIST_WINDOW + 5);
    // within the memo's time the count is not read again: still "more than the window"
    expect(await countWithin(ctx.db, agentCustomers(), start + 1_000)).toEqual({
      count: LIST_WINDOW,
      capped: true,
    });
    const exact = await countWithin(ctx.db, agentCustomers(), start + CAPPED_MEMO_MS);
    expect(exact.capped).toBe(false);
    expect(exact.count).toBeLessThan(100);
    // another tenant's count of the same list is its own statement: never answered from agent 1's memo
    const other = await countWithin(
      ctx.db,
      ctx.db.selectFrom('customers').where('agent_id', '=', ctx.ids.agent2Id),
      start + 1_000,
    );
    expect(other.capped).toBe(false);
  });
});
