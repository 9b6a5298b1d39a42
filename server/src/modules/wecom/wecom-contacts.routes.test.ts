import { Permission } from '@onsite/contracts';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_CORP } from '#server/platform/wecom/sandbox.ts';
import { addContactEvent, signedEvent } from '#server/platform/wecom/sandbox-api.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { routeCalls } from '#server/test/route-calls.ts';

// the sandbox WeCom (WECOM=sandbox, the default), answered in-process like WeCom
const ctx = useTestContext();
const BASE = '/api/admin/scrm/weWork_custom';
const TOKEN = 'hJqcu3uJ9Tn2gXPmxx2w9kkCkCE2EPYo';
const AES_KEY = '6qkdMrq68nTKduznJYO1A37W2oEgpkMUvkttRToqhUt';

// the tests share one database: each starts without bindings, links, contacts or leads
beforeEach(async () => {
  for (const table of [
    'wecom_contacts',
    'wecom_links',
    'wecom_events',
    'wecom_sandbox_contacts',
    'wecom_sandbox_links',
    'wecom_sandbox_tags',
    'scrm_lead_notes',
    'scrm_leads',
    'wecom_bindings',
  ] as const)
    await ctx.db.deleteFrom(table).execute();
});

/** A call whose answer is not the JSON envelope (HTML pages, WeCom's "success"). */
const raw = (options: InjectOptions) => ctx.app.inject(options);

const { get, post } = routeCalls(ctx);

/** Binds the sandbox corp to an agent, verified, with the callback URL verified by the sandbox. */
/** Saves the sandbox corp as an agent's binding (unverified). */
async function save(admin: string, agentId: number) {
  const saved = await post('/api/admin/partner/wework/save', admin, {
    agent_id: agentId,
    corp_id: SANDBOX_CORP.corpId,
    app_agent_id: 1000002,
    secret: SANDBOX_CORP.secret,
    callback_token: TOKEN,
    encoding_aes_key: AES_KEY,
  });
  expect(saved.body.code, saved.body.msg).toBe(0);
}

async function bind(admin: string, agentId: number, options: { callback?: boolean } = {}) {
  await save(admin, agentId);
  expect(
    (await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId })).body.data.status,
  ).toBe('verified');
  if (options.callback !== false)
    expect(
      (await post('/api/admin/partner/wework/sandboxCallback', admin, { agent_id: agentId })).body.data
        .callback_verified_at,
    ).not.toBe('');
}

async function createTag(admin: string, agentId: number, name: string) {
  const tag = await post(`${BASE}/addTag`, admin, { agent_id: agentId, name });
  expect(tag.body.code, tag.body.msg).toBe(0);
  return tag.body.data as { id: string; name: string };
}

async function createLink(admin: string, agentId: number, tagIds: string[] = [], name = '年会获客') {
  const link = await post(`${BASE}/createLink`, admin, {
    agent_id: agentId,
    link_name: name,
    user_list: ['zhangsan'],
    tag_ids: tagIds,
  });
  expect(link.body.code, link.body.msg).toBe(0);
  return link.body.data as { id: number; link_id: string; url: string };
}

/** A visitor opens the link's url and adds its member, as on the sandbox phone. */
async function visit(url: string, name: string) {
  const target = new URL(url);
  const page = await raw({ method: 'GET', url: `${target.pathname}${target.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('张三');
  const form = new URLSearchParams({
    link_id: target.searchParams.get('link_id') ?? '',
    customer_channel: target.searchParams.get('customer_channel') ?? '',
    name,
  });
  return raw({
    method: 'POST',
    url: target.pathname,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const leadsOf = (agentId: number | null) =>
  ctx.db
    .selectFrom('scrm_leads')
    .selectAll()
    .where(agentId === null ? (eb) => eb('agent_id', 'is', null) : (eb) => eb('agent_id', '=', agentId))
    .where('source', '<>', 'manual')
    .execute();

describe('SCRM › 企微客户: acquisition links bring contacts with tags and leads', () => {
  it("creates a tagged link for the platform's corp; a visitor adds the member; one contact, tagged, one lead", async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.platformAgentId;
    await bind(admin, agentId);

    const corps = await get(`${BASE}/corps`, admin);
    expect(corps.body.data[0]).toMatchObject({
      agent_id: agentId,
      is_platform: true,
      status: 'verified',
      callback_verified: true,
    });
    const members = await get(`${BASE}/members?agent_id=${agentId}`, admin);
    expect(members.body.data.map((member: { userid: string }) => member.userid)).toContain('zhangsan');

    const tag = await createTag(admin, agentId, '年会2026');
    const tags = await get(`${BASE}/tags?agent_id=${agentId}`, admin);
    expect(tags.body.data).toEqual([{ id: tag.id, name: '年会2026', group_name: '获客标签' }]);
    const duplicate = await post(`${BASE}/addTag`, admin, { agent_id: agentId, name: '年会2026' }, 'zh-CN');
    expect([duplicate.status, duplicate.body.msg]).toEqual([400, '已有同名标签']);

    const link = await createLink(admin, agentId, [tag.id]);
    expect(link.url).toContain('/api/sandbox/wecom/ca?link_id=');
    expect(link.url).toContain('customer_channel=onsite');
    expect(
      await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', `${BASE}/createLink`).execute(),
    ).toHaveLength(1);

    // the visitor's name is required (at most 30 characters): the page says so, nothing happens
    const nameless = await visit(link.url, '  ');
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toContain('请输入你的名字');
    expect(await countRows(ctx.db, 'wecom_sandbox_contacts')).toBe(0);

    const added = await visit(link.url, '王小明');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.body).toContain('data-outcome="added"');

    const contacts = await get(`${BASE}/contacts?agent_id=${agentId}`, admin);
    expect(contacts.body.count).toBe(1);
    expect(contacts.body.data[0]).toMatchObject({
      name: '王小明',
      member_userid: 'zhangsan',
      link_id: link.id,
      link_name: '年会获客',
      tags: [{ id: tag.id, name: '年会2026' }],
    });
    const externalUserid = contacts.body.data[0].external_userid as string;
    // the tag is on the contact in WeCom too (mark_tag)
    const inSandbox = await ctx.db
      .selectFrom('wecom_sandbox_contacts')
      .select('tags')
      .where('external_userid', '=', externalUserid)
      .executeTakeFirstOrThrow();
    expect(inSandbox.tags).toEqual([tag.id]);

    // the platform's lead, of source acquisition_link
    const leads = await leadsOf(null);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: '王小明',
      source: 'acquisition_link',
      source_ref: `${link.link_id}:${externalUserid}`,
      need: '年会获客',
    });

    // filters: by tag, by link, by keyword
    expect((await get(`${BASE}/contacts?agent_id=${agentId}&tag_id=${tag.id}`, admin)).body.count).toBe(1);
    expect((await get(`${BASE}/contacts?agent_id=${agentId}&tag_id=etnone`, admin)).body.count).toBe(0);
    expect((await get(`${BASE}/contacts?agent_id=${agentId}&link_id=${link.id}`, admin)).body.count).toBe(1);
    expect(
      (await get(`${BASE}/contacts?agent_id=${agentId}&keyword=${encodeURIComponent('小明')}`, admin)).body
        .count,
    ).toBe(1);
    expect((await get(`${BASE}/contacts?agent_id=${agentId}&keyword=nobody`, admin)).body.count).toBe(0);

    const links = await get(`${BASE}/links?agent_id=${agentId}`, admin);
    expect(links.body.data[0]).toMatchObject({
      id: link.id,
      contacts: 1,
      members: [{ userid: 'zhangsan', name: '张三' }],
      tags: [{ id: tag.id, name: '年会2026' }],
    });

    // deleting the link deletes it in WeCom too; the contact stays, without its link
    const removed = await post(`${BASE}/deleteLink`, admin, { agent_id: agentId, id: link.id });
    expect(removed.body.code, removed.body.msg).toBe(0);
    expect(await countRows(ctx.db, 'wecom_sandbox_links')).toBe(0);
    const after = await get(`${BASE}/contacts?agent_id=${agentId}`, admin);
    expect(after.body.data[0]).toMatchObject({ link_id: null, link_name: '' });
    const gone = await raw({ method: 'GET', url: link.url.slice(link.url.indexOf('/api/')) });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('data-outcome="invalid"');
  });

  it("an agent's corp feeds its team's pipeline; a contact added otherwise is a wecom_contact lead", async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    await bind(admin, agentId);
    const link = await createLink(admin, agentId);
    // the link page without its customer_channel: WeCom's event carries no State
    const target = new URL(link.url);
    target.searchParams.delete('customer_channel');
    const added = await visit(target.toString(), '李雷');
    expect(added.statusCode).toBe(200);
    const leads = await leadsOf(agentId);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: '李雷', source: 'wecom_contact' });
    expect(await leadsOf(null)).toHaveLength(0);
    const contacts = await get(`${BASE}/contacts?agent_id=${agentId}`, admin);
    expect(contacts.body.data[0]).toMatchObject({ name: '李雷', link_id: null });
  });
});

describe("WeCom's event POST to the callback URL", () => {
  const callback = async (_agentId: number, body: string, url: string) => {
    const answer = await raw({
      method: 'POST',
      url: url.slice(url.indexOf('/api/')),
      payload: body,
      headers: { 'content-type': 'text/xml' },
    });
    return { status: answer.statusCode, body: answer.body };
  };

  async function prepared() {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.platformAgentId;
    await bind(admin, agentId);
    const link = await createLink(admin, agentId);
    // a contact of the sandbox corp that WeCom knows (as if added through the link)
    const externalUserid = 'wmEXTERNAL0000000000000001';
    await ctx.db
      .insertInto('wecom_sandbox_contacts')
      .values({
        corp_id: SANDBOX_CORP.corpId,
        external_userid: externalUserid,
        userid: 'zhangsan',
        name: '韩梅梅',
        tags: '[]',
      })
      .execute();
    const state = new URL(link.url).searchParams.get('customer_channel') ?? '';
    const message = addContactEvent({
      corpId: SANDBOX_CORP.corpId,
      userid: 'zhangsan',
      externalUserid,
      state,
      createTime: 1_790_000_000,
    });
    const app = { token: TOKEN, encodingAesKey: AES_KEY, corpId: SANDBOX_CORP.corpId, appAgentId: 1000002 };
    return { agentId, link, message, app, externalUserid };
  }

  const written = async () => ({
    contacts: await countRows(ctx.db, 'wecom_contacts'),
    events: await countRows(ctx.db, 'wecom_events'),
    leads: (await leadsOf(null)).length,
  });

  it('records an event once: a retried event makes one contact and one lead', async () => {
    const { agentId, message, app } = await prepared();
    const url = `http://x/api/wecom/callback?agent_id=${agentId}`;
    for (let attempt = 0; attempt < 3; attempt++) {
      // each retry is encrypted and signed anew, as WeCom does; the message is the same
      const event = signedEvent(url, app, message);
      const answer = await callback(agentId, event.body, event.url);
      expect([answer.status, answer.body]).toEqual([200, 'success']);
    }
    expect(await written()).toEqual({ contacts: 1, events: 1, leads: 1 });
  });

  it('refuses a bad signature, another corp, malformed XML, entities and no binding; writes nothing', async () => {
    const { agentId, message, app } = await prepared();
    const url = `http://x/api/wecom/callback?agent_id=${agentId}`;
    const good = signedEvent(url, app, message);

    const forged = new URL(good.url);
    forged.searchParams.set('msg_signature', '0'.repeat(40));
    expect((await callback(agentId, good.body, forged.toString())).status).toBe(403);

    const otherCorp = signedEvent(url, { ...app, corpId: 'wwanothercorp0000' }, message);
    expect((await callback(agentId, otherCorp.body, otherCorp.url)).status).toBe(403);

    expect((await callback(agentId, '<xml><Encrypt>abc', good.url)).status).toBe(400);
    const entity = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xml><Encrypt>&e;</Encrypt></xml>`;
    expect((await callback(agentId, entity, good.url)).status).toBe(400);
    // a well-signed message that is not XML inside
    const notXml = signedEvent(url, app, 'hello');
    expect((await callback(agentId, notXml.body, notXml.url)).status).toBe(400);
    // no signature parameters
    expect((await callback(agentId, good.body, `${url}`)).status).toBe(400);
    // an agent without a binding
    const elsewhere = signedEvent(`http://x/api/wecom/callback?agent_id=${ctx.ids.agent2Id}`, app, message);
    expect((await callback(ctx.ids.agent2Id, elsewhere.body, elsewhere.url)).status).toBe(404);
    // too large
    const huge = `<xml><Encrypt>${'A'.repeat(70 * 1024)}</Encrypt></xml>`;
    expect((await callback(agentId, huge, good.url)).status).toBe(413);

    expect(await written()).toEqual({ contacts: 0, events: 0, leads: 0 });
  });

  it('records other events without acting on them', async () => {
    const { agentId, app } = await prepared();
    const url = `http://x/api/wecom/callback?agent_id=${agentId}`;
    const other = signedEvent(
      url,
      app,
      `<xml><ToUserName><![CDATA[${SANDBOX_CORP.corpId}]]></ToUserName><CreateTime>1</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[change_external_contact]]></Event><ChangeType><![CDATA[del_follow_user]]></ChangeType><UserID><![CDATA[zhangsan]]></UserID><ExternalUserID><![CDATA[wmX]]></ExternalUserID></xml>`,
    );
    const answer = await callback(agentId, other.body, other.url);
    expect([answer.status, answer.body]).toEqual([200, 'success']);
    expect(await written()).toEqual({ contacts: 0, events: 1, leads: 0 });
  });
});

describe('SCRM › 企微客户: access and input', () => {
  it('refuses no session, another audience, a missing permission; another corp’s link is not found', async () => {
    const admin = await ctx.loginAdmin();
    await bind(admin, ctx.ids.platformAgentId);
    await bind(admin, ctx.ids.agent1Id);
    const link = await createLink(admin, ctx.ids.platformAgentId);

    expect((await get(`${BASE}/corps`)).status).toBe(401);
    expect((await post(`${BASE}/createLink`, undefined, {})).status).toBe(401);
    for (const token of [await ctx.loginAgent(), await ctx.loginCustomer()]) {
      expect((await get(`${BASE}/corps`, token)).status).toBe(403);
      expect(
        (await post(`${BASE}/deleteLink`, token, { agent_id: ctx.ids.platformAgentId, id: link.id })).status,
      ).toBe(403);
    }
    // the operator reads; without the manage element it cannot change
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${BASE}/links?agent_id=${ctx.ids.platformAgentId}`, operator)).body.code).toBe(0);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmWeworkCustomManage);
    const operator2 = await ctx.loginAdmin(DEMO.operator);
    expect(
      (await post(`${BASE}/deleteLink`, operator2, { agent_id: ctx.ids.platformAgentId, id: link.id }))
        .status,
    ).toBe(403);
    expect((await get(`${BASE}/links?agent_id=${ctx.ids.platformAgentId}`, operator2)).body.code).toBe(0);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmWeworkCustom);
    expect((await get(`${BASE}/corps`, await ctx.loginAdmin(DEMO.operator))).status).toBe(403);

    // the platform's link asked for under another agent's corp
    const elsewhere = await post(`${BASE}/deleteLink`, admin, { agent_id: ctx.ids.agent1Id, id: link.id });
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([404, 'acquisition link not found']);
    expect(await countRows(ctx.db, 'wecom_links')).toBe(1);
    // an agent without a binding
    const unbound = await get(`${BASE}/links?agent_id=${ctx.ids.agent2Id}`, admin);
    expect([unbound.status, unbound.body.msg]).toEqual([404, 'WeCom binding not found']);
    expect((await get(`${BASE}/contacts?agent_id=${ctx.ids.agent2Id}`, admin)).status).toBe(404);
  });

  it('refuses bad input with WeCom’s limits and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.platformAgentId;
    await bind(admin, agentId);
    const before = await countRows(ctx.db, 'wecom_links');
    const cases: [Record<string, unknown>, string][] = [
      [{ link_name: '', user_list: ['zhangsan'] }, '请填写链接名称'],
      [{ link_name: '链'.repeat(31), user_list: ['zhangsan'] }, '链接名称最多 30 个字符'],
      [{ link_name: '年会', user_list: [] }, '请至少选择一名成员'],
      [{ link_name: '年会', user_list: ['zhangsan', 'zhangsan'] }, '成员重复'],
      [{ link_name: '年会', user_list: ['nobody'] }, '企业微信中没有该成员'],
      [{ link_name: '年会', user_list: ['zhangsan'], tag_ids: ['etnone'] }, '企业微信中没有该标签'],
    ];
    for (const [input, message] of cases) {
      const answer = await post(`${BASE}/createLink`, admin, { agent_id: agentId, ...input }, 'zh-CN');
      expect([answer.status, answer.body.msg]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await post(`${BASE}/addTag`, admin, { agent_id: agentId, name: '' }, 'zh-CN')).status).toBe(400);
    expect((await post(`${BASE}/addTag`, admin, { agent_id: agentId, name: 'x'.repeat(31) })).status).toBe(
      400,
    );
    expect((await get(`${BASE}/contacts?agent_id=${agentId}&link_id=abc`, admin)).status).toBe(400);
    expect(await countRows(ctx.db, 'wecom_links')).toBe(before);
    expect(await countRows(ctx.db, 'wecom_sandbox_links')).toBe(0);
    expect(await countRows(ctx.db, 'wecom_sandbox_tags')).toBe(0);
  });

  it('an unverified corp says to verify it first', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    await save(admin, agentId);
    const answer = await post(
      `${BASE}/createLink`,
      admin,
      { agent_id: agentId, link_name: '年会', user_list: ['zhangsan'] },
      'zh-CN',
    );
    expect([answer.status, answer.body.msg]).toEqual([
      400,
      '该企业尚未验证：请先在代理商的企业微信设置中验证',
    ]);
  });
});
