import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { prepared } from './prepared.ts';

const ctx = useTestContext();

describe('prepared', () => {
  it('compiles once and answers each call with its own parameters', async () => {
    let builds = 0;
    const customerByMobile = prepared<{ nickname: string }, [mobile: string]>((db) => {
      builds += 1;
      return db.selectFrom('customers').select('nickname').where('mobile', '=', '');
    });
    expect(await customerByMobile(ctx.db, '13800000001')).toEqual([{ nickname: '张经理' }]);
    expect(await customerByMobile(ctx.db, '13800000002')).toEqual([{ nickname: '王先生' }]);
    expect(await customerByMobile(ctx.db, '00000000000')).toEqual([]);
    expect(builds).toBe(1);
  });
});
