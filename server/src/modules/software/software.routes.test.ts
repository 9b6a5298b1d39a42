import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { softwareIdOf } from './software.test-helpers.ts';

const ctx = useTestContext();
const AGENT1_HOST = 'agent1.localhost';
const AGENT2_HOST = 'agent2.localhost';

type Software = { id: number; name: string; version: string; price: number; status: number; agents: number };
type AgentSoftware = Software & { offered: boolean; agent_price: number | null; offered_by: string };

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const newSoftware = (change: Record<string, unknown> = {}) => ({
  name: '直播推流助手',
  version: '4.1.0',
  description: '会场电脑一键推流到微站直播，支持多机位切换。',
  cover: 'https://cdn.example.com/software/live.png',
  seats: 3,
  price: 59900,
  sort: 40,
  status: 1,
  ...change,
});

async function catalogue(token: string, query = ''): Promise<Software[]> {
  const answer = await get(`/api/admin/software/getList${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const softwareId = (name: string) => softwareIdOf(ctx.db, name);

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number) {
  const token = await ctx.loginAgent(DEMO.agentUser);
  const switched = await post('/api/agent/BasicInfo/changeTeam', token, { opid: team });
  expect(switched.body.code).toBe(0);
  return token;
}

/** What the agent's console (its 产品 page) lists as its software: name → the wholesale price. */
async function ownPrices(token: string, query = ''): Promise<Record<string, number>> {
  const answer = await get(`/api/agent/product/getList?kind=software${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return Object.fromEntries(
    answer.body.data.map((row: { name: string; wholesale_price: number }) => [row.name, row.wholesale_price]),
  );
}

/** What a site's /tool/software lists: name → price, by the host. */
async function sitePrices(host: string): Promise<Record<string, number>> {
  const answer = await get('/api/customer/Product/getSoftwareList', undefined, host);
  expect(answer.body.code).toBe(0);
  return Object.fromEntries(
    answer.body.data.map((row: { name: string; price: number }) => [row.name, row.price]),
  );
}

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('summary').where('route', '=', route).execute()).length;

async function operatorWithout(permission: string) {
  await withdrawPermission(ctx.db, ROLE.platformOperator, permission);
  return ctx.loginAdmin(DEMO.operator);
}

const CLIENT = '大屏互动 PC 客户端';
const CHECK_IN = '会议签到一体机软件';
const OFFLINE = '现场抽奖离线版';

describe('software catalogue (admin /product/software)', () => {
  it('lists the seeded software in order with its agents, filtered by status and keyword, paged', async () => {
    const admin = await ctx.loginAdmin();
    const all = await catalogue(admin);
    expect(all.map((row) => row.name)).toEqual([CLIENT, CHECK_IN, OFFLINE]);
    expect(all[0]).toMatchObject({ version: '3.2.1', price: 98000, agents: 2, status: 1 });
    expect((await catalogue(admin, '?status=0')).map((row) => row.name)).toEqual([OFFLINE]);
    expect((await catalogue(admin, '?keyword=一体机')).map((row) => row.name)).toEqual([CHECK_IN]);
    const paged = await get('/api/admin/software/getList?limit=2&page=2', admin);
    expect([paged.body.count, paged.body.data.length]).toEqual([3, 1]);
  });

  it('creates, edits, takes off sale, puts on sale and deletes software, each change audited', async () => {
    const admin = await ctx.loginAdmin();
    const created = await post('/api/admin/software/create', admin, newSoftware());
    expect(created.body, created.body.msg).toMatchObject({ code: 0, msg: 'software created' });
    expect(created.body.data).toMatchObject({ name: '直播推流助手', seats: 3, price: 59900, agents: 0 });
    const id = created.body.data.id as number;
    const edited = await post('/api/admin/software/update', admin, {
      ...newSoftware({ version: '4.2.0', cover: '', seats: 5 }),
      id,
    });
    expect(edited.body).toMatchObject({
      code: 0,
      msg: 'software saved',
      data: { id, version: '4.2.0', seats: 5 },
    });
    const off = await post('/api/admin/software/setStatus', admin, { id, status: 0 });
    expect([off.body.msg, off.body.data.status]).toEqual(['software taken off sale', 0]);
    const on = await post('/api/admin/software/setStatus', admin, { id, status: 1 });
    expect([on.body.msg, on.body.data.status]).toEqual(['software put on sale', 1]);
    const deleted = await post('/api/admin/software/delete', admin, { id });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'software deleted' });
    expect((await catalogue(admin)).map((row) => row.id)).not.toContain(id);
    for (const route of ['create', 'update', 'delete'])
      expect(await audited(`/api/admin/software/${route}`), route).toBeGreaterThan(0);
    expect(await audited('/api/admin/software/setStatus')).toBeGreaterThan(1);
  });

  it('takes a cover and an installer uploaded by the platform and refuses a tenant’s', async () => {
    const admin = await ctx.loginAdmin();
    const file = (key: string, kind: 'image' | 'file', agentId: number | null) => ({
      agent_id: agentId,
      customer_id: null,
      uploader_audience: agentId === null ? ('admin' as const) : ('agent' as const),
      uploader_id: agentId === null ? ctx.ids.adminId : ctx.ids.agentUserId,
      kind,
      storage_key: key,
      name: key.slice(key.lastIndexOf('/') + 1),
      mime: kind === 'image' ? 'image/png' : 'application/zip',
      size: 68,
    });
    await ctx.db
      .insertInto('files')
      .values([
        file('platform/cover.png', 'image', null),
        file('platform/setup.zip', 'file', null),
        file('agent/setup.zip', 'file', ctx.ids.agent1Id),
      ])
      .execute();
    const ok = await post(
      '/api/admin/software/create',
      admin,
      newSoftware({ cover: 'platform/cover.png', installer: 'platform/setup.zip' }),
    );
    expect(ok.body, ok.body.msg).toMatchObject({
      code: 0,
      data: { cover: 'platform/cover.png', installer: 'platform/setup.zip' },
    });
    const theirs = await post(
      '/api/admin/software/create',
      admin,
      newSoftware({ installer: 'agent/setup.zip' }),
    );
    expect([theirs.status, theirs.body.msg]).toEqual([
      400,
      'the installer must be a file the platform uploaded',
    ]);
    const image = await post(
      '/api/admin/software/create',
      admin,
      newSoftware({ installer: 'platform/cover.png' }),
    );
    expect(image.status).toBe(400);
  });

  it('refuses without a session, from the agent console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const before = await countRows(ctx.db, 'software_products');
    expect((await get('/api/admin/software/getList')).status).toBe(401);
    expect((await post('/api/admin/software/create', undefined, newSoftware())).status).toBe(401);
    expect((await get('/api/admin/software/getList', agent)).status).toBe(403);
    expect((await post('/api/admin/software/create', agent, newSoftware())).status).toBe(403);
    const client = await softwareId(CLIENT);
    const viewer = await operatorWithout(Permission.admin.softwareManage);
    expect((await get('/api/admin/software/getList', viewer)).body.code).toBe(0);
    expect((await post('/api/admin/software/create', viewer, newSoftware())).status).toBe(403);
    expect((await post('/api/admin/software/setStatus', viewer, { id: client, status: 0 })).status).toBe(403);
    expect((await post('/api/admin/software/delete', viewer, { id: client })).status).toBe(403);
    const missing = await post('/api/admin/software/update', admin, { ...newSoftware(), id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'software not found']);
    expect((await post('/api/admin/software/setStatus', admin, { id: 999_999, status: 1 })).status).toBe(404);
    expect((await post('/api/admin/software/delete', admin, { id: 999_999 })).status).toBe(404);
    const bad: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'the software name is required'],
      [{ name: undefined }, 'the software name is required'],
      [{ name: 'x'.repeat(61) }, 'the software name is at most 60 characters'],
      [{ version: 'v'.repeat(31) }, 'the version is at most 30 characters'],
      [{ seats: 0 }, 'seats must be a whole number from 1 to 10000'],
      [{ seats: 1.5 }, 'seats must be a whole number from 1 to 10000'],
      [{ cover: 'ftp://example.com/a.png' }, 'the cover must be an uploaded image or an http(s) link'],
      [{ installer: 'nobody/setup.zip' }, 'the installer must be a file the platform uploaded'],
      [{ price: -1 }, 'the price must be a whole number of cents, 0 or more'],
      [{ price: '9900' }, 'the price must be a whole number of cents, 0 or more'],
      [{ status: 2 }, 'status must be 0 (off sale) or 1 (on sale)'],
    ];
    for (const [change, message] of bad) {
      const refused = await post('/api/admin/software/create', admin, newSoftware(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    for (const [route, body] of [
      ['setStatus', { id: client, status: 'off' }],
      ['setStatus', { id: 'x', status: 0 }],
      ['delete', { id: 0 }],
      ['update', { ...newSoftware(), id: -1 }],
    ] as const) {
      const refused = await post(`/api/admin/software/${route}`, admin, body);
      expect(refused.status, `${route} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await get('/api/admin/software/getList?status=2', admin)).status).toBe(400);
    expect(await countRows(ctx.db, 'software_products')).toBe(before);
    expect((await catalogue(admin)).find((row) => row.id === client)).toMatchObject({ status: 1 });
  });

  it('refuses to delete software an agent offers, and to raise its price above an agent’s, in the caller’s language', async () => {
    const admin = await ctx.loginAdmin();
    const client = await softwareId(CLIENT);
    const offered = await ctx.call({
      method: 'POST',
      url: '/api/admin/software/delete',
      token: admin,
      headers: { 'accept-language': 'zh_CN' },
      payload: { id: client },
    });
    expect([offered.status, offered.body.msg]).toEqual([
      400,
      '已有代理商销售该软件：请先停止其销售，或将软件下架',
    ]);
    // agent 2 sells the client at ¥998: the platform's price may rise to it, not past it
    const [row] = await catalogue(admin, `?keyword=${encodeURIComponent('PC 客户端')}`);
    const raise = (price: number) =>
      post('/api/admin/software/update', admin, { ...newSoftware(), ...row, price });
    const refused = await raise(99_900);
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      "an agent sells this software below the new price: raise the agent's price first",
    ]);
    expect((await raise(99_800)).body.code).toBe(0);
    expect((await catalogue(admin))[0]).toMatchObject({ price: 99_800, name: CLIENT });
    expect((await raise(98_000)).body.code).toBe(0);
    expect((await catalogue(admin)).map((software) => software.name)).toContain(CLIENT);
  });
});

describe('software per agent (the partner tab, the agent console, the site)', () => {
  it('offers software through one agent at its price: its console and its site show it, the other agent’s never', async () => {
    const admin = await ctx.loginAdmin();
    const offline = await softwareId(OFFLINE);
    await post('/api/admin/software/setStatus', admin, { id: offline, status: 1 });
    const tab = await get(`/api/admin/partner/software/getList?agent_id=${ctx.ids.agent2Id}`, admin);
    expect(tab.body.code, tab.body.msg).toBe(0);
    const seeded = [CLIENT, CHECK_IN, OFFLINE];
    const rows = (tab.body.data as AgentSoftware[]).filter((row) => seeded.includes(row.name));
    // every product of the catalogue, offered by the agent or not
    expect(tab.body.data).toHaveLength(await countRows(ctx.db, 'software_products'));
    expect(rows.map((row) => [row.name, row.offered, row.agent_price])).toEqual([
      [CLIENT, true, 99800],
      [CHECK_IN, false, null],
      [OFFLINE, false, null],
    ]);
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect(await ownPrices(team2)).toEqual({ [CLIENT]: 99800 });
    expect(await sitePrices(AGENT2_HOST)).toEqual({ [CLIENT]: 99800 });

    const set = { agent_id: ctx.ids.agent2Id, software_id: offline, offered: true, price: 45_000 };
    const offered = await post('/api/admin/partner/software/setOffer', admin, set);
    expect(offered.body, offered.body.msg).toMatchObject({
      code: 0,
      msg: 'software offered through the agent',
      data: { name: OFFLINE, offered: true, agent_price: 45_000, offered_by: '平台管理员' },
    });
    // a new price keeps the first offer's time
    const repriced = await post('/api/admin/partner/software/setOffer', admin, { ...set, price: 49_900 });
    expect(repriced.body.data).toMatchObject({
      agent_price: 49_900,
      offered_at: offered.body.data.offered_at,
    });
    expect(await ownPrices(team2)).toEqual({ [CLIENT]: 99800, [OFFLINE]: 49_900 });
    expect(await ownPrices(team2, '&keyword=抽奖离线')).toEqual({ [OFFLINE]: 49_900 });
    expect(await sitePrices(AGENT2_HOST)).toEqual({ [CLIENT]: 99800, [OFFLINE]: 49_900 });
    // agent 1's console and site are unchanged
    expect(await ownPrices(team1)).toEqual({ [CLIENT]: 128000, [CHECK_IN]: 198000 });
    expect(await sitePrices(AGENT1_HOST)).toEqual({ [CLIENT]: 128000, [CHECK_IN]: 198000 });

    const withdrawn = await post('/api/admin/partner/software/setOffer', admin, { ...set, offered: false });
    expect(withdrawn.body).toMatchObject({
      msg: 'software withdrawn from the agent',
      data: { offered: false, agent_price: null },
    });
    expect(await sitePrices(AGENT2_HOST)).toEqual({ [CLIENT]: 99800 });
    expect(await audited('/api/admin/partner/software/setOffer')).toBe(3);
    await post('/api/admin/software/setStatus', admin, { id: offline, status: 0 });
  });

  it('refuses an agent price below the platform’s, and a new offer of software off sale, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const checkIn = await softwareId(CHECK_IN);
    const offline = await softwareId(OFFLINE);
    const before = await ctx.db.selectFrom('agent_software_offers').selectAll().orderBy('id').execute();
    const below = await ctx.call({
      method: 'POST',
      url: '/api/admin/partner/software/setOffer',
      token: admin,
      headers: { 'accept-language': 'zh_TW' },
      payload: { agent_id: ctx.ids.agent2Id, software_id: checkIn, offered: true, price: 167_999 },
    });
    expect([below.status, below.body.msg]).toEqual([400, '批發價不能低於平台價']);
    // nor may an existing offer be lowered below it
    const lowered = await post('/api/admin/partner/software/setOffer', admin, {
      agent_id: ctx.ids.agent1Id,
      software_id: checkIn,
      offered: true,
      price: 100,
    });
    expect([lowered.status, lowered.body.msg]).toEqual([
      400,
      "the agent's price may not be below the platform's price",
    ]);
    const offSale = await post('/api/admin/partner/software/setOffer', admin, {
      agent_id: ctx.ids.agent2Id,
      software_id: offline,
      offered: true,
      price: 50_000,
    });
    expect([offSale.status, offSale.body.msg]).toEqual([
      400,
      'this software is off sale: put it on sale first',
    ]);
    const noPrice = await post('/api/admin/partner/software/setOffer', admin, {
      agent_id: ctx.ids.agent2Id,
      software_id: checkIn,
      offered: true,
    });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.msg).toContain("set the agent's price");
    for (const change of [
      { offered: 'yes' },
      { software_id: 0 },
      { agent_id: 'x' },
      { price: -5 },
      { price: 1.5 },
    ]) {
      const refused = await post('/api/admin/partner/software/setOffer', admin, {
        agent_id: ctx.ids.agent2Id,
        software_id: checkIn,
        offered: true,
        price: 200_000,
        ...change,
      });
      expect(refused.status, JSON.stringify(change)).toBe(400);
    }
    expect(await ctx.db.selectFrom('agent_software_offers').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('refuses the tab without a session, from the wrong console, without the grant, and unknown rows', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const checkIn = await softwareId(CHECK_IN);
    const set = { agent_id: ctx.ids.agent2Id, software_id: checkIn, offered: true, price: 200_000 };
    const before = await countRows(ctx.db, 'agent_software_offers');
    expect((await get(`/api/admin/partner/software/getList?agent_id=${ctx.ids.agent1Id}`)).status).toBe(401);
    expect(
      (await get(`/api/admin/partner/software/getList?agent_id=${ctx.ids.agent1Id}`, agent)).status,
    ).toBe(403);
    expect((await post('/api/admin/partner/software/setOffer', undefined, set)).status).toBe(401);
    expect((await post('/api/admin/partner/software/setOffer', agent, set)).status).toBe(403);
    const viewer = await operatorWithout(Permission.admin.softwareOffer);
    expect(
      (await get(`/api/admin/partner/software/getList?agent_id=${ctx.ids.agent1Id}`, viewer)).body.code,
    ).toBe(0);
    expect((await post('/api/admin/partner/software/setOffer', viewer, set)).status).toBe(403);
    const noAgent = await post('/api/admin/partner/software/setOffer', admin, { ...set, agent_id: 999_999 });
    expect([noAgent.status, noAgent.body.msg]).toEqual([404, 'agent not found']);
    expect((await get('/api/admin/partner/software/getList?agent_id=999999', admin)).status).toBe(404);
    const noSoftware = await post('/api/admin/partner/software/setOffer', admin, {
      ...set,
      software_id: 999_999,
    });
    expect([noSoftware.status, noSoftware.body.msg]).toEqual([404, 'software not found']);
    expect(await countRows(ctx.db, 'agent_software_offers')).toBe(before);
  });

  it('keeps software taken off sale in the agent console, marked, but off its site; ', async () => {
    const admin = await ctx.loginAdmin();
    const client = await softwareId(CLIENT);
    await post('/api/admin/software/setStatus', admin, { id: client, status: 0 });
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const own = await get('/api/agent/product/getList?kind=software', team1);
    expect(own.body.data.find((row: { name: string }) => row.name === CLIENT)).toMatchObject({
      status: 0,
      wholesale_price: 128000,
    });
    expect(own.body.data[0]).not.toHaveProperty('installer');
    expect(await sitePrices(AGENT1_HOST)).toEqual({ [CHECK_IN]: 198000 });
  });
});
