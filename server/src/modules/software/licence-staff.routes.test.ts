import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { softwareIdOf } from './software.test-helpers.ts';

// Issued licences for staff (docs/decisions "i16-licences"): the platform lists every licence and revokes
// one; an agent lists its own customers' licences only; keys are masked but for their last group.

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);

const ADMIN = '/api/admin/software/licence';
const AGENT = '/api/agent/software/licence';
const CHECK_IN = '会议签到一体机软件'; // agent 1 sells it
const SCREEN = '大屏互动 PC 客户端'; // both agents sell it

type Row = {
  id: number;
  software_id: number;
  name: string;
  customer_id: number;
  customer: string;
  agent_id: number;
  agent: string;
  order_no: string;
  licence_key: string;
  seats: number;
  status: string;
  create_time: string;
  revoke_time: string;
};

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

/** The customer (`token`) buys and pays `quantity` licences of `name` at its site's retail price. */
async function issued(token: string, name: string, quantity = 1) {
  const softwareId = await softwareIdOf(ctx.db, name);
  const list = await ctx.call({ method: 'GET', url: '/api/customer/Product/getSoftwareList', token });
  const price = (list.body.data as { id: number; price: number }[]).find(
    (row) => row.id === softwareId,
  )?.price;
  expect(price).toBeDefined();
  const amount = (price ?? 0) * quantity;
  const bought = await post('/api/customer/Product/buySoftware', token, {
    software_id: softwareId,
    quantity,
    amount,
    pay_amount: amount,
  });
  expect(bought.body.code, bought.body.msg).toBe(0);
  expect((await notify(signedNotify(bought.body.data.order_no, amount))).status).toBe(200);
  return bought.body.data.order_no as string;
}

async function rows(url: string, token: string): Promise<Row[]> {
  const answer = await get(url, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const fullKey = async (id: number) =>
  (
    await ctx.db
      .selectFrom('software_licences')
      .select('licence_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).licence_key;

describe('issued licences for staff', () => {
  it('the platform lists every licence with its software, customer, agent and order, the key masked, and filters them', async () => {
    const order1 = await issued(await ctx.loginCustomer(), CHECK_IN, 2);
    const order2 = await issued(await ctx.loginCustomer(DEMO.agent2Customers.phone), SCREEN);
    const admin = await ctx.loginAdmin();
    const all = await get(`${ADMIN}/getList?page=1&limit=50`, admin);
    expect(all.body.count).toBe(3);
    const list = all.body.data as Row[];
    expect(list.map((row) => row.order_no)).toEqual([order2, order1, order1]);
    const first = list[0];
    expect(first).toMatchObject({
      name: SCREEN,
      agent_id: ctx.ids.agent2Id,
      agent: DEMO.agent2.name,
      customer_id: ctx.ids.customers.agent2Phone,
      status: 'active',
      revoke_time: '',
    });
    expect(first.customer).not.toBe('');
    const key = await fullKey(first.id);
    expect(first.licence_key).toBe(`*****-*****-*****-${key.slice(-5)}`);
    // nothing of the key but its last group leaves the server
    expect(JSON.stringify(all.body)).not.toContain(key.slice(0, 5));

    const ids = async (query: string) =>
      (await rows(`${ADMIN}/getList?${query}`, admin)).map((row) => row.order_no);
    expect(await ids(`agent_id=${ctx.ids.agent1Id}`)).toEqual([order1, order1]);
    expect(await ids(`software_id=${await softwareIdOf(ctx.db, SCREEN)}`)).toEqual([order2]);
    expect(await ids(`keyword=${order1}`)).toEqual([order1, order1]);
    expect(await ids(`keyword=${key.slice(-5)}`)).toEqual([order2]);
    expect(await ids(`keyword=${DEMO.agent2Customers.phone}`)).toEqual([order2]);
    expect(await ids('status=revoked')).toEqual([]);
    // paged
    const page = await get(`${ADMIN}/getList?page=2&limit=2`, admin);
    expect([page.body.count, page.body.data.length]).toEqual([3, 1]);
    for (const bad of ['status=gone', 'agent_id=x', 'software_id=0', 'page=0', `keyword=${'x'.repeat(65)}`])
      expect((await get(`${ADMIN}/getList?${bad}`, admin)).status, bad).toBe(400);
  });

  it('an agent lists its own customers’ licences only; another agent’s licence is not found', async () => {
    await issued(await ctx.loginCustomer(), CHECK_IN);
    await issued(await ctx.loginCustomer(DEMO.agent2Customers.phone), SCREEN);
    const admin = await ctx.loginAdmin();
    const all = await rows(`${ADMIN}/getList?limit=50`, admin);
    const own = all.filter((row) => row.agent_id === ctx.ids.agent1Id);
    const foreign = all.find((row) => row.agent_id === ctx.ids.agent2Id);
    const agent = await ctx.loginAgent();
    const listed = await rows(`${AGENT}/getList?limit=50`, agent);
    expect(listed.map((row) => row.id)).toEqual(own.map((row) => row.id));
    // naming the other agent is no way in: agent_id is not a filter of the agent's list
    expect((await rows(`${AGENT}/getList?limit=50&keyword=${foreign?.order_no}`, agent)).length).toBe(0);
    const info = await get(`${AGENT}/getInfo?id=${own[0].id}`, agent);
    expect(info.body.data).toMatchObject({ id: own[0].id, agent_id: ctx.ids.agent1Id });
    expect(info.body.data.licence_key).toMatch(/^\*{5}-\*{5}-\*{5}-[A-Z0-9]{5}$/);
    const other = await get(`${AGENT}/getInfo?id=${foreign?.id}`, agent);
    expect([other.status, other.body.msg]).toEqual([404, 'licence not found']);
    // staff of the team see them too
    expect((await get(`${AGENT}/getList`, await ctx.loginAgent(DEMO.agentStaff))).body.code).toBe(0);
  });

  it('the platform revokes a licence (audited): the customer sees it revoked; a second revoke and an unknown one are refused', async () => {
    const token = await ctx.loginCustomer();
    const orderNo = await issued(token, CHECK_IN);
    const admin = await ctx.loginAdmin();
    const [row] = await rows(`${ADMIN}/getList?keyword=${orderNo}`, admin);
    const revoked = await post(`${ADMIN}/revoke`, admin, { id: row.id });
    expect([revoked.status, revoked.body.msg]).toEqual([200, 'licence revoked']);
    expect(revoked.body.data).toMatchObject({ id: row.id, status: 'revoked' });
    expect(revoked.body.data.revoke_time).not.toBe('');
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select('id')
      .where('route', '=', `${ADMIN}/revoke`)
      .execute();
    expect(audit.length).toBe(1);
    // the customer's 我的授权
    const mine = await get('/api/customer/Product/getSoftwareLicences', token);
    expect(mine.body.data.find((item: { id: number }) => item.id === row.id).status).toBe('revoked');
    expect((await rows(`${ADMIN}/getList?status=revoked`, admin)).map((item) => item.id)).toEqual([row.id]);

    const again = await post(`${ADMIN}/revoke`, admin, { id: row.id });
    expect([again.status, again.body.msg]).toEqual([400, 'the licence has been revoked']);
    const unknown = await post(`${ADMIN}/revoke`, admin, { id: 999_999 });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'licence not found']);
    expect((await post(`${ADMIN}/revoke`, admin, { id: 'x' })).status).toBe(400);
  });

  it('needs the right console, session and permission, and writes nothing otherwise', async () => {
    const orderNo = await issued(await ctx.loginCustomer(), CHECK_IN);
    const admin = await ctx.loginAdmin();
    const [row] = await rows(`${ADMIN}/getList?keyword=${orderNo}`, admin);
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${ADMIN}/getList`)).status).toBe(401);
    expect((await get(`${ADMIN}/getList`, agent)).status).toBe(403);
    expect((await get(`${ADMIN}/getList`, customer)).status).toBe(403);
    expect((await get(`${AGENT}/getList`)).status).toBe(401);
    expect((await get(`${AGENT}/getList`, admin)).status).toBe(403);
    expect((await post(`${ADMIN}/revoke`, undefined, { id: row.id })).status).toBe(401);
    expect((await post(`${ADMIN}/revoke`, agent, { id: row.id })).status).toBe(403);
    // the operator reads the list but revoking is the super admin's, as refunds are
    expect((await get(`${ADMIN}/getList`, operator)).status).toBe(200);
    expect((await post(`${ADMIN}/revoke`, operator, { id: row.id })).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.agentStaff, Permission.agent.product);
    expect((await get(`${AGENT}/getList`, await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
    const state = await ctx.db
      .selectFrom('software_licences')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(state.status).toBe('active');
  });
});
