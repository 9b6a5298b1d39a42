import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type WecomContactItem,
  type WecomCorpOption,
  type WecomLinkItem,
  type WecomSyncStatus,
  type wecomEventQuery,
  type wecomLinkCreateRequest,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import type { Job, WecomTagRef } from '#server/db/schema.ts';
import { leadScopeOfChannel, recordChannelLead } from '#server/modules/scrm/index.ts';
import { AppError, badRequest, forbidden, notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import { iso } from '#server/platform/time.ts';
import { CallbackRefused, WecomCallbackCrypto } from '#server/platform/wecom/callback-crypto.ts';
import { parseCallbackXml } from '#server/platform/wecom/callback-xml.ts';
import { WecomApiError, type WecomClient } from '#server/platform/wecom/client.ts';
import {
  type ExternalContact,
  type FollowUser,
  WecomCorpApi,
} from '#server/platform/wecom/external-contact.ts';
import { FAILURE_MESSAGE } from './wecom.service.ts';
import * as repository from './wecom-contacts.repository.ts';

type CreateLinkInput = z.output<typeof wecomLinkCreateRequest>;
type EventQuery = z.output<typeof wecomEventQuery>;

/** The group our tags are created in, in the corp's WeCom (a corp tag belongs to a group). */
export const TAG_GROUP = '获客标签';

export async function corps(db: Db): Promise<WecomCorpOption[]> {
  return (await repository.corps(db)).map((row) => ({
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    corp_id: row.corp_id,
    status: row.status,
    is_platform: row.is_platform_default,
    callback_verified: row.callback_verified_at !== null,
  }));
}

/** The corp the page works on: a binding of the agent named (404 otherwise). */
export async function corpOf(db: Db, agentId: number): Promise<repository.CorpRow> {
  const corp = await repository.corpOf(db, agentId);
  if (!corp) throw notFound('WeCom binding not found');
  return corp;
}

/**
 * The corp's WeCom API on its stored secret. Only a verified binding is used (its corp id and secret were
 * accepted by WeCom): anything else says to verify it in the partner's WeCom tab first.
 */
export function apiOf(box: SecretBox, client: WecomClient, corp: repository.CorpRow): WecomCorpApi {
  if (corp.status !== 'verified')
    throw badRequest("this corp is not verified yet: verify it in the partner's WeCom tab first");
  let secret: string;
  try {
    secret = box.open(corp.secret_sealed);
  } catch {
    throw badRequest('the stored secret cannot be read (its key changed): enter it again');
  }
  return new WecomCorpApi(client, corp.corp_id, secret);
}

/** WeCom's refusals the page explains; the rest are "WeCom refused the request (errcode)". */
const REFUSED: Record<number, Parameters<typeof badRequest>[0]> = {
  40071: 'a tag of this name already exists',
  60111: 'WeCom does not know this member',
  40068: 'WeCom does not know this tag',
};

/** A call to WeCom that failed, as the console's answer: a refusal 400 with why, else 502. */
export async function asking<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof WecomApiError)) throw error;
    const refused = error.errcode === null ? undefined : REFUSED[error.errcode];
    if (refused) throw badRequest(refused);
    throw new AppError(502, ErrorCode.serverError, FAILURE_MESSAGE[error.failure], {
      errcode: error.errcode ?? '',
    });
  }
}

const presentLink = (
  row: Awaited<ReturnType<typeof repository.insertLink>> & { contacts?: string | number },
): WecomLinkItem => ({
  id: row.id,
  link_id: row.link_id,
  link_name: row.link_name,
  url: row.url,
  members: row.user_list,
  tags: row.tags,
  contacts: Number(row.contacts ?? 0),
  create_time: iso(row.created_at),
});

export async function links(db: Db, agentId: number, page: { page: number; limit: number }) {
  await corpOf(db, agentId);
  const { rows, total } = await repository.listLinks(db, agentId, page);
  return { rows: rows.map(presentLink), total };
}

/**
 * Creates a link in WeCom for the members chosen, then keeps it with the tags it gives and its state (the
 * customer_channel WeCom's event carries back). Members and tags are checked against the corp's own first.
 */
export async function createLink(
  db: Db,
  box: SecretBox,
  client: WecomClient,
  input: CreateLinkInput,
): Promise<WecomLinkItem> {
  const corp = await corpOf(db, input.agent_id);
  const api = apiOf(box, client, corp);
  const [members, corpTags] = await asking(() => Promise.all([api.members(), api.corpTags()]));
  const chosen = input.user_list.map((userid) => members.find((member) => member.userid === userid));
  if (chosen.some((member) => !member)) throw badRequest('WeCom does not know this member');
  const tags: WecomTagRef[] = [];
  for (const id of input.tag_ids) {
    const tag = corpTags.find((one) => one.id === id);
    if (!tag) throw badRequest('WeCom does not know this tag');
    tags.push({ id: tag.id, name: tag.name });
  }
  const link = await asking(() => api.createLink({ link_name: input.link_name, user_list: input.user_list }));
  // WeCom's customer_channel: appended to the url, carried back as the event's State (at most 64 bytes)
  const state = `onsite${randomBytes(12).toString('hex')}`;
  const url = new URL(link.url);
  url.searchParams.set('customer_channel', state);
  const row = await repository.insertLink(db, {
    agent_id: corp.agent_id,
    corp_id: corp.corp_id,
    link_id: link.link_id,
    link_name: link.link_name,
    url: url.toString(),
    state,
    user_list: chosen.map((member) => ({ userid: member?.userid ?? '', name: member?.name ?? '' })),
    tags,
  });
  return presentLink(row);
}

/** Deletes the link in WeCom, then here; the contacts it brought stay (their link becomes none). */
export async function deleteLink(db: Db, box: SecretBox, client: WecomClient, agentId: number, id: number) {
  const corp = await corpOf(db, agentId);
  const link = await repository.linkOf(db, agentId, id);
  if (!link) throw notFound('acquisition link not found');
  const api = apiOf(box, client, corp);
  try {
    await api.deleteLink(link.link_id);
  } catch (error) {
    // already gone in WeCom (deleted there): delete ours too
    if (!(error instanceof WecomApiError && error.errcode === 40058))
      await asking(() => Promise.reject(error));
  }
  await repository.deleteLink(db, agentId, id);
}

export async function contacts(
  db: Db,
  agentId: number,
  filter: { tag_id?: string; link_id?: number; keyword?: string },
  page: { page: number; limit: number },
): Promise<{
  rows: WecomContactItem[];
  total: Awaited<ReturnType<typeof repository.listContacts>>['total'];
}> {
  await corpOf(db, agentId);
  const { rows, total } = await repository.listContacts(db, agentId, filter, page);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      external_userid: row.external_userid,
      name: row.name,
      corp_name: row.corp_name,
      type: row.type,
      member_userid: row.member_userid,
      tags: row.tags,
      add_time: iso(row.added_at),
      link_id: row.link_id,
      link_name: row.link_name,
    })),
    total,
  };
}

/** A contact as WeCom answers it (externalcontact/get), seen from the member who added it. */
export interface FetchedContact {
  contact: ExternalContact;
  member: FollowUser | undefined;
}

export async function fetchContact(api: WecomCorpApi, externalUserid: string, userid?: string) {
  const { contact, follow } = await api.contact(externalUserid);
  return { contact, member: follow.find((one) => one.userid === userid) ?? follow[0] };
}

/**
 * A contact WeCom answered becomes ours: stored once per corp with the tags the member gave it, and a lead of
 * the corp owner's pipeline — source acquisition_link (ref = WeCom's link id + ':' + external_userid, need =
 * the link's name) when a link brought it, else wecom_contact. Run inside the caller's transaction, so the
 * contact and its lead land together (with the event, or with the sync's progress).
 */
export async function storeContact(
  trx: Db,
  corp: { agent_id: number; is_platform_default: boolean },
  fetched: FetchedContact,
  link: { id: number; link_id: string; link_name: string } | null,
): Promise<{ created: boolean }> {
  const { contact, member } = fetched;
  const tags = (member?.tags ?? [])
    .filter((tag) => tag.type === 1 && tag.tag_id)
    .map((tag) => ({ id: tag.tag_id, name: tag.tag_name }));
  const stored = await repository.upsertContact(trx, {
    agent_id: corp.agent_id,
    external_userid: contact.external_userid,
    name: contact.name.slice(0, 100),
    corp_name: contact.corp_name.slice(0, 100),
    type: contact.type,
    gender: contact.gender,
    member_userid: member?.userid ?? '',
    link_id: link?.id ?? null,
    tags,
    added_at: member ? new Date(member.createtime * 1000) : new Date(),
  });
  const scope = leadScopeOfChannel({ id: corp.agent_id, is_platform_default: corp.is_platform_default });
  await recordChannelLead(
    trx,
    scope,
    link
      ? {
          source: 'acquisition_link',
          source_ref: `${link.link_id}:${contact.external_userid}`,
          name: contact.name,
          company: contact.corp_name,
          need: link.link_name,
        }
      : {
          source: 'wecom_contact',
          source_ref: contact.external_userid,
          name: contact.name,
          company: contact.corp_name,
        },
  );
  return { created: stored.created };
}

/** Why a POSTed event was refused (each a 4xx; nothing is read or written before they hold). */
const refuse = {
  'missing parameters': () => badRequest('the callback lacks msg_signature, timestamp, nonce or echostr'),
  'bad signature': () => forbidden('the callback signature does not match'),
  undecryptable: () => forbidden('the callback cannot be decrypted with this EncodingAESKey'),
  'wrong receiver': () => forbidden('the callback is for another corp'),
  malformed: () => badRequest('the callback is not WeCom XML'),
} as const;

/** The events that add an external contact to a member. */
const ADD_CONTACT = new Set(['add_external_contact', 'add_half_external_contact']);

/**
 * WeCom's event push to a corp's callback URL: the outer XML read strictly, msg_signature checked with the
 * binding's token, the message decrypted with its key and meant for its corp, then read strictly too. The
 * event is recorded once (WeCom retries a message until it gets "success"); a new external contact is
 * fetched from WeCom, given its link's tags (mark_tag), stored and made a lead — all before the event counts
 * as recorded, so a failure answers an error and WeCom's retry does the work again.
 */
export async function receiveEvent(
  db: Db,
  box: SecretBox,
  client: WecomClient,
  query: EventQuery,
  xml: string,
): Promise<void> {
  const corp = await repository.corpOf(db, query.agent_id);
  if (!corp) throw notFound('WeCom binding not found');
  const { msg_signature: signature, timestamp, nonce } = query;
  if (!signature || !timestamp || !nonce) throw refuse['missing parameters']();
  const outer = parseCallbackXml(xml);
  const encrypt = outer?.Encrypt;
  if (!encrypt) throw refuse.malformed();
  const crypto = new WecomCallbackCrypto(corp.callback_token, corp.encoding_aes_key, corp.corp_id);
  let message: string;
  try {
    message = crypto.openMessage({ msg_signature: signature, timestamp, nonce, encrypt });
  } catch (error) {
    if (error instanceof CallbackRefused) throw refuse[error.reason]();
    throw error;
  }
  const event = parseCallbackXml(message);
  if (!event) throw refuse.malformed();
  const digest = createHash('sha256').update(message).digest('hex');
  if (await repository.eventSeen(db, corp.agent_id, digest)) return;
  const row = {
    agent_id: corp.agent_id,
    digest,
    event: (event.Event ?? event.MsgType ?? '').slice(0, 64),
    change_type: (event.ChangeType ?? '').slice(0, 64),
    message: message.slice(0, 8192),
  };
  const record = async (trx: Db) => (await repository.recordEvent(trx, row)) !== undefined;
  const externalUserid = event.ExternalUserID;
  if (row.event !== 'change_external_contact' || !ADD_CONTACT.has(row.change_type) || !externalUserid) {
    await record(db);
    return;
  }
  const api = apiOf(box, client, corp);
  const link = event.State ? ((await repository.linkByState(db, corp.agent_id, event.State)) ?? null) : null;
  const userid = event.UserID;
  await asking(async () => {
    if (link && link.tags.length > 0 && userid) {
      try {
        await api.markTag({
          userid,
          external_userid: externalUserid,
          add_tag: link.tags.map((tag) => tag.id),
        });
      } catch (error) {
        // a tag deleted in WeCom since the link was made: the contact still counts, without it
        if (!(error instanceof WecomApiError && error.failure === 'rejected')) throw error;
      }
    }
    const fetched = await fetchContact(api, externalUserid, userid);
    await db.transaction().execute(async (trx) => {
      // recorded already (a retry that raced this one): the first one stored it
      if (await record(trx)) await storeContact(trx, corp, fetched, link);
    });
  });
}

/** A sync job as the page shows it; a failure's reason in the reader's language. */
export function presentSync(job: Job, language: ServerLanguage): WecomSyncStatus {
  let error = '';
  if (job.state === 'failed' && job.error) {
    try {
      const { reason, params } = JSON.parse(job.error) as { reason: MessageKey; params?: MessageParams };
      error = translate(reason, language, params);
    } catch {
      error = job.error;
    }
  }
  return {
    state: job.state,
    percentage: job.percentage,
    processed: job.processed_num,
    total: job.total_num,
    created: job.success_num,
    error,
    create_time: iso(job.created_at),
    finish_time: iso(job.finished_at),
  };
}

export async function syncStatus(db: Db, agentId: number, language: ServerLanguage) {
  await corpOf(db, agentId);
  const job = await repository.latestSync(db, agentId);
  return job ? presentSync(job, language) : null;
}

/** Queues the corp's sync (the corp must be verified); a sync already waiting or running is the answer. */
export async function queueSync(
  db: Db,
  agentId: number,
  adminId: number,
  language: ServerLanguage,
  jobs: { notify(): void } | undefined,
) {
  const corp = await corpOf(db, agentId);
  if (corp.status !== 'verified')
    throw badRequest("this corp is not verified yet: verify it in the partner's WeCom tab first");
  const { queued, job } = await repository.queueSync(db, agentId, adminId, language);
  if (queued) jobs?.notify();
  if (!job) throw notFound('WeCom binding not found');
  return presentSync(job, language);
}
