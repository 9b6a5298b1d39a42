import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database.ts';
import { WecomCallbackCrypto } from './callback-crypto.ts';
import type { WecomTransport } from './client.ts';
import { type CallbackApp, corpOfToken } from './sandbox.ts';

/**
 * The sandbox WeCom's external-contact API (WECOM=sandbox, and the tests' local fake): acquisition links,
 * the corp's members, their external contacts and corp tags, answered with WeCom's JSON and errcodes. Its
 * state lives in the wecom_sandbox_* tables, as WeCom keeps its own.
 */

/** The sandbox corp's members (WeCom's userid and name), the same for every corp the sandbox knows. */
export const SANDBOX_MEMBERS = [
  { userid: 'zhangsan', name: '张三' },
  { userid: 'lisi', name: '李四' },
  { userid: 'wangwu', name: '王五' },
] as const;

/** WeCom's limits: a link's name and a tag's name are at most 30 characters; at most 100 members per link. */
const NAME_MAX = 30;
const LINK_MEMBERS_MAX = 100;

type Answer = Record<string, unknown> & { errcode: number; errmsg: string };
const fail = (errcode: number, errmsg: string): Answer => ({ errcode, errmsg });
const OK = { errcode: 0, errmsg: 'ok' } as const;

export interface SandboxApiCall {
  /** the path after the API's base, e.g. /cgi-bin/externalcontact/get */
  path: string;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface SandboxApiContext {
  db: Db;
  /** corp id → secret of the corps it knows */
  corps: ReadonlyMap<string, string>;
  /** the page a visitor opens for a link (the link's url) */
  linkUrl: (linkId: string) => string;
}

const isMember = (userid: unknown) => SANDBOX_MEMBERS.some((member) => member.userid === userid);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

type Handler = (ctx: SandboxApiContext, corpId: string, call: SandboxApiCall) => Promise<Answer>;

const handlers: Record<string, Handler> = {
  '/cgi-bin/user/simplelist': async () => ({
    ...OK,
    userlist: SANDBOX_MEMBERS.map((member) => ({ ...member, department: [1] })),
  }),

  '/cgi-bin/externalcontact/customer_acquisition/create_link': async ({ db, linkUrl }, corpId, call) => {
    const body = record(call.body);
    const name = text(body.link_name);
    const users = record(body.range).user_list;
    if (!name || [...name].length > NAME_MAX) return fail(40058, 'invalid link_name');
    if (!Array.isArray(users) || users.length === 0 || users.length > LINK_MEMBERS_MAX)
      return fail(40058, 'invalid range.user_list');
    if (!users.every(isMember)) return fail(60111, 'userid not found');
    const linkId = `cawcde${randomBytes(12).toString('hex')}`;
    const row = await db
      .insertInto('wecom_sandbox_links')
      .values({ link_id: linkId, corp_id: corpId, link_name: name, user_list: JSON.stringify(users) })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    return {
      ...OK,
      link: {
        link_id: linkId,
        link_name: name,
        url: linkUrl(linkId),
        create_time: Math.floor(row.created_at.getTime() / 1000),
      },
    };
  },

  '/cgi-bin/externalcontact/customer_acquisition/list_link': async ({ db }, corpId, call) => {
    const body = record(call.body);
    const limit = typeof body.limit === 'number' && body.limit >= 1 && body.limit <= 100 ? body.limit : 100;
    const after = text(body.cursor) ?? '';
    const rows = await db
      .selectFrom('wecom_sandbox_links')
      .select('link_id')
      .where('corp_id', '=', corpId)
      .where('link_id', '>', after)
      .orderBy('link_id')
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit).map((row) => row.link_id);
    return { ...OK, link_id_list: page, next_cursor: rows.length > limit ? (page.at(-1) ?? '') : '' };
  },

  '/cgi-bin/externalcontact/customer_acquisition/delete_link': async ({ db }, corpId, call) => {
    const linkId = text(record(call.body).link_id);
    if (!linkId) return fail(40058, 'link_id missing');
    const gone = await db
      .deleteFrom('wecom_sandbox_links')
      .where('corp_id', '=', corpId)
      .where('link_id', '=', linkId)
      .executeTakeFirst();
    return gone.numDeletedRows > 0n ? { ...OK } : fail(40058, 'invalid link_id');
  },

  '/cgi-bin/externalcontact/list': async ({ db }, corpId, call) => {
    const userid = call.query.userid;
    if (!userid) return fail(40058, 'userid missing');
    if (!isMember(userid)) return fail(60111, 'userid not found');
    const rows = await db
      .selectFrom('wecom_sandbox_contacts')
      .select('external_userid')
      .where('corp_id', '=', corpId)
      .where('userid', '=', userid)
      .orderBy('created_at')
      .execute();
    if (rows.length === 0) return fail(84061, 'not external contact');
    return { ...OK, external_userid: rows.map((row) => row.external_userid) };
  },

  '/cgi-bin/externalcontact/get': async ({ db }, corpId, call) => {
    const externalUserid = call.query.external_userid;
    if (!externalUserid) return fail(40058, 'external_userid missing');
    const rows = await db
      .selectFrom('wecom_sandbox_contacts')
      .selectAll()
      .where('corp_id', '=', corpId)
      .where('external_userid', '=', externalUserid)
      .orderBy('created_at')
      .execute();
    const first = rows[0];
    if (!first) return fail(40096, 'invalid external userid');
    const tagIds = [...new Set(rows.flatMap((row) => row.tags))];
    const tags = tagIds.length
      ? await db.selectFrom('wecom_sandbox_tags').selectAll().where('tag_id', 'in', tagIds).execute()
      : [];
    return {
      ...OK,
      external_contact: {
        external_userid: first.external_userid,
        name: first.name,
        type: first.type,
        gender: first.gender,
      },
      follow_user: rows.map((row) => ({
        userid: row.userid,
        remark: '',
        createtime: Math.floor(row.created_at.getTime() / 1000),
        tags: tags
          .filter((tag) => row.tags.includes(tag.tag_id))
          .map((tag) => ({ group_name: tag.group_name, tag_name: tag.name, tag_id: tag.tag_id, type: 1 })),
        ...(row.state ? { state: row.state } : {}),
      })),
    };
  },

  '/cgi-bin/externalcontact/get_corp_tag_list': async ({ db }, corpId) => {
    const rows = await db
      .selectFrom('wecom_sandbox_tags')
      .selectAll()
      .where('corp_id', '=', corpId)
      .orderBy('created_at')
      .orderBy('tag_id')
      .execute();
    const groups = new Map<string, typeof rows>();
    for (const row of rows) groups.set(row.group_name, [...(groups.get(row.group_name) ?? []), row]);
    return {
      ...OK,
      tag_group: [...groups].map(([groupName, tags]) => tagGroup(corpId, groupName, tags)),
    };
  },

  '/cgi-bin/externalcontact/add_corp_tag': async ({ db }, corpId, call) => {
    const body = record(call.body);
    const groupName = text(body.group_name);
    const tags = Array.isArray(body.tag) ? body.tag.map((tag) => text(record(tag).name)) : [];
    if (!groupName || [...groupName].length > NAME_MAX) return fail(40058, 'invalid group_name');
    if (tags.length === 0 || !tags.every((name) => name && [...name].length <= NAME_MAX))
      return fail(40058, 'invalid tag name');
    const names = tags as string[];
    const taken = await db
      .selectFrom('wecom_sandbox_tags')
      .select('name')
      .where('corp_id', '=', corpId)
      .where('group_name', '=', groupName)
      .where('name', 'in', names)
      .executeTakeFirst();
    if (taken || new Set(names).size !== names.length) return fail(40071, 'tag name already exists');
    const rows = await db
      .insertInto('wecom_sandbox_tags')
      .values(
        names.map((name) => ({
          tag_id: `et${randomBytes(12).toString('hex')}`,
          corp_id: corpId,
          group_name: groupName,
          name,
        })),
      )
      .returningAll()
      .execute();
    return {
      ...OK,
      tag_group: tagGroup(corpId, groupName, rows),
    };
  },

  '/cgi-bin/externalcontact/mark_tag': async ({ db }, corpId, call) => {
    const body = record(call.body);
    const userid = text(body.userid);
    const externalUserid = text(body.external_userid);
    const add = Array.isArray(body.add_tag) ? body.add_tag : [];
    const remove = Array.isArray(body.remove_tag) ? body.remove_tag : [];
    if (!userid || !externalUserid) return fail(40058, 'userid and external_userid required');
    if (add.length + remove.length === 0) return fail(40058, 'add_tag or remove_tag required');
    if (![...add, ...remove].every((tag) => typeof tag === 'string')) return fail(40068, 'invalid tagid');
    const ids = [...add, ...remove] as string[];
    const known = await db
      .selectFrom('wecom_sandbox_tags')
      .select('tag_id')
      .where('corp_id', '=', corpId)
      .where('tag_id', 'in', ids)
      .execute();
    if (known.length !== new Set(ids).size) return fail(40068, 'invalid tagid');
    const contact = await db
      .selectFrom('wecom_sandbox_contacts')
      .select('tags')
      .where('corp_id', '=', corpId)
      .where('external_userid', '=', externalUserid)
      .where('userid', '=', userid)
      .executeTakeFirst();
    if (!contact) return fail(84061, 'not external contact');
    const tags = [...new Set([...contact.tags, ...(add as string[])])].filter(
      (tag) => !(remove as string[]).includes(tag),
    );
    await db
      .updateTable('wecom_sandbox_contacts')
      .set({ tags: JSON.stringify(tags) })
      .where('corp_id', '=', corpId)
      .where('external_userid', '=', externalUserid)
      .where('userid', '=', userid)
      .execute();
    return { ...OK };
  },
};

/** A tag group as WeCom answers it, with its tags. */
const tagGroup = (
  corpId: string,
  groupName: string,
  tags: { tag_id: string; name: string; created_at: Date }[],
) => ({
  group_id: groupIdOf(corpId, groupName),
  group_name: groupName,
  tag: tags.map((tag) => ({
    id: tag.tag_id,
    name: tag.name,
    create_time: Math.floor(tag.created_at.getTime() / 1000),
  })),
});

/** A tag group's id: stable per corp and name (the sandbox keeps no group table). */
const groupIdOf = (corpId: string, groupName: string) =>
  `etgroup${Buffer.from(`${corpId}:${groupName}`).toString('hex').slice(0, 24)}`;

/** The API paths the sandbox answers (the routes register one per path). */
export const SANDBOX_API_PATHS = Object.keys(handlers);

/**
 * One call of the sandbox API: the access token checked (41001 / 40014 / 42001 as WeCom), then the call
 * answered for the token's corp. An unknown path is WeCom's 404-like errcode 48001 (api forbidden).
 */
export async function answerSandboxApi(ctx: SandboxApiContext, call: SandboxApiCall): Promise<Answer> {
  const handler = handlers[call.path];
  if (!handler) return fail(48001, 'api forbidden');
  const token = corpOfToken(call.query.access_token, ctx.corps);
  if (!('corpId' in token)) return fail(token.errcode, token.errmsg);
  return handler(ctx, token.corpId, call);
}

/** A sandbox link as its visitor page shows it, with the member it adds people to. */
export async function sandboxLink(db: Db, linkId: string) {
  const link = await db
    .selectFrom('wecom_sandbox_links')
    .selectAll()
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  if (!link) return null;
  const member = SANDBOX_MEMBERS.find((one) => one.userid === link.user_list[0]) ?? SANDBOX_MEMBERS[0];
  return { ...link, member };
}

/**
 * What WeCom does when a visitor adds a member through an acquisition link: a new external contact of the
 * corp followed by the link's first member, with the link's customer_channel as its state. Answers the
 * external_userid (WeCom's "wm…" form).
 */
export async function sandboxAddContact(
  db: Db,
  link: { corp_id: string; member: { userid: string } },
  visitor: { name: string; state: string },
): Promise<string> {
  const externalUserid = `wm${randomBytes(15).toString('hex')}`;
  await db
    .insertInto('wecom_sandbox_contacts')
    .values({
      corp_id: link.corp_id,
      external_userid: externalUserid,
      userid: link.member.userid,
      name: visitor.name,
      type: 1,
      state: visitor.state,
      tags: '[]',
    })
    .execute();
  return externalUserid;
}

/** The event WeCom sends when a member gains an external contact (change_external_contact / add_external_contact). */
export function addContactEvent(input: {
  corpId: string;
  userid: string;
  externalUserid: string;
  state: string;
  createTime?: number;
}): string {
  const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
  return `<xml><ToUserName>${cdata(input.corpId)}</ToUserName><FromUserName>${cdata('sys')}</FromUserName><CreateTime>${input.createTime ?? Math.floor(Date.now() / 1000)}</CreateTime><MsgType>${cdata('event')}</MsgType><Event>${cdata('change_external_contact')}</Event><ChangeType>${cdata('add_external_contact')}</ChangeType><UserID>${cdata(input.userid)}</UserID><ExternalUserID>${cdata(input.externalUserid)}</ExternalUserID>${input.state ? `<State>${cdata(input.state)}</State>` : ''}<WelcomeCode>${cdata(randomBytes(16).toString('hex'))}</WelcomeCode></xml>`;
}

/**
 * How WeCom posts an event to an app's callback URL: the message encrypted for the corp inside
 * `<xml><ToUserName/><AgentID/><Encrypt/></xml>`, msg_signature / timestamp / nonce added to the URL.
 */
export function signedEvent(
  url: string,
  app: CallbackApp & { appAgentId: number },
  message: string,
  timestamp = String(Math.floor(Date.now() / 1000)),
): { url: string; body: string } {
  const crypto = new WecomCallbackCrypto(app.token, app.encodingAesKey, app.corpId);
  const encrypt = crypto.encrypt(message);
  const nonce = String(randomBytes(4).readUInt32BE());
  const target = new URL(url);
  target.searchParams.set('msg_signature', crypto.signature(timestamp, nonce, encrypt));
  target.searchParams.set('timestamp', timestamp);
  target.searchParams.set('nonce', nonce);
  return {
    url: target.toString(),
    body: `<xml><ToUserName><![CDATA[${app.corpId}]]></ToUserName><AgentID><![CDATA[${app.appAgentId}]]></AgentID><Encrypt><![CDATA[${encrypt}]]></Encrypt></xml>`,
  };
}

/** Posts a signed event as WeCom does; passed when the app answers 200 "success" (or an empty body). */
export async function postEvent(
  transport: WecomTransport,
  event: { url: string; body: string },
  timeoutMs = 5000,
): Promise<{ passed: boolean; status: number; body: string }> {
  const answer = await transport(event.url, AbortSignal.timeout(timeoutMs), {
    body: event.body,
    contentType: 'text/xml',
  });
  const passed = answer.status === 200 && (answer.text === 'success' || answer.text === '');
  return { passed, status: answer.status, body: answer.text };
}
