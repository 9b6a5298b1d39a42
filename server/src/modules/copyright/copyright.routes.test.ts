import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { addMonths } from './copyright-purchase.service.ts';

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);
const A = '/api/admin/copyright';
const P = '/api/customer/Product';

type Item = { id: number; title: string; price: number; status: number; agents: number; sold: number };

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const newItem = (change: Record<string, unknown> = {}) => ({
  title: '年会开场音乐《启航》',
  title_en: 'Opening music "Set Sail"',
  content_type: 'music',
  licensor: '星河音乐版权代理',
  terms: '一、本授权允许在活动现场播放。\n二、不得转授权或单独分发。',
  term_months: 12,
  commercial: true,
  price: 19_900,
  sort: 10,
  status: 1,
  ...change,
});

async function catalogue(token: string, query = ''): Promise<Item[]> {
  const answer = await get(`${A}/getList${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('summary').where('route', '=', route).execute()).length;

/** An item on the catalogue offered to agent 1 at `wholesale`, retail `retail`, switched on. */
async function offered(change: Record<string, unknown> = {}, wholesale = 19_900, retail = 29_900) {
  const admin = await ctx.loginAdmin();
  const created = await post(`${A}/create`, admin, newItem(change));
  expect(created.body.code, created.body.msg).toBe(0);
  const id = created.body.data.id as number;
  const offer = await post('/api/admin/partner/copyright/setOffer', admin, {
    agent_id: ctx.ids.agent1Id,
    copyright_id: id,
    offered: true,
    price: wholesale,
  });
  expect(offer.body.code, offer.body.msg).toBe(0);
  await ctx.db
    .updateTable('agent_copyright_offers')
    .set({ retail_price: retail })
    .where('copyright_id', '=', id)
    .execute();
  return id;
}

const buy = (token: string | undefined, payload: Record<string, unknown>) =>
  post(`${P}/buyCopyright`, token, payload);

const orderRow = (orderNo: string) =>
  ctx.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

async function writes() {
  return {
    items: await countRows(ctx.db, 'copyright_products'),
    offers: await countRows(ctx.db, 'agent_copyright_offers'),
    orders: await countRows(ctx.db, 'orders'),
    licences: await countRows(ctx.db, 'copyright_licences'),
  };
}

async function boughtAndPaid(token: string, id: number, price = 29_900) {
  const answer = await buy(token, { copyright_id: id, amount: price, pay_amount: price });
  expect(answer.body.code, answer.body.msg).toBe(0);
  const payment = answer.body.data as { order_no: string; pay_amount: number };
  await notify(signedNotify(payment.order_no, payment.pay_amount));
  return payment;
}

describe('copyright catalogue (admin /product/copyright)', () => {
  it('creates, lists with filters and pages, edits, takes off sale, puts on sale and deletes; each change audited', async () => {
    const admin = await ctx.loginAdmin();
    const created = await post(`${A}/create`, admin, newItem());
    expect(created.body, created.body.msg).toMatchObject({ code: 0, msg: 'copyright item created' });
    expect(created.body.data).toMatchObject({
      title: '年会开场音乐《启航》',
      title_zh_tw: '',
      content_type: 'music',
      term_months: 12,
      commercial: true,
      asset: '',
      price: 19_900,
      agents: 0,
      sold: 0,
    });
    const id = created.body.data.id as number;
    const font = await post(
      `${A}/create`,
      admin,
      newItem({ title: '黑体授权', title_en: '', content_type: 'font', term_months: null }),
    );
    expect(font.body.data).toMatchObject({ term_months: null, content_type: 'font' });
    expect((await catalogue(admin)).map((row) => row.title)).toEqual(['年会开场音乐《启航》', '黑体授权']);
    expect((await catalogue(admin, '?content_type=font')).map((row) => row.title)).toEqual(['黑体授权']);
    expect((await catalogue(admin, `?keyword=${encodeURIComponent('星河')}`)).length).toBe(2);
    expect((await catalogue(admin, `?keyword=${encodeURIComponent('Sail')}`)).map((row) => row.id)).toEqual([
      id,
    ]);
    const paged = await get(`${A}/getList?limit=1&page=2`, admin);
    expect([paged.body.count, paged.body.data.length]).toEqual([2, 1]);

    const edited = await post(`${A}/update`, admin, {
      ...newItem({ term_months: null, commercial: false }),
      id,
    });
    expect(edited.body).toMatchObject({
      code: 0,
      msg: 'copyright item saved',
      data: { term_months: null, commercial: false },
    });
    const off = await post(`${A}/setStatus`, admin, { id, status: 0 });
    expect([off.body.msg, off.body.data.status]).toEqual(['copyright item taken off sale', 0]);
    expect((await catalogue(admin, '?status=0')).map((row) => row.id)).toEqual([id]);
    const on = await post(`${A}/setStatus`, admin, { id, status: 1 });
    expect([on.body.msg, on.body.data.status]).toEqual(['copyright item put on sale', 1]);
    const deleted = await post(`${A}/delete`, admin, { id });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'copyright item deleted' });
    expect((await catalogue(admin)).map((row) => row.id)).not.toContain(id);
    for (const route of ['create', 'update', 'delete', 'setStatus'])
      expect(await audited(`${A}/${route}`), route).toBeGreaterThan(0);
  });

  it('refuses without a session, from the agent console, without the grant, missing items and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const id = (await post(`${A}/create`, admin, newItem())).body.data.id as number;
    const before = await writes();
    expect((await get(`${A}/getList`)).status).toBe(401);
    expect((await post(`${A}/create`, undefined, newItem())).status).toBe(401);
    expect((await get(`${A}/getList`, agent)).status).toBe(403);
    expect((await post(`${A}/create`, agent, newItem())).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.copyrightManage);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${A}/getList`, viewer)).body.code).toBe(0);
    expect((await post(`${A}/create`, viewer, newItem())).status).toBe(403);
    expect((await post(`${A}/update`, viewer, { ...newItem(), id })).status).toBe(403);
    expect((await post(`${A}/setStatus`, viewer, { id, status: 0 })).status).toBe(403);
    expect((await post(`${A}/delete`, viewer, { id })).status).toBe(403);
    const missing = await post(`${A}/update`, admin, { ...newItem(), id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'copyright item not found']);
    expect((await post(`${A}/setStatus`, admin, { id: 999_999, status: 1 })).status).toBe(404);
    expect((await post(`${A}/delete`, admin, { id: 999_999 })).status).toBe(404);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'the Chinese (simplified) title is required'],
      [{ title: 'x'.repeat(61) }, 'a title is at most 60 characters'],
      [{ title_en: 'x'.repeat(61) }, 'a title is at most 60 characters'],
      [{ content_type: 'video' }, 'the content type must be music, template, font or image'],
      [{ terms: '  ' }, 'the licence terms are required'],
      [{ terms: undefined }, 'the licence terms are required'],
      [{ term_months: 0 }, 'the licence term must be a whole number of months from 1 to 120, or perpetual'],
      [{ term_months: 121 }, 'the licence term must be a whole number of months from 1 to 120, or perpetual'],
      [{ term_months: 1.5 }, 'the licence term must be a whole number of months from 1 to 120, or perpetual'],
      [{ commercial: 'yes' }, 'commercial use must be allowed or not'],
      [{ asset: 'nobody/song.mp3' }, 'the licensed file must be a file the platform uploaded'],
      [{ price: -1 }, 'the price must be a whole number of cents, 0 or more'],
      [{ status: 2 }, 'status must be 0 (off sale) or 1 (on sale)'],
    ];
    for (const [change, message] of bad) {
      const refused = await post(`${A}/create`, admin, newItem(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    expect((await post(`${A}/update`, admin, { ...newItem({ terms: '' }), id })).status).toBe(400);
    expect((await post(`${A}/setStatus`, admin, { id, status: 'off' })).status).toBe(400);
    expect((await post(`${A}/delete`, admin, { id: 0 })).status).toBe(400);
    expect((await get(`${A}/getList?content_type=video`, admin)).status).toBe(400);
    expect(await writes()).toEqual(before);
    expect((await catalogue(admin)).find((row) => row.id === id)).toMatchObject({
      status: 1,
      title: '年会开场音乐《启航》',
    });
  });

  it('takes a file the platform uploaded as the asset and refuses a tenant’s', async () => {
    const admin = await ctx.loginAdmin();
    const file = (key: string, agentId: number | null) => ({
      agent_id: agentId,
      customer_id: null,
      uploader_audience: agentId === null ? ('admin' as const) : ('agent' as const),
      uploader_id: agentId === null ? ctx.ids.adminId : ctx.ids.agentUserId,
      kind: 'file' as const,
      storage_key: key,
      name: key.slice(key.lastIndexOf('/') + 1),
      mime: 'application/zip',
      size: 68,
    });
    await ctx.db
      .insertInto('files')
      .values([file('platform/music.zip', null), file('agent/music.zip', ctx.ids.agent1Id)])
      .execute();
    const ok = await post(`${A}/create`, admin, newItem({ asset: 'platform/music.zip' }));
    expect(ok.body.data).toMatchObject({ asset: 'platform/music.zip' });
    const theirs = await post(`${A}/create`, admin, newItem({ asset: 'agent/music.zip' }));
    expect([theirs.status, theirs.body.msg]).toEqual([
      400,
      'the licensed file must be a file the platform uploaded',
    ]);
  });

  it('refuses to delete an item an agent offers or that was sold, and to raise its price above an agent’s', async () => {
    const id = await offered();
    const admin = await ctx.loginAdmin();
    const offeredDelete = await post(`${A}/delete`, admin, { id });
    expect([offeredDelete.status, offeredDelete.body.msg]).toEqual([
      400,
      'agents offer this item: withdraw their offers or take it off sale',
    ]);
    const raise = await post(`${A}/update`, admin, { ...newItem(), id, price: 20_000 });
    expect([raise.status, raise.body.msg]).toEqual([
      400,
      "an agent sells this item below the new price: raise the agent's price first",
    ]);
    await boughtAndPaid(await ctx.loginCustomer(), id);
    await post('/api/admin/partner/copyright/setOffer', admin, {
      agent_id: ctx.ids.agent1Id,
      copyright_id: id,
      offered: false,
    });
    const sold = await ctx.call({
      method: 'POST',
      url: `${A}/delete`,
      token: admin,
      headers: { 'accept-language': 'zh_CN' },
      payload: { id },
    });
    expect([sold.status, sold.body.msg]).toEqual([400, '该版权内容已有销售记录，不能删除，请改为下架']);
    expect((await catalogue(admin)).find((row) => row.id === id)).toMatchObject({ agents: 0, sold: 1 });
  });
});

describe('copyright per agent (the partner tab, the agent console, the site)', () => {
  it('offers an item through one agent; its 产品 page prices it at retail and its site sells it, the other’s never', async () => {
    const id = await offered({}, 19_900, 19_900);
    const admin = await ctx.loginAdmin();
    const tab = await get(`/api/admin/partner/copyright/getList?agent_id=${ctx.ids.agent1Id}`, admin);
    const byId = (rows: { id: number }[]) => rows.find((row) => row.id === id);
    // every item of the catalogue, offered or not
    expect(tab.body.data).toHaveLength(await countRows(ctx.db, 'copyright_products'));
    expect(byId(tab.body.data)).toMatchObject({
      offered: true,
      agent_price: 19_900,
      retail_price: 19_900,
      enabled: true,
    });
    const other = await get(`/api/admin/partner/copyright/getList?agent_id=${ctx.ids.agent2Id}`, admin);
    expect(byId(other.body.data)).toMatchObject({ offered: false, agent_price: null });
    const offers = await countRows(ctx.db, 'agent_copyright_offers');
    expect((await get('/api/admin/partner/copyright/getList?agent_id=999999', admin)).status).toBe(404);
    const below = await post('/api/admin/partner/copyright/setOffer', admin, {
      agent_id: ctx.ids.agent2Id,
      copyright_id: id,
      offered: true,
      price: 100,
    });
    expect([below.status, below.body.msg]).toEqual([
      400,
      "the agent's price may not be below the platform's price",
    ]);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.copyrightOffer);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    const refused = await post('/api/admin/partner/copyright/setOffer', viewer, {
      agent_id: ctx.ids.agent2Id,
      copyright_id: id,
      offered: true,
      price: 19_900,
    });
    expect(refused.status).toBe(403);
    expect(await countRows(ctx.db, 'agent_copyright_offers')).toBe(offers);

    // the agent's 产品 page: copyright next to VIP plans and software; retail never below wholesale
    const owner = await ctx.loginAgent(DEMO.agentUser);
    await post('/api/agent/BasicInfo/changeTeam', owner, { opid: ctx.ids.agent1Id });
    const mine = await get('/api/agent/product/getList?kind=copyright', owner);
    expect(mine.body.data.every((row: { kind: string }) => row.kind === 'copyright')).toBe(true);
    expect(byId(mine.body.data)).toMatchObject({ name: '年会开场音乐《启航》', wholesale_price: 19_900 });
    const low = await post('/api/agent/product/update', owner, { kind: 'copyright', id, retail_price: 100 });
    expect(low.status).toBe(400);
    const raised = await post('/api/agent/product/update', owner, {
      kind: 'copyright',
      id,
      retail_price: 25_000,
    });
    expect(raised.body.data).toMatchObject({ retail_price: 25_000, margin: 5_100 });
    const all = await get('/api/agent/product/getList?limit=100', owner);
    expect((all.body.data as { kind: string }[]).at(-1)).toMatchObject({ kind: 'copyright' });

    const site = async (host: string) =>
      ((await get(`${P}/getCopyrightList`, undefined, host)).body.data as { id: number; price: number }[])
        .filter((row) => row.id === id)
        .map((row) => row.price);
    expect(await site('agent1.localhost')).toEqual([25_000]);
    expect(await site('agent2.localhost')).toEqual([]);
    await post('/api/agent/product/update', owner, { kind: 'copyright', id, enabled: false });
    expect(await site('agent1.localhost')).toEqual([]);
  });
});

describe('buying a copyright licence (order type 19)', () => {
  it('makes an unpaid order at retail with the wholesale; paying issues one licence even with two notifies at once', async () => {
    const id = await offered();
    const token = await ctx.loginCustomer();
    const answer = await buy(token, { copyright_id: id, amount: 29_900, pay_amount: 29_900 });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const payment = answer.body.data as { order_no: string; pay_amount: number; qrcode_url: string };
    expect(payment.qrcode_url).toMatch(/\/api\/sandbox\/pay\/cashier\?t=/);
    expect(await orderRow(payment.order_no)).toMatchObject({
      order_type: 19,
      subject_id: id,
      quantity: 1,
      amount: 29_900,
      pay_amount: 29_900,
      wholesale_amount: 19_900,
      is_pay: 0,
      title: '年会开场音乐《启航》',
    });
    // nothing is issued before payment
    const before = (await get(`${P}/getCopyrightLicences`, token)).body.count as number;
    const rows = await countRows(ctx.db, 'copyright_licences');
    expect(
      await ctx.db.selectFrom('copyright_licences').select('id').where('copyright_id', '=', id).execute(),
    ).toEqual([]);

    const body = signedNotify(payment.order_no, payment.pay_amount);
    const answers = await Promise.all([notify(body), notify(body)]);
    expect(answers.map((one) => one.status)).toEqual([200, 200]);
    await notify(body);
    expect(await countRows(ctx.db, 'copyright_licences')).toBe(rows + 1);
    const list = await get(`${P}/getCopyrightLicences`, token);
    expect(list.body.count).toBe(before + 1);
    const licence = list.body.data[0];
    expect(licence).toMatchObject({
      copyright_id: id,
      title: '年会开场音乐《启航》',
      content_type: 'music',
      terms: newItem().terms,
      commercial: true,
      status: 'active',
      expired: false,
      order_no: payment.order_no,
      has_asset: false,
    });
    // valid for the item's 12 months from the payment
    const from = new Date(licence.valid_from);
    expect(new Date(licence.valid_until).getTime()).toBe(addMonths(from, 12).getTime());
    // the row: the customer's, the terms as bought (a later edit changes nothing bought)
    const admin = await ctx.loginAdmin();
    await post(`${A}/update`, admin, { ...newItem({ terms: '新条款', commercial: false }), id });
    expect((await get(`${P}/getCopyrightLicences`, token)).body.data[0]).toMatchObject({
      terms: newItem().terms,
      commercial: true,
    });
    const order = await orderRow(payment.order_no);
    const row = await ctx.db
      .selectFrom('copyright_licences')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      customer_id: order.customer_id,
      copyright_id: id,
    });
    // the reseller ledger booked the sale with its wholesale
    const sale = await ctx.db
      .selectFrom('agent_ledger')
      .select(['gross', 'wholesale', 'margin'])
      .where('order_id', '=', row.order_id)
      .executeTakeFirstOrThrow();
    expect(sale).toEqual({ gross: 29_900, wholesale: 19_900, margin: 10_000 });
  });

  it('a perpetual item gives a licence with no end', async () => {
    const id = await offered({ term_months: null });
    const token = await ctx.loginCustomer();
    await boughtAndPaid(token, id);
    expect((await get(`${P}/getCopyrightLicences`, token)).body.data[0]).toMatchObject({
      valid_until: '',
      expired: false,
    });
  });

  it('refuses a changed price, an item the site does not sell, bad input, 401 and 403, writing nothing', async () => {
    const id = await offered();
    const token = await ctx.loginCustomer();
    const before = await writes();
    const stale = await buy(token, { copyright_id: id, amount: 19_900, pay_amount: 19_900 });
    expect([stale.status, stale.body.msg]).toEqual([
      400,
      'the price has changed, please refresh and try again',
    ]);
    const other = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const foreign = await buy(other, { copyright_id: id, amount: 29_900, pay_amount: 29_900 });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'product does not exist']);
    await ctx.loginAdmin().then((admin) => post(`${A}/setStatus`, admin, { id, status: 0 }));
    const offSale = await buy(token, { copyright_id: id, amount: 29_900, pay_amount: 29_900 });
    expect([offSale.status, offSale.body.msg]).toEqual([404, 'product does not exist']);
    const missing = await buy(token, { copyright_id: 999_999, amount: 1, pay_amount: 1 });
    expect(missing.status).toBe(404);
    expect((await buy(token, { amount: 1, pay_amount: 1 })).status).toBe(400);
    expect((await buy(token, { copyright_id: id, amount: -1, pay_amount: 1 })).status).toBe(400);
    expect((await buy(token, { copyright_id: id, amount: 1, pay_amount: 1, pay_type: 'cash' })).status).toBe(
      400,
    );
    const anonymous = await buy(undefined, { copyright_id: id, amount: 1, pay_amount: 1 });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, -2]);
    expect((await buy(await ctx.loginAgent(), { copyright_id: id, amount: 1, pay_amount: 1 })).status).toBe(
      403,
    );
    expect((await get(`${P}/getCopyrightLicences`, await ctx.loginAdmin())).status).toBe(403);
    expect((await get(`${P}/getCopyrightLicences`)).status).toBe(401);
    expect(await writes()).toEqual({ ...before });
  });

  it('gives a signed 10-minute link to the file of an own active licence; another customer’s is 404', async () => {
    const id = await offered();
    const token = await ctx.loginCustomer();
    await boughtAndPaid(token, id);
    const [licence] = (await get(`${P}/getCopyrightLicences`, token)).body.data as { id: number }[];
    const none = await get(`${P}/getCopyrightAsset?id=${licence!.id}`, token);
    expect([none.status, none.body.msg]).toEqual([404, 'this item has no file to download']);
    await ctx.db.updateTable('copyright_products').set({ asset: 'platform/files/song.zip' }).execute();
    const link = await get(`${P}/getCopyrightAsset?id=${licence!.id}`, token);
    expect(link.body.code, link.body.msg).toBe(0);
    const url = new URL(link.body.data.url as string, 'http://x');
    expect(url.pathname).toMatch(/platform\/files\/song\.zip$/);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const other = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const foreign = await get(`${P}/getCopyrightAsset?id=${licence!.id}`, other);
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'licence not found']);
    expect((await get(`${P}/getCopyrightLicences`, other)).body.count).toBe(0);
    const elsewhere = await get(
      `${P}/getCopyrightAsset?id=${licence!.id}`,
      await ctx.loginCustomer(DEMO.agent2Customers.phone),
    );
    expect(elsewhere.status).toBe(404);
    expect((await get(`${P}/getCopyrightAsset?id=x`, token)).status).toBe(400);
    // past its term: no more file
    await ctx.db
      .updateTable('copyright_licences')
      .set({ valid_from: new Date('2020-01-01T00:00:00Z'), valid_until: new Date('2021-01-01T00:00:00Z') })
      .where('id', '=', licence!.id)
      .execute();
    const expired = await get(`${P}/getCopyrightAsset?id=${licence!.id}`, token);
    expect([expired.status, expired.body.msg]).toEqual([400, 'the licence has expired']);
    const listed = (await get(`${P}/getCopyrightLicences?limit=100`, token)).body.data as { id: number }[];
    expect(listed.find((row) => row.id === licence!.id)).toMatchObject({ expired: true });
  });

  it('a full refund revokes the licence (no more file); a partial one is money only', async () => {
    const id = await offered({ asset: '' });
    await ctx.db.updateTable('copyright_products').set({ asset: 'platform/files/song.zip' }).execute();
    const token = await ctx.loginCustomer();
    const admin = await ctx.loginAdmin();
    const partial = await boughtAndPaid(token, id);
    const full = await boughtAndPaid(token, id);
    const refund = (orderNo: string, amount: number) =>
      orderRow(orderNo).then((order) =>
        post('/api/admin/order/refund', admin, { id: order.id, amount, reason: '测试退款' }),
      );
    expect((await refund(partial.order_no, 1000)).body.code).toBe(0);
    expect((await refund(full.order_no, full.pay_amount)).body.code).toBe(0);
    const rows = (await get(`${P}/getCopyrightLicences`, token)).body.data as {
      id: number;
      order_no: string;
      status: string;
    }[];
    expect(rows.find((row) => row.order_no === partial.order_no)?.status).toBe('active');
    const revoked = rows.find((row) => row.order_no === full.order_no)!;
    expect(revoked.status).toBe('revoked');
    const link = await get(`${P}/getCopyrightAsset?id=${revoked.id}`, token);
    expect([link.status, link.body.msg]).toEqual([400, 'the licence has been revoked']);
  });
});

describe('addMonths', () => {
  it('adds calendar months, keeping the day or the month’s last', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2026-11-27T05:00:00Z'), 12).toISOString()).toBe('2027-11-27T05:00:00.000Z');
    expect(addMonths(new Date('2024-02-29T00:00:00Z'), 120).toISOString()).toBe('2034-02-28T00:00:00.000Z');
  });
});
