import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { prepared, registerDirectQuery } from './prepared.ts';

const ctx = useTestContext();

function nicknameByMobile() {
  let builds = 0;
  const query = prepared<{ nickname: string }, [mobile: string]>((db) => {
    builds += 1;
    return db.selectFrom('customers').select('nickname').where('mobile', '=', '');
  });
  return { query, builds: () => builds };
}

describe('prepared', () => {
  it('compiles once and answers each call with its own parameters', async () => {
    const { query, builds } = nicknameByMobile();
    expect(await query(ctx.db, '13800000001')).toEqual([{ nickname: '张经理' }]);
    expect(await query(ctx.db, '13800000002')).toEqual([{ nickname: '王先生' }]);
    expect(await query(ctx.db, '00000000000')).toEqual([]);
    expect(builds()).toBe(1);
  });

  it("runs on the instance's registered direct query, with the compiled SQL and the call's parameters", async () => {
    const db = ctx.db.withTables(); // another root instance on the same executor
    const seen: unknown[][] = [];
    registerDirectQuery(db, async (sql, params) => {
      seen.push([sql, params]);
      return (await ctx.db.executeQuery(CompiledQuery.raw(sql, params))).rows;
    });
    const { query } = nicknameByMobile();
    expect(await query(db, '13800000001')).toEqual([{ nickname: '张经理' }]);
    expect(seen).toEqual([['select "nickname" from "customers" where "mobile" = $1', ['13800000001']]]);
  });

  it("inside a transaction, runs on the transaction's connection (it sees the transaction's own writes)", async () => {
    const { query } = nicknameByMobile();
    const inside = await ctx.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('customers')
          .set({ nickname: '改名' })
          .where('mobile', '=', '13800000001')
          .execute();
        const rows = await query(trx, '13800000001');
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows: unknown }) => error.rows);
    expect(inside).toEqual([{ nickname: '改名' }]);
    expect(await query(ctx.db, '13800000001')).toEqual([{ nickname: '张经理' }]);
  });
});
