import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { SANDBOX_MP_SECRET } from '#server/platform/wechat/mp-sandbox.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { startFakeWechatMp } from '#server/test/fake-wechat-mp.ts';
import { createTestContext, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { routeCalls } from '#server/test/route-calls.ts';
import * as repository from './wechat-mp.repository.ts';

// the in-process sandbox WeChat (WECHAT_MP=sandbox)
const ctx = useTestContext();
const BASE = '/api/admin/scrm/wechat_custom';
const { get, post } = routeCalls(ctx, BASE);

const account = async (appid: string) =>
  (
    await repository.upsertAccount(ctx.db, ctx.ids.platformAgentId, {
      appid,
      nick_name: '菜单测试号',
      head_img: '',
      principal_name: '',
      service_type: 2,
      verify_type: 0,
    })
  ).id;

const MENU = {
  button: [
    { name: '官网', type: 'view', url: 'https://example.com/home' },
    {
      name: '服务',
      sub_button: [
        { name: '联系我们', type: 'click', key: 'CONTACT' },
        {
          name: '小程序',
          type: 'miniprogram',
          appid: 'wx1234567890abcdef',
          pagepath: 'pages/index',
          url: 'https://example.com/',
        },
      ],
    },
  ],
};
const stored = (id: number) =>
  ctx.db
    .selectFrom('wechat_mp_accounts')
    .select(['menu_draft', 'menu_published', 'menu_published_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('custom menus (admin › SCRM › 自定义菜单)', () => {
  it('saves a draft, publishes it through the sandbox WeChat and shows what is live', async () => {
    const admin = await ctx.loginAdmin();
    const id = await account('wxaaaaaaaaaaaaaaa1');
    expect((await get(`getMenu?account_id=${id}`, admin)).body.data).toEqual({
      account_id: id,
      draft: null,
      published: null,
      published_time: '',
    });
    expect((await get(`getLive?account_id=${id}`, admin)).body.data).toEqual({
      is_menu_open: false,
      menu: null,
    });
    // a stale url on a click button does not travel
    const draft = { button: [{ name: '草稿', type: 'click', key: 'DRAFT', url: 'https://stale.example/' }] };
    const saved = await post('saveDraft', admin, { account_id: id, menu: draft });
    expect(saved.body.data).toMatchObject({
      draft: { button: [{ name: '草稿', type: 'click', key: 'DRAFT' }] },
      published: null,
    });
    expect(saved.body.data.draft.button[0].url).toBeUndefined();
    const published = await post('publish', admin, { account_id: id, menu: MENU });
    expect(published.body.code, published.body.msg).toBe(0);
    expect(published.body.data.published).toEqual(MENU);
    expect(published.body.data.published_time).not.toBe('');
    const live = await get(`getLive?account_id=${id}`, admin);
    expect(live.body.data).toEqual({ is_menu_open: true, menu: MENU });
    const accounts = await get('getAccounts', admin);
    expect(accounts.body.data[0]).toMatchObject({ is_platform: true });
  });

  it("refuses what breaks WeChat's rules, in the reader's language, writing nothing", async () => {
    const admin = await ctx.loginAdmin();
    const id = await account('wxaaaaaaaaaaaaaaa2');
    const before = await stored(id);
    const refused = async (menu: unknown, message: RegExp, language = 'en') => {
      for (const route of ['saveDraft', 'publish']) {
        const answer = await post(route, admin, { account_id: id, menu }, language);
        expect([answer.status, answer.body.msg], route).toEqual([400, expect.stringMatching(message)]);
      }
    };
    const click = (name: string) => ({ name, type: 'click', key: 'K' });
    await refused({ button: [] }, /1 to 3 buttons/);
    await refused({ button: [click('a'), click('b'), click('c'), click('d')] }, /1 to 3 buttons/);
    await refused(
      { button: [{ name: 'x', sub_button: [1, 2, 3, 4, 5, 6].map((n) => click(`s${n}`)) }] },
      /at most 5 sub-buttons/,
    );
    // 16 bytes: five Chinese characters (15) pass, six (18) do not; 16 ASCII letters pass, 17 do not
    expect(
      (await post('saveDraft', admin, { account_id: id, menu: { button: [click('五个汉字名')] } })).body.code,
    ).toBe(0);
    expect(
      (await post('saveDraft', admin, { account_id: id, menu: { button: [click('a'.repeat(16))] } })).body
        .code,
    ).toBe(0);
    await refused({ button: [click('六个汉字名称')] }, /按钮名称为 1 至 16 字节/, 'zh-CN');
    await refused({ button: [click('a'.repeat(17))] }, /1 to 16 bytes/);
    await refused(
      { button: [{ name: 'x', sub_button: [click('二十一个汉字'.repeat(4))] }] },
      /1 to 60 bytes/,
    );
    await refused({ button: [{ name: 'x', type: 'click', key: 'k'.repeat(129) }] }, /key of 1 to 128 bytes/);
    await refused({ button: [{ name: 'x', type: 'view', url: 'ftp://example.com' }] }, /http\(s\) URL/);
    await refused(
      { button: [{ name: 'x', type: 'view', url: `https://e.com/${'a'.repeat(1011)}` }] },
      /http\(s\) URL/,
    );
    await refused(
      { button: [{ name: 'x', type: 'click', key: 'K', sub_button: [click('s')] }] },
      /no type of its own/,
    );
    await refused(
      { button: [{ name: 'x', type: 'miniprogram', url: 'https://e.com', pagepath: 'p' }] },
      /appid/,
    );
    await refused({ button: [{ name: 'x' }] }, /click, view or mini program/);
    const after = await stored(id);
    expect(after.menu_published).toEqual(before.menu_published);
    expect(after.menu_published_at).toEqual(before.menu_published_at);
  });

  it('refuses no session, another audience, a missing permission and an unknown account', async () => {
    const admin = await ctx.loginAdmin();
    const operator = await ctx.loginAdmin(DEMO.operator);
    const id = await account('wxaaaaaaaaaaaaaaa3');
    for (const call of [
      (token?: string) => get(`getMenu?account_id=${id}`, token),
      (token?: string) => get(`getLive?account_id=${id}`, token),
      (token?: string) => get('getAccounts', token),
      (token?: string) => post('saveDraft', token, { account_id: id, menu: MENU }),
      (token?: string) => post('publish', token, { account_id: id, menu: MENU }),
    ]) {
      expect((await call()).status).toBe(401);
      for (const token of [await ctx.loginAgent(), await ctx.loginCustomer()])
        expect((await call(token)).status).toBe(403);
    }
    expect((await post('saveDraft', admin, { account_id: 999_999, menu: MENU })).status).toBe(404);
    expect((await post('publish', admin, { account_id: 999_999, menu: MENU })).status).toBe(404);
    expect((await get('getMenu?account_id=999999', admin)).status).toBe(404);
    expect((await get('getMenu?account_id=x', admin)).status).toBe(400);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmWechatCustomManage);
    expect((await post('publish', operator, { account_id: id, menu: MENU })).status).toBe(403);
    expect((await get(`getMenu?account_id=${id}`, operator)).body.code).toBe(0);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmWechatCustom);
    expect((await get(`getMenu?account_id=${id}`, operator)).status).toBe(403);
    const audits = await ctx.db
      .selectFrom('audit_logs')
      .select('route')
      .where('route', 'like', `${BASE}/%`)
      .execute();
    expect(audits.length).toBeGreaterThan(0);
  });
});

describe('publishing through the real driver (a local WeChat)', () => {
  it("answers WeChat's refusal by its errcode in the reader's language and records nothing published", async () => {
    const fake = await startFakeWechatMp({ secrets: { wxbbbbbbbbbbbbbbb1: SANDBOX_MP_SECRET } });
    const real = await createTestContext({
      config: { wechatMp: { driver: 'real', apiUrl: fake.url, timeoutMs: 400 } },
    });
    try {
      const admin = await real.loginAdmin();
      const { id } = await repository.upsertAccount(real.db, real.ids.platformAgentId, {
        appid: 'wxbbbbbbbbbbbbbbb1',
        nick_name: '真实驱动',
        head_img: '',
        principal_name: '',
        service_type: 2,
        verify_type: 0,
      });
      fake.failing.set('/cgi-bin/menu/create', { errcode: 40055, errmsg: 'invalid button url domain' });
      const refused = await real.call({
        method: 'POST',
        url: `${BASE}/publish`,
        token: admin,
        payload: { account_id: id, menu: MENU },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect([refused.status, refused.body.msg]).toEqual([400, '链接须为 http(s) 网址，最多 1024 字节']);
      const row = await real.db
        .selectFrom('wechat_mp_accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect([row.menu_draft, row.menu_published, row.menu_published_at]).toEqual([null, null, null]);
      fake.failing.set('/cgi-bin/menu/create', { errcode: 65303, errmsg: 'there is no selfmenu' });
      const unknown = await real.call({
        method: 'POST',
        url: `${BASE}/publish`,
        token: admin,
        payload: { account_id: id, menu: MENU },
      });
      expect([unknown.status, unknown.body.msg]).toEqual([
        400,
        'WeChat refused the request: 65303 there is no selfmenu',
      ]);
      fake.failing.clear();
      fake.stall = true;
      const slow = await real.call({
        method: 'POST',
        url: `${BASE}/publish`,
        token: admin,
        payload: { account_id: id, menu: MENU },
      });
      expect([slow.status, slow.body.msg]).toEqual([400, 'WeChat did not answer in time']);
      fake.stall = false;
      const done = await real.call({
        method: 'POST',
        url: `${BASE}/publish`,
        token: admin,
        payload: { account_id: id, menu: MENU },
      });
      expect(done.body.code, done.body.msg).toBe(0);
      expect(fake.menus.get('wxbbbbbbbbbbbbbbb1')).toEqual(MENU);
    } finally {
      await real.close();
      await fake.close();
    }
  });
});
