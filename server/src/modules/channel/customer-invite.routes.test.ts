import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { registerByPhone } from '#server/test/verification-codes.ts';

const ctx = useTestContext();
const AGENT1_HOST = 'agent1.localhost';
const AGENT2_HOST = 'agent2.localhost';

beforeEach(() => ctx.limiter.close());

type Info = {
  url: string;
  code: string;
  visits: number;
  signups: number;
  reward: { sms: number; balance: number };
  earned: { sms: number; balance: number };
};

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

async function infoOf(token: string) {
  const answer = await get('/api/customer/invite/getInfo', token, AGENT1_HOST);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data as Info;
}

async function setReward(reward: { sms: number; balance: number }) {
  const answer = await post('/api/admin/invite/setReward', await ctx.loginAdmin(), reward);
  expect(answer.body, answer.body.msg).toMatchObject({ code: 0, data: reward });
}

let phoneSeq = 0;
const freshPhone = () =>
  `136${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

async function register(mobile: string, host: string, inviteCode?: string) {
  const answer = await registerByPhone(ctx, mobile, host, inviteCode);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return ctx.db
    .selectFrom('customers')
    .select(['id', 'agent_id'])
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
}

const ledgerOf = (customerId: number) =>
  ctx.db
    .selectFrom('ledger_entries')
    .select(['kind', 'type', 'amount', 'balance_after', 'reason'])
    .where('customer_id', '=', customerId)
    .where('reason', '=', 'invitation reward: a friend signed up')
    .orderBy('id')
    .execute();

describe("a customer's own invitation", () => {
  it('makes one code on first read, on the customer site, and counts the opened link', async () => {
    const token = await ctx.loginCustomer();
    const first = await infoOf(token);
    expect(first.code).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(first.url).toMatch(
      new RegExp(`^http://agent1\\.localhost(:\\d+)?/api/customer/invite/open\\?code=${first.code}$`),
    );
    expect((await infoOf(token)).code).toBe(first.code);
    // read on the platform's host, the link is still on the customer's own site
    const onPlatform = await get('/api/customer/invite/getInfo', token, 'localhost');
    expect(onPlatform.body.data.url).toBe(first.url);
    const raw = await ctx.app.inject({
      method: 'GET',
      url: `/api/customer/invite/open?code=${first.code}`,
      headers: { host: AGENT1_HOST },
    });
    expect(raw.statusCode).toBe(302);
    expect(raw.headers.location).toBe(`/my/login?invite=${first.code}`);
    expect((await infoOf(token)).visits).toBe(first.visits + 1);
    // the agent links are the agent links' still: an unknown code of any length leads to the plain sign-up
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/customer/invite/open?code=ABCDEFGHJKLM',
    });
    expect(unknown.headers.location).toBe('/my/login?register=1');
  });

  it('attributes a sign-up on the same site and credits the reward once, with ledger entries', async () => {
    await setReward({ sms: 50, balance: 300 });
    const inviterToken = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const before = await infoOf(inviterToken);
    const inviterId = ctx.ids.customers.agent1Email;
    const invitee = await register(freshPhone(), AGENT1_HOST, before.code);
    expect(invitee.agent_id).toBe(ctx.ids.agent1Id);

    const after = await infoOf(inviterToken);
    expect(after.signups).toBe(before.signups + 1);
    expect(after.earned).toEqual({ sms: before.earned.sms + 50, balance: before.earned.balance + 300 });
    const entries = await ledgerOf(inviterId);
    expect(entries.slice(-2)).toMatchObject([
      { kind: 'sms', type: 'grant', amount: 50 },
      { kind: 'balance', type: 'grant', amount: 300 },
    ]);
    const accounts = await ctx.db
      .selectFrom('resource_accounts')
      .select(['kind', 'balance'])
      .where('customer_id', '=', inviterId)
      .where('kind', 'in', ['sms', 'balance'])
      .orderBy('kind')
      .execute();
    // each balance is the one after its entry
    expect(accounts).toEqual([
      { kind: 'balance', balance: entries.at(-1)?.balance_after },
      { kind: 'sms', balance: entries.at(-2)?.balance_after },
    ]);

    // the invitee's row is the key: recording the same sign-up again (a retry, a race) credits nothing more
    const { recordReferral, referralForSignup } = await import('./customer-invite.service.ts');
    const agent1 = await ctx.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', ctx.ids.agent1Id)
      .executeTakeFirstOrThrow();
    const referral = await referralForSignup(ctx.db, before.code, agent1);
    expect(referral).toMatchObject({ inviterId, agent: { id: ctx.ids.agent1Id } });
    const again = await Promise.all([
      recordReferral(ctx.db, referral as NonNullable<typeof referral>, invitee.id),
      recordReferral(ctx.db, referral as NonNullable<typeof referral>, invitee.id),
    ]);
    expect(again).toEqual([false, false]);
    expect(await ledgerOf(inviterId)).toHaveLength(entries.length);

    const list = await get('/api/customer/invite/getInvitees', inviterToken);
    expect(list.body.code).toBe(0);
    expect(list.body.data[0]).toMatchObject({
      account: expect.stringMatching(/^136\*{4}\d{4}$/),
      reward: { sms: 50, balance: 300 },
    });
  });

  it('credits nothing when the reward is 0, yet counts the sign-up', async () => {
    await setReward({ sms: 0, balance: 0 });
    const token = await ctx.loginCustomer();
    const before = await infoOf(token);
    const ledgerBefore = await countRows(ctx.db, 'ledger_entries');
    await register(freshPhone(), AGENT1_HOST, before.code);
    const after = await infoOf(token);
    expect(after.signups).toBe(before.signups + 1);
    expect(after.earned).toEqual(before.earned);
    expect(after.reward).toEqual({ sms: 0, balance: 0 });
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(ledgerBefore);
  });

  it("ignores another agent's customer's code: the new customer is the site's, nobody is credited", async () => {
    await setReward({ sms: 10, balance: 0 });
    const agent1Code = (await infoOf(await ctx.loginCustomer())).code;
    const referrals = await countRows(ctx.db, 'customer_referrals');
    const ledger = await countRows(ctx.db, 'ledger_entries');
    const invitee = await register(freshPhone(), AGENT2_HOST, agent1Code);
    expect(invitee.agent_id).toBe(ctx.ids.agent2Id);
    expect(await countRows(ctx.db, 'customer_referrals')).toBe(referrals);
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(ledger);
  });

  it("on the platform's host (agents without a domain), the inviter's agent takes the new customer", async () => {
    await setReward({ sms: 0, balance: 100 });
    const token = await ctx.loginCustomer();
    const before = await infoOf(token);
    const invitee = await register(freshPhone(), 'localhost', before.code);
    expect(invitee.agent_id).toBe(ctx.ids.agent1Id);
    expect((await infoOf(token)).signups).toBe(before.signups + 1);
  });

  it("never shows another customer's invitation or invitees", async () => {
    await setReward({ sms: 1, balance: 0 });
    const owner = await ctx.loginCustomer();
    await register(freshPhone(), AGENT1_HOST, (await infoOf(owner)).code);
    const other = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const otherInfo = await get('/api/customer/invite/getInfo', other, AGENT2_HOST);
    expect(otherInfo.body.data).toMatchObject({ signups: 0, earned: { sms: 0, balance: 0 } });
    expect(otherInfo.body.data.code).not.toBe((await infoOf(owner)).code);
    const list = await get('/api/customer/invite/getInvitees', other, AGENT2_HOST);
    expect(list.body).toMatchObject({ code: 0, data: [], count: 0 });
    // a bad page is refused, not a 500
    expect((await get('/api/customer/invite/getInvitees?page=0', owner)).body.code).toBe(400);
    expect((await get('/api/customer/invite/getInvitees?limit=x', owner)).body.code).toBe(400);
  });

  it('answers no session 401 and the wrong audience 403', async () => {
    expect((await get('/api/customer/invite/getInfo')).status).toBe(401);
    expect((await get('/api/customer/invite/getInvitees')).status).toBe(401);
    expect((await get('/api/admin/invite/getReward')).status).toBe(401);
    const admin = await ctx.loginAdmin();
    expect((await get('/api/customer/invite/getInfo', admin)).status).toBe(403);
    const customer = await ctx.loginCustomer();
    expect((await get('/api/admin/invite/getReward', customer)).status).toBe(403);
    expect((await post('/api/admin/invite/setReward', customer, { sms: 1, balance: 1 })).status).toBe(403);
  });
});

describe("the platform's invitation reward", () => {
  it('is read by the invite page and changed by the super admin, audited', async () => {
    const admin = await ctx.loginAdmin();
    const saved = await post('/api/admin/invite/setReward', admin, { sms: 20, balance: 500 });
    expect(saved.body).toMatchObject({
      code: 0,
      msg: 'invitation reward saved',
      data: { sms: 20, balance: 500 },
    });
    const read = await get('/api/admin/invite/getReward', admin);
    expect(read.body.data).toMatchObject({ sms: 20, balance: 500 });
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'status_code'])
      .where('route', '=', '/api/admin/invite/setReward')
      .execute();
    expect(audit.at(-1)).toMatchObject({ status_code: 200 });
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    await post('/api/admin/invite/setReward', admin, { sms: 3, balance: 4 });
    for (const payload of [{ sms: -1, balance: 0 }, { sms: 1.5, balance: 0 }, { sms: 1, balance: 'x' }, {}]) {
      const answer = await ctx.call({
        method: 'POST',
        url: '/api/admin/invite/setReward',
        token: admin,
        payload,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(answer.body.code).toBe(400);
      expect(answer.body.msg).toMatch(/奖励须为不小于 0 的整数/);
    }
    expect((await get('/api/admin/invite/getReward', admin)).body.data).toMatchObject({ sms: 3, balance: 4 });
  });

  it('is the super admin’s: an operator may read it but not change it', async () => {
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get('/api/admin/invite/getReward', operator)).body.code).toBe(0);
    expect((await post('/api/admin/invite/setReward', operator, { sms: 9, balance: 9 })).status).toBe(403);
  });
});
