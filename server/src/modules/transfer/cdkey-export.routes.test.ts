import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { exportAndRead, requestExport } from './transfer.test-helpers.ts';

const ctx = useTestContext();

async function newBatch(token: string, count: number) {
  const answer = await ctx.call({
    method: 'POST',
    url: '/api/admin/cdkey/create',
    token,
    payload: {
      name: '导出测试',
      prefix: 'EXP',
      count,
      grant_type: 'credit',
      credit_kind: 'sms',
      credit_amount: 10,
    },
  });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data.id as number;
}

describe("exporting a batch's keys through the job centre", () => {
  it('writes every key of the batch as typed, with who redeemed it', async () => {
    const admin = await ctx.loginAdmin();
    const batchId = await newBatch(admin, 3);
    await newBatch(admin, 2);
    const keys = await ctx.call({
      method: 'GET',
      url: `/api/admin/cdkey/getKeys?batch_id=${batchId}`,
      token: admin,
    });
    const first = keys.body.data[0].code as string;
    const customer = await ctx.loginCustomer();
    const redeemed = await ctx.call({
      method: 'POST',
      url: '/api/customer/cdkey/redeem',
      token: customer,
      payload: { code: first },
    });
    expect(redeemed.body.code, redeemed.body.msg).toBe(0);

    const rows = await exportAndRead(ctx, 'admin', admin, `symbol=cdkey&batch_id=${batchId}`);
    expect(rows[0]).toEqual(['ID', 'Key', 'Used by', 'Customer mobile or email', 'Used at']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(
      keys.body.data.map((row: { code: string }) => row.code),
    );
    expect(rows[1]?.[1]).toMatch(/^EXP(-[A-Z0-9]{4}){4}$/);
    expect(rows[1]?.[3]).not.toBe('');
    expect(rows[2]?.[2] ?? '').toBe(''); // an unused key's empty cells
  });

  it('refuses without a batch, an unknown batch, and the agent and customer consoles', async () => {
    const admin = await ctx.loginAdmin();
    expect((await requestExport(ctx, 'admin', admin, 'symbol=cdkey')).body.msg).toBe(
      'export: select data first',
    );
    const unknown = await requestExport(ctx, 'admin', admin, 'symbol=cdkey&batch_id=999999');
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'cdkey batch not found']);
    const batchId = await newBatch(admin, 1);
    const agent = await ctx.loginAgent();
    expect((await requestExport(ctx, 'agent', agent, `symbol=cdkey&batch_id=${batchId}`)).body.code).not.toBe(
      0,
    );
    const customer = await ctx.loginCustomer();
    expect(
      (await requestExport(ctx, 'customer', customer, `symbol=cdkey&batch_id=${batchId}`)).body.code,
    ).not.toBe(0);
  });

  it("exports an activation code batch on its own page's symbol, headed as codes; a key batch is not found there", async () => {
    const admin = await ctx.loginAdmin();
    const created = await ctx.call({
      method: 'POST',
      url: '/api/admin/code/create',
      token: admin,
      payload: { name: '激活码导出', prefix: 'ACT', count: 2, tool_id: 1 },
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const rows = await exportAndRead(ctx, 'admin', admin, `symbol=code&batch_id=${created.body.data.id}`);
    expect(rows[0]).toEqual(['ID', 'Activation code', 'Used by', 'Customer mobile or email', 'Used at']);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[1]).toMatch(/^ACT(-[A-Z0-9]{4}){4}$/);
    const keyBatch = await newBatch(admin, 1);
    const wrongPage = await requestExport(ctx, 'admin', admin, `symbol=code&batch_id=${keyBatch}`);
    expect([wrongPage.status, wrongPage.body.msg]).toEqual([404, 'cdkey batch not found']);
    const codeAsKey = await requestExport(
      ctx,
      'admin',
      admin,
      `symbol=cdkey&batch_id=${created.body.data.id}`,
    );
    expect(codeAsKey.status).toBe(404);
  });
});
