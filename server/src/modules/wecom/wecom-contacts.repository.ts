import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, WecomLinkTable, WecomTagRef } from '#server/db/schema.ts';

// tenancy: every table here is keyed by the agent whose corp it is; the platform (admin.scrm.weworkCustom)
// names the agent, and a link or contact is only found under its own agent.

/** The bound corps with their agent: the platform's own first, then the agents' by name. */
export const corps = (db: Db) =>
  db
    .selectFrom('wecom_bindings')
    .innerJoin('agents', 'agents.id', 'wecom_bindings.agent_id')
    .select([
      'wecom_bindings.agent_id',
      'agents.corporate_name as agent_name',
      'agents.is_platform_default',
      'wecom_bindings.corp_id',
      'wecom_bindings.status',
      'wecom_bindings.callback_verified_at',
    ])
    .orderBy('agents.is_platform_default', 'desc')
    .orderBy('agents.corporate_name')
    .orderBy('wecom_bindings.agent_id')
    .execute();

// tenancy: the agent named, with its binding (the corp the page works on)
export const corpOf = (db: Db, agentId: number) =>
  db
    .selectFrom('wecom_bindings')
    .innerJoin('agents', 'agents.id', 'wecom_bindings.agent_id')
    .selectAll('wecom_bindings')
    .select(['agents.is_platform_default', 'agents.corporate_name as agent_name'])
    .where('wecom_bindings.agent_id', '=', agentId)
    .executeTakeFirst();
export type CorpRow = NonNullable<Awaited<ReturnType<typeof corpOf>>>;

// tenancy: the bindings of one corp id whose callback URL WeCom verified (the sandbox sends them its events)
export const appsOfCorp = (db: Db, corpId: string) =>
  db
    .selectFrom('wecom_bindings')
    .select(['agent_id', 'corp_id', 'app_agent_id', 'callback_token', 'encoding_aes_key'])
    .where('corp_id', '=', corpId)
    .where('callback_verified_at', 'is not', null)
    .orderBy('agent_id')
    .execute();

export const linkOf = (db: Db, agentId: number, id: number) =>
  db
    .selectFrom('wecom_links')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('id', '=', id)
    .executeTakeFirst();

export const linkByState = (db: Db, agentId: number, state: string) =>
  db
    .selectFrom('wecom_links')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('state', '=', state)
    .executeTakeFirst();

/** A link as the service has it: its members and tags as values (stored as JSON). */
type NewLink = Omit<Insertable<WecomLinkTable>, 'user_list' | 'tags'> & {
  user_list: Selectable<WecomLinkTable>['user_list'];
  tags: WecomTagRef[];
};

export const insertLink = (db: Db, row: NewLink) =>
  db
    .insertInto('wecom_links')
    .values({ ...row, user_list: JSON.stringify(row.user_list), tags: JSON.stringify(row.tags) })
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteLink = (db: Db, agentId: number, id: number) =>
  db.deleteFrom('wecom_links').where('agent_id', '=', agentId).where('id', '=', id).executeTakeFirst();

/** How many contacts each link brought. */
const contactsPerLink = (db: Db) =>
  db
    .selectFrom('wecom_contacts')
    .select(['link_id', (eb) => eb.fn.countAll<string>().as('contacts')])
    .where('link_id', 'is not', null)
    .groupBy('link_id');

// tenancy: the links of the agent named (admin.scrm.weworkCustom)
export function listLinks(db: Db, agentId: number, page: { page: number; limit: number }) {
  const filtered = db.selectFrom('wecom_links').where('wecom_links.agent_id', '=', agentId);
  return pageWithin(db, filtered, page, (window) =>
    filtered
      .leftJoin(contactsPerLink(db).as('counts'), 'counts.link_id', 'wecom_links.id')
      .selectAll('wecom_links')
      .select(sql<string>`coalesce(counts.contacts, 0)`.as('contacts'))
      .orderBy('wecom_links.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

// tenancy: the contacts of the agent named (admin.scrm.weworkCustom)
export function listContacts(
  db: Db,
  agentId: number,
  filter: { tag_id?: string; link_id?: number; keyword?: string },
  page: { page: number; limit: number },
) {
  let query = db
    .selectFrom('wecom_contacts')
    .leftJoin('wecom_links', 'wecom_links.id', 'wecom_contacts.link_id')
    .where('wecom_contacts.agent_id', '=', agentId);
  if (filter.tag_id)
    query = query.where(
      sql<boolean>`wecom_contacts.tags @> ${JSON.stringify([{ id: filter.tag_id }])}::jsonb`,
    );
  if (filter.link_id) query = query.where('wecom_contacts.link_id', '=', filter.link_id);
  const keyword = keywordMatch<Database, 'wecom_contacts'>(filter.keyword, [
    'wecom_contacts.name',
    'wecom_contacts.corp_name',
    'wecom_contacts.member_userid',
  ]);
  if (keyword) query = query.where(keyword);
  const filtered = query;
  return pageWithin(db, filtered, page, (window) =>
    filtered
      .selectAll('wecom_contacts')
      .select(sql<string>`coalesce(wecom_links.link_name, '')`.as('link_name'))
      .orderBy('wecom_contacts.added_at', 'desc')
      .orderBy('wecom_contacts.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const contactOf = (db: Db, agentId: number, externalUserid: string) =>
  db
    .selectFrom('wecom_contacts')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('external_userid', '=', externalUserid)
    .executeTakeFirst();

/**
 * Stores a contact once per agent and external_userid: a new one is inserted; a known one gets its name,
 * tags and (when it had none) its link refreshed. Answers whether it was new.
 */
// tenancy: the contact of the agent in the row (its corp's callback or sync)
export async function upsertContact(
  db: Db,
  row: {
    agent_id: number;
    external_userid: string;
    name: string;
    corp_name: string;
    type: number;
    gender: number;
    member_userid: string;
    link_id: number | null;
    tags: WecomTagRef[];
    added_at: Date;
  },
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('wecom_contacts')
    .values({ ...row, tags: JSON.stringify(row.tags) })
    .onConflict((oc) => oc.columns(['agent_id', 'external_userid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const updated = await db
    .updateTable('wecom_contacts')
    .set((eb) => ({
      name: row.name,
      corp_name: row.corp_name,
      tags: JSON.stringify(row.tags),
      link_id: eb.fn.coalesce('link_id', eb.val(row.link_id)),
      updated_at: new Date(),
    }))
    .where('agent_id', '=', row.agent_id)
    .where('external_userid', '=', row.external_userid)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: updated.id, created: false };
}

/** Records an event once: null when it was recorded before (WeCom's retry). */
export const recordEvent = (
  db: Db,
  row: { agent_id: number; digest: string; event: string; change_type: string; message: string },
) =>
  db
    .insertInto('wecom_events')
    .values(row)
    .onConflict((oc) => oc.columns(['agent_id', 'digest']).doNothing())
    .returning('id')
    .executeTakeFirst();

export const eventSeen = (db: Db, agentId: number, digest: string) =>
  db
    .selectFrom('wecom_events')
    .select('id')
    .where('agent_id', '=', agentId)
    .where('digest', '=', digest)
    .executeTakeFirst();

// ---- the contacts sync (a durable job per corp; jobs.agent_id = the corp's agent) ----

type Trx = Db;

/** The corp's latest sync. */
export const latestSync = (db: Db, agentId: number) =>
  db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'wecom_sync')
    .where('agent_id', '=', agentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Queues a sync of the corp's contacts, unless one is waiting or running (one per corp, a unique index):
 * then that one is the answer.
 */
// tenancy: the job of the corp's agent named (admin.scrm.weworkCustom.manage), owned by the admin asking
export async function queueSync(db: Db, agentId: number, adminId: number, language: string) {
  const inserted = await db
    .insertInto('jobs')
    .values({
      kind: 'wecom_sync',
      symbol: 'wecom_contacts',
      audience: 'admin',
      user_id: adminId,
      agent_id: agentId,
      customer_id: null,
      params: '{}',
      language,
    })
    .onConflict((oc) =>
      oc
        .column('agent_id')
        .where('kind', '=', 'wecom_sync')
        .where('state', 'in', ['waiting', 'running'])
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return { queued: inserted !== undefined, job: await latestSync(db, agentId) };
}

// tenancy: the worker's write on the job whose lease it holds
export const startSync = (trx: Trx, jobId: number, pairs: [string, string][]) =>
  trx
    .updateTable('jobs')
    .set({ params: JSON.stringify({ pairs }), total_num: pairs.length, processed_num: 0, percentage: 0 })
    .where('id', '=', jobId)
    .execute();

// tenancy: the worker's write on the job whose lease it holds
export const syncProgress = (trx: Trx, jobId: number, processed: number, created: number, total: number) =>
  trx
    .updateTable('jobs')
    .set((eb) => ({
      processed_num: processed,
      success_num: eb('success_num', '+', created),
      percentage: total === 0 ? 100 : Math.floor((processed * 100) / total),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', jobId)
    .execute();

// tenancy: the worker's write on the job whose lease it holds
export const finishSync = (trx: Trx, jobId: number) =>
  trx
    .updateTable('jobs')
    .set({
      state: 'done',
      percentage: 100,
      locked_by: null,
      locked_until: null,
      finished_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', jobId)
    .execute();
