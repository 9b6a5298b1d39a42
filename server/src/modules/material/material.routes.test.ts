import { beforeAll, describe, expect, it } from 'vitest';
import { seedSystemMaterials } from '#server/seed/materials.ts';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures.ts';

const ctx = useTestContext();

beforeAll(async () => {
  await seedSystemMaterials(ctx.db, ctx.storage);
});

type Platform = 'admin' | 'agent' | 'customer';

/** The real flow: getToken, the upload to our store, postAdd; answers the registered file. */
async function uploadFile(token: string, platform: Platform, name: string) {
  const { body } = await ctx.call({
    method: 'GET',
    url: `/api/${platform}/Upload/getToken?name=${encodeURIComponent(name)}`,
    token,
  });
  expect(body.code).toBe(0);
  const stored = await ctx.app.inject({
    method: 'POST',
    url: body.data.upload_url,
    ...(await multipart(body.data.fields, { name, type: 'image/png', content: PNG_1X1 })),
  });
  expect(stored.statusCode).toBe(200);
  const added = await ctx.call({
    method: 'POST',
    url: `/api/${platform}/Upload/postAdd`,
    token,
    payload: { files: [{ name, url: body.data.key, size: PNG_1X1.length, type: 'image/png' }] },
  });
  expect(added.body.code).toBe(0);
  return added.body.data[0] as { id: number; url: string; name: string };
}

const fileRow = (id: number) =>
  ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
const list = (token: string, platform: Platform, query = '') =>
  ctx.call({ method: 'GET', url: `/api/${platform}/Upload/getList?limit=100${query}`, token });

describe('GET /api/{platform}/Upload/getList', () => {
  it("lists the caller's files with the total, filtered by type, name and category", async () => {
    const token = await ctx.loginCustomer();
    const photo = await uploadFile(token, 'customer', 'Summer party.png');
    await uploadFile(token, 'customer', 'Winter gala.png');
    const all = await list(token, 'customer');
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThanOrEqual(2);
    expect(all.body.data[0]).toMatchObject({ name: 'Winter gala.png', kind: 'image', category_id: null });

    const byName = await list(token, 'customer', '&keyword=summer');
    expect(byName.body.data.map((file: { id: number }) => file.id)).toEqual([photo.id]);
    expect((await list(token, 'customer', '&type=video')).body.count).toBe(0);
    expect((await list(token, 'customer', '&category=0')).body.count).toBe(all.body.count);
  });

  it('pages the list: limit and page, count stays the total', async () => {
    const token = await ctx.loginAgent();
    await uploadFile(token, 'agent', 'a.png');
    await uploadFile(token, 'agent', 'b.png');
    const first = await ctx.call({ method: 'GET', url: '/api/agent/Upload/getList?limit=1&page=1', token });
    const second = await ctx.call({ method: 'GET', url: '/api/agent/Upload/getList?limit=1&page=2', token });
    expect(first.body.data).toHaveLength(1);
    expect(first.body.count).toBeGreaterThanOrEqual(2);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it("never lists another tenant's files", async () => {
    const own = await uploadFile(await ctx.loginCustomer(), 'customer', 'mine.png');
    const neighbour = await ctx.loginCustomer('customer1@example.com');
    const seen = await list(neighbour, 'customer');
    expect(seen.body.data.some((file: { id: number }) => file.id === own.id)).toBe(false);
    const agent = await list(await ctx.loginAgent(), 'agent');
    expect(agent.body.data.some((file: { id: number }) => file.id === own.id)).toBe(false);
  });

  it('answers 404 for a category of another tenant', async () => {
    const other = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/addCategory',
      token: await ctx.loginCustomer('13800000002'),
      payload: { name: 'Theirs' },
    });
    const { status } = await list(await ctx.loginCustomer(), 'customer', `&category=${other.body.data.id}`);
    expect(status).toBe(404);
  });

  it('refuses no session (401 / -2), the wrong audience (403) and a bad type (400)', async () => {
    const none = await ctx.call({ method: 'GET', url: '/api/admin/Upload/getList' });
    expect([none.status, none.body.code]).toEqual([401, 401]);
    const customerNone = await ctx.call({ method: 'GET', url: '/api/customer/Upload/getList' });
    expect([customerNone.status, customerNone.body.code]).toEqual([401, -2]);
    const wrong = await list(await ctx.loginCustomer(), 'admin');
    expect(wrong.status).toBe(403);
    const bad = await list(await ctx.loginAdmin(), 'admin', '&type=movie');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('type must be image, video, audio or file');
  });
});

describe('POST /api/{platform}/Upload/postDelete', () => {
  it('deletes the rows and the stored objects', async () => {
    const token = await ctx.loginAdmin();
    const file = await uploadFile(token, 'admin', 'old logo.png');
    expect(await ctx.storage.stat(file.url)).not.toBeNull();
    const { status, body } = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/postDelete',
      token,
      payload: { ids: [file.id] },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'delete succeeded', data: { deleted: 1 } });
    expect(await fileRow(file.id)).toBeUndefined();
    expect(await ctx.storage.stat(file.url)).toBeNull();
  });

  it("answers 404 for another tenant's id and deletes nothing, not even the caller's own", async () => {
    const theirs = await uploadFile(await ctx.loginCustomer('13800000002'), 'customer', 'theirs.png');
    const token = await ctx.loginCustomer();
    const mine = await uploadFile(token, 'customer', 'mine.png');
    const { status } = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postDelete',
      token,
      payload: { ids: [mine.id, theirs.id] },
    });
    expect(status).toBe(404);
    expect(await fileRow(mine.id)).toBeDefined();
    expect(await fileRow(theirs.id)).toBeDefined();
    expect(await ctx.storage.stat(theirs.url)).not.toBeNull();
    expect(await ctx.storage.stat(mine.url)).not.toBeNull();
  });

  it("lets neither an agent delete its customers' files nor a customer its agent's", async () => {
    const customerFile = await uploadFile(await ctx.loginCustomer(), 'customer', 'c.png');
    const agentToken = await ctx.loginAgent();
    const agentFile = await uploadFile(agentToken, 'agent', 'a.png');
    const byAgent = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/postDelete',
      token: agentToken,
      payload: { ids: [customerFile.id] },
    });
    const byCustomer = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postDelete',
      token: await ctx.loginCustomer(),
      payload: { ids: [agentFile.id] },
    });
    expect([byAgent.status, byCustomer.status]).toEqual([404, 404]);
    expect(await fileRow(customerFile.id)).toBeDefined();
    expect(await fileRow(agentFile.id)).toBeDefined();
  });

  it('refuses no session, the wrong audience and empty ids, deleting nothing', async () => {
    const file = await uploadFile(await ctx.loginAgent(), 'agent', 'keep.png');
    const none = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/postDelete',
      payload: { ids: [file.id] },
    });
    expect(none.status).toBe(401);
    const wrong = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/postDelete',
      token: await ctx.loginAdmin(),
      payload: { ids: [file.id] },
    });
    expect(wrong.status).toBe(403);
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/postDelete',
      token: await ctx.loginAgent(),
      payload: { ids: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('ids must not be empty');
    expect(await fileRow(file.id)).toBeDefined();
  });
});

describe('POST /api/{platform}/Upload/edit and categories', () => {
  it('renames a file and moves it into a category and back out', async () => {
    const token = await ctx.loginCustomer();
    const file = await uploadFile(token, 'customer', 'draft.png');
    const category = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/addCategory',
      token,
      payload: { name: 'Posters' },
    });
    expect(category.body.data).toMatchObject({ name: 'Posters', file_count: 0 });
    const edited = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/edit',
      token,
      payload: { id: file.id, name: 'Final poster.png', category_id: category.body.data.id },
    });
    expect(edited.body.data).toMatchObject({ name: 'Final poster.png', category_id: category.body.data.id });
    const inCategory = await list(token, 'customer', `&category=${category.body.data.id}`);
    expect(inCategory.body.data.map((row: { id: number }) => row.id)).toEqual([file.id]);
    const categories = await ctx.call({ method: 'GET', url: '/api/customer/Upload/getCategoryList', token });
    expect(categories.body.data).toContainEqual({
      id: category.body.data.id,
      name: 'Posters',
      file_count: 1,
    });

    const out = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/edit',
      token,
      payload: { id: file.id, category_id: 0 },
    });
    expect(out.body.data.category_id).toBeNull();
  });

  it("answers 404 when editing another tenant's file and changes nothing", async () => {
    const theirs = await uploadFile(await ctx.loginCustomer('13800000002'), 'customer', 'theirs.png');
    const { status } = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/edit',
      token: await ctx.loginCustomer(),
      payload: { id: theirs.id, name: 'stolen.png' },
    });
    expect(status).toBe(404);
    expect((await fileRow(theirs.id))?.name).toBe('theirs.png');
  });

  it("refuses to move a file into another tenant's category", async () => {
    const token = await ctx.loginAgent();
    const file = await uploadFile(token, 'agent', 'x.png');
    const foreign = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/addCategory',
      token: await ctx.loginCustomer(),
      payload: { name: 'Customer only' },
    });
    const { status } = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/edit',
      token,
      payload: { id: file.id, category_id: foreign.body.data.id },
    });
    expect(status).toBe(404);
    expect((await fileRow(file.id))?.category_id).toBeNull();
  });

  it('refuses an edit with nothing to change, and one without a session', async () => {
    const token = await ctx.loginAdmin();
    const file = await uploadFile(token, 'admin', 'same.png');
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/edit',
      token,
      payload: { id: file.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('give a new name or a category');
    const blank = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/edit',
      token,
      payload: { id: file.id, name: '  ' },
    });
    expect(blank.status).toBe(400);
    const none = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/edit',
      payload: { id: file.id, name: 'x' },
    });
    expect(none.status).toBe(401);
    expect((await fileRow(file.id))?.name).toBe('same.png');
  });

  it('renames and deletes a category; its files stay, uncategorised; names are unique per tenant', async () => {
    const token = await ctx.loginAdmin();
    const file = await uploadFile(token, 'admin', 'kept.png');
    const created = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/addCategory',
      token,
      payload: { name: 'Logos' },
    });
    const id = created.body.data.id;
    await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/edit',
      token,
      payload: { id: file.id, category_id: id },
    });
    const twice = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/addCategory',
      token,
      payload: { name: 'logos' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('a category named logos already exists');
    // Another tenant may use the same name.
    const elsewhere = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/addCategory',
      token: await ctx.loginAgent(),
      payload: { name: 'Logos' },
    });
    expect(elsewhere.body.code).toBe(0);

    const renamed = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/editCategory',
      token,
      payload: { id, name: 'Brand' },
    });
    expect(renamed.body.data).toEqual({ id, name: 'Brand', file_count: 1 });
    const foreignRename = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/editCategory',
      token: await ctx.loginAgent(),
      payload: { id, name: 'Taken' },
    });
    expect(foreignRename.status).toBe(404);
    const foreignDelete = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/deleteCategory',
      token: await ctx.loginAgent(),
      payload: { id },
    });
    expect(foreignDelete.status).toBe(404);

    const removed = await ctx.call({
      method: 'POST',
      url: '/api/admin/Upload/deleteCategory',
      token,
      payload: { id },
    });
    expect(removed.body).toMatchObject({ code: 0, msg: 'delete succeeded' });
    expect((await fileRow(file.id))?.category_id).toBeNull();
  });

  it('refuses a blank or long category name and creates nothing', async () => {
    const token = await ctx.loginCustomer('customer1@example.com');
    for (const name of ['   ', 'x'.repeat(31)]) {
      const { status } = await ctx.call({
        method: 'POST',
        url: '/api/customer/Upload/addCategory',
        token,
        payload: { name },
      });
      expect(status).toBe(400);
    }
    const categories = await ctx.call({ method: 'GET', url: '/api/customer/Upload/getCategoryList', token });
    expect(categories.body.data).toEqual([]);
  });
});

describe('/api/ym/material', () => {
  it('shows system materials to the admin and customer platforms by hook, none to agents', async () => {
    const customer = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getList?hook=avatar&type=image&limit=16',
      token: await ctx.loginCustomer(),
    });
    expect(customer.body.count).toBe(3);
    expect(customer.body.data[0]).toMatchObject({ hook: 'avatar', kind: 'image', is_default: 1 });
    const admin = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getList',
      token: await ctx.loginAdmin(),
    });
    expect(admin.body.count).toBe(11);

    const agentToken = await ctx.loginAgent();
    const agent = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getList?hook=avatar',
      token: agentToken,
    });
    expect([agent.status, agent.body.data, agent.body.count]).toEqual([200, [], 0]);
    const agentTypes = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getMaterialType',
      token: agentToken,
    });
    expect(agentTypes.body.data).toEqual([]);
    const agentCategories = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getCategoryList?hook=background',
      token: agentToken,
    });
    expect(agentCategories.body.data).toEqual([]);
  });

  it('serves seeded system materials as real PNG images from storage', async () => {
    const { body } = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getList?hook=banner',
      token: await ctx.loginCustomer(),
    });
    const image = await ctx.app.inject({ method: 'GET', url: body.data[0].src });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(image.rawPayload.length).toBe(body.data[0].size);
  });

  it("serves the icon picker's basic and plugin lists of antd icon names from static storage", async () => {
    for (const set of ['basic', 'plugin']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/storage/platform/icons/${set}.json` });
      expect(response.statusCode).toBe(200);
      const names = response.json() as string[];
      expect(names.length).toBeGreaterThan(100);
      expect(names.every((name) => /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/.test(name))).toBe(true);
    }
    const basic = (await ctx.app.inject({ method: 'GET', url: '/storage/platform/icons/basic.json' })).json();
    expect(basic).toContain('HomeOutlined');
  });

  it('answers the hooks with their kinds, and the categories of a hook', async () => {
    const token = await ctx.loginCustomer();
    const types = await ctx.call({ method: 'GET', url: '/api/ym/material/getMaterialType', token });
    expect(types.body.data).toContainEqual({ hook: 'background', types: ['image'], count: 4 });
    const categories = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getCategoryList?hook=background',
      token,
    });
    expect(categories.body.data.map((category: { name: string }) => category.name)).toEqual(['节庆', '商务']);
    const byCategory = await ctx.call({
      method: 'GET',
      url: `/api/ym/material/getList?hook=background&category=${categories.body.data[1].id}`,
      token,
    });
    expect(byCategory.body.count).toBe(2);
  });

  it("lists the caller's own materials with mine=1, for agents too", async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const file = await uploadFile(token, 'agent', 'staff.png');
    const { body } = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getList?mine=1&limit=16',
      token,
    });
    expect(body.data[0]).toMatchObject({ id: file.id, hook: null, is_default: 0 });
    // staff@ and agent@ act in the same team (agent 1): the team's files are the team's.
    const other = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getList?mine=1',
      token: await ctx.loginCustomer(),
    });
    expect(other.body.data.some((row: { id: number }) => row.id === file.id)).toBe(false);
  });

  it('refuses no session and a bad hook', async () => {
    const none = await ctx.call({ method: 'GET', url: '/api/ym/material/getList' });
    expect(none.status).toBe(401);
    const bad = await ctx.call({
      method: 'GET',
      url: '/api/ym/material/getList?hook=wallpaper',
      token: await ctx.loginCustomer(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('hook must be background, avatar, banner or share');
  });
});

describe('official default images (authority admin)', () => {
  // Admins are single-session (a new login signs the last one out), so the list is read as a customer.
  const material = async (hook: string) => {
    const { body } = await ctx.call({
      method: 'GET',
      url: `/api/ym/material/getList?hook=${hook}`,
      token: await ctx.loginCustomer(),
    });
    return body.data[0] as { id: number; url: string; name: string };
  };

  it('lets the super admin replace an official image with a library image, then reset it', async () => {
    const official = await material('share');
    const token = await ctx.loginAdmin();
    const replacement = await uploadFile(token, 'admin', 'new share.png');
    const edited = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/edit',
      token,
      payload: { id: official.id, name: 'Spring share', file_id: replacement.id },
    });
    expect(edited.body.data).toMatchObject({ name: 'Spring share', url: replacement.url, is_default: 0 });
    // The file moved out of the library into the material.
    expect(await fileRow(replacement.id)).toBeUndefined();
    expect(await ctx.storage.stat(replacement.url)).not.toBeNull();

    const reset = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/reset',
      token,
      payload: { id: official.id },
    });
    expect(reset.body.data).toMatchObject({ name: official.name, url: official.url, is_default: 1 });
    // The replacement is gone; the default image stays.
    expect(await ctx.storage.stat(replacement.url)).toBeNull();
    expect(await ctx.storage.stat(official.url)).not.toBeNull();
  });

  it('refuses the operator (no authority admin), customers and agents, changing nothing', async () => {
    const official = await material('avatar');
    const operator = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/edit',
      token: await ctx.loginAdmin('operator'),
      payload: { id: official.id, name: 'Hijacked' },
    });
    expect(operator.status).toBe(403);
    const reset = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/reset',
      token: await ctx.loginAdmin('operator'),
      payload: { id: official.id },
    });
    expect(reset.status).toBe(403);
    const customer = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/edit',
      token: await ctx.loginCustomer(),
      payload: { id: official.id, name: 'Hijacked' },
    });
    expect(customer.status).toBe(403);
    const none = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/edit',
      payload: { id: official.id },
    });
    expect(none.status).toBe(401);
    expect((await material('avatar')).name).toBe(official.name);
  });

  it('answers 404 for an unknown material and 400 for an edit with nothing to change', async () => {
    const banner = await material('banner');
    const token = await ctx.loginAdmin();
    const missing = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/edit',
      token,
      payload: { id: 999999, name: 'x' },
    });
    expect(missing.status).toBe(404);
    const empty = await ctx.call({
      method: 'POST',
      url: '/api/admin/material/edit',
      token,
      payload: { id: banner.id },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('give a new name or a file');
  });
});
