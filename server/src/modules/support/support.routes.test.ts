import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const start = (audience: 'admin' | 'agent', token: string | undefined, payload: unknown) =>
  ctx.call({
    method: 'POST',
    url: `/api/${audience}/customer/loginAs`,
    token,
    payload: payload as Record<string, unknown>,
  });
const claim = (code: unknown) =>
  ctx.call({ method: 'POST', url: '/api/customer/support/claim', payload: { code } });
const info = (token: string) => ctx.call({ method: 'GET', url: '/api/customer/customer/getInfo', token });
const codeOf = (url: string) => url.slice(url.indexOf('#') + 1);

describe('log in as a customer (support sessions)', () => {
  it('the admin opens a one-time link; the tab it opens acts as the customer under a banner, audited', async () => {
    const admin = await ctx.loginAdmin();
    const customerId = ctx.ids.customers.agent2Phone;
    const started = await start('admin', admin, { id: customerId });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('support link created');
    const url = started.body.data.url as string;
    expect(url).toMatch(/^\/my\/support#[A-Za-z0-9_-]{20,}$/);
    const startAudit = await ctx.db
      .selectFrom('audit_logs')
      .select(['audience', 'route', 'event'])
      .where('route', '=', '/api/admin/customer/loginAs')
      .executeTakeFirstOrThrow();
    expect(startAudit.audience).toBe('admin');
    expect(startAudit.event).toMatchObject({ support_start: { customer_id: customerId } });

    const claimed = await claim(codeOf(url));
    expect(claimed.body).toMatchObject({ code: 0, msg: 'signed in for support' });
    const token = claimed.body.data.token as string;
    const me = await info(token);
    expect(me.body.data).toMatchObject({
      id: customerId,
      mobile: DEMO.agent2Customers.phone,
      support: { audience: 'admin', name: expect.any(String) },
    });
    expect(me.body.data.support.name).not.toBe('');

    // a link works once: the code is spent, and as a token it opens nothing any more
    expect((await claim(codeOf(url))).body.msg).toBe(
      'this support link was used or has expired: open a new one from the console',
    );
    expect((await info(codeOf(url))).status).toBe(401);

    // what the support session does is audited under the customer, naming the staff account
    const renamed = await ctx.call({
      method: 'POST',
      url: '/api/customer/customer/postNickname',
      token,
      payload: { nickname: '客服改过的名字' },
    });
    expect(renamed.body.code).toBe(0);
    const changeAudit = await ctx.db
      .selectFrom('audit_logs')
      .select(['audience', 'customer_id', 'event'])
      .where('route', '=', '/api/customer/customer/postNickname')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(changeAudit).toMatchObject({ audience: 'customer', customer_id: customerId });
    expect(changeAudit.event).toMatchObject({ support_by: { audience: 'admin' } });
    // the audit log names the staff account beside the customer
    const log = await ctx.call({
      method: 'GET',
      url: '/api/admin/audit/getList?keyword=postNickname',
      token: admin,
    });
    expect(log.body.data[0]).toMatchObject({
      audience: 'customer',
      customer_id: customerId,
      support_by_name: me.body.data.support.name,
    });

    // "end" is the customer logout of this session: the token stops, the customer's own sessions stay
    const own = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    expect((await ctx.call({ method: 'POST', url: '/api/customer/login/logout', token })).body.code).toBe(0);
    expect((await info(token)).status).toBe(401);
    const ownInfo = await info(own);
    expect(ownInfo.body.data.support).toBeNull();
  });

  it("an agent owner logs in as the team's customers only; staff without the grant cannot", async () => {
    const owner = await ctx.loginAgent();
    const ownTeam = await start('agent', owner, { id: ctx.ids.customers.agent1Email });
    expect(ownTeam.body.code).toBe(0);
    const claimed = await claim(codeOf(ownTeam.body.data.url));
    const me = await info(claimed.body.data.token);
    expect(me.body.data).toMatchObject({
      id: ctx.ids.customers.agent1Email,
      support: { audience: 'agent' },
    });

    // another agent's customer is not found, and nothing is written
    const before = await countRows(ctx.db, 'sessions');
    const other = await start('agent', owner, { id: ctx.ids.customers.agent2Phone });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('customer not found');
    expect(await countRows(ctx.db, 'sessions')).toBe(before);

    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await start('agent', staff, { id: ctx.ids.customers.agent1Email })).status).toBe(403);
  });

  it('refuses without a session, from the wrong console, a disabled customer and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const customer = await ctx.loginCustomer();
    const before = await countRows(ctx.db, 'sessions');
    expect((await start('admin', undefined, { id: ctx.ids.customers.agent1Phone })).status).toBe(401);
    expect((await start('admin', customer, { id: ctx.ids.customers.agent1Phone })).status).toBe(403);
    expect((await start('agent', admin, { id: ctx.ids.customers.agent1Phone })).status).toBe(403);
    for (const id of [0, -1, 1.5, 'x', null, 2 ** 31]) {
      const bad = await start('admin', admin, { id });
      expect(bad.status, JSON.stringify(id)).toBe(400);
    }
    expect((await start('admin', admin, { id: 999_999 })).status).toBe(404);

    await ctx.db
      .updateTable('customers')
      .set({ status: 0 })
      .where('id', '=', ctx.ids.customers.agent1Email)
      .execute();
    const disabled = await start('admin', admin, { id: ctx.ids.customers.agent1Email });
    expect(disabled.status).toBe(400);
    expect(disabled.body.msg).toBe('this customer is disabled: enable it before logging in as it');
    await ctx.db
      .updateTable('customers')
      .set({ status: 1 })
      .where('id', '=', ctx.ids.customers.agent1Email)
      .execute();
    expect(await countRows(ctx.db, 'sessions')).toBe(before);

    for (const code of ['', 'short', 'a'.repeat(40), 42, null]) {
      const bad = await claim(code);
      expect(bad.status, JSON.stringify(code)).toBe(400);
    }
  });

  it('a link not claimed in time is spent', async () => {
    const admin = await ctx.loginAdmin();
    const started = await start('admin', admin, { id: ctx.ids.customers.agent1Phone });
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('support_audience', '=', 'admin')
      .where('revoked_at', 'is', null)
      .where('expires_at', '<', new Date(Date.now() + 5 * 60_000))
      .execute();
    expect((await claim(codeOf(started.body.data.url))).status).toBe(400);
  });
});
