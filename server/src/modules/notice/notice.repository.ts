import { type ExpressionBuilder, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { containing } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Audience, Database, NoticeTable, NoticeType } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/** Who reads: reads are kept per audience and account (admin id, agent user id or customer id). */
export interface Reader {
  audience: Audience;
  readerId: number;
}

type NoticeQuery<O> = SelectQueryBuilder<Database, 'notices', O>;

/**
 * The notices a scope may see: the platform its admins' notices; an agent scope the agent notices for every
 * team or its own; a customer scope the customer notices for every tenant, its agent's, or itself — each
 * once its send time has come and until it is withdrawn.
 */
function visibleTo<O>(notices: NoticeQuery<O>, scope: TenantScope): NoticeQuery<O> {
  // sent (its send time has come) and not withdrawn: a scheduled notice needs no job to appear
  const query = notices
    .where('notices.withdrawn_at', 'is', null)
    .where('notices.visible_from', '<=', sql<Date>`now()`);
  switch (scope.kind) {
    case 'platform':
      return query.where('notices.audience', '=', 'admin');
    case 'agent':
      return query
        .where('notices.audience', '=', 'agent')
        .where((eb) =>
          eb.or([eb('notices.agent_id', 'is', null), eb('notices.agent_id', '=', scope.agentId)]),
        );
    case 'customer':
      return query
        .where('notices.audience', '=', 'customer')
        .where((eb) =>
          eb.or([eb('notices.agent_id', 'is', null), eb('notices.agent_id', '=', scope.agentId)]),
        )
        .where((eb) =>
          eb.or([eb('notices.customer_id', 'is', null), eb('notices.customer_id', '=', scope.customerId)]),
        );
  }
}

const readBy = (reader: Reader) => (eb: ExpressionBuilder<Database, 'notices'>) =>
  eb.exists(
    eb
      .selectFrom('notice_reads')
      .select(sql`1`.as('one'))
      .whereRef('notice_reads.notice_id', '=', 'notices.id')
      .where('notice_reads.audience', '=', reader.audience)
      .where('notice_reads.reader_id', '=', reader.readerId),
  );

const itemColumns = [
  'notices.id',
  'notices.type',
  'notices.title',
  'notices.content',
  'notices.description',
  'notices.icon',
  'notices.avatar',
  'notices.status',
  'notices.visible_from',
] as const;

/** The latest `perType` unread notices of each type, each row carrying the total unread count. */
export function latestUnread(db: Db, scope: TenantScope, reader: Reader, perType: number) {
  const ranked = visibleTo(db.selectFrom('notices'), scope)
    .where((eb) => eb.not(readBy(reader)(eb)))
    .select(itemColumns)
    .select([
      sql<number>`row_number() over (partition by notices.type order by notices.visible_from desc, notices.id desc)`.as(
        'rank',
      ),
      sql<string>`count(*) over ()`.as('total'),
    ]);
  return db
    .selectFrom(ranked.as('unread'))
    .selectAll()
    .where('unread.rank', '<=', perType)
    .orderBy('unread.visible_from', 'desc')
    .orderBy('unread.id', 'desc')
    .execute();
}

export async function unreadCount(db: Db, scope: TenantScope, reader: Reader): Promise<number> {
  const row = await visibleTo(db.selectFrom('notices'), scope)
    .where((eb) => eb.not(readBy(reader)(eb)))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ListFilter {
  type?: NoticeType;
  read?: number;
  page: number;
  limit: number;
}

/** One page of the message centre, newest first, with each notice's read state and the total. */
export async function listPage(db: Db, scope: TenantScope, reader: Reader, filter: ListFilter) {
  let query = visibleTo(db.selectFrom('notices'), scope);
  if (filter.type) query = query.where('notices.type', '=', filter.type);
  if (filter.read === 1) query = query.where(readBy(reader));
  if (filter.read === 0) query = query.where((eb) => eb.not(readBy(reader)(eb)));
  return pageWithin(db, query, filter, (window) =>
    query
      .select(itemColumns)
      .select((eb) => readBy(reader)(eb).as('is_read'))
      .orderBy('notices.visible_from', 'desc')
      .orderBy('notices.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

/** Of the given ids, those the scope may see. */
export async function visibleIds(db: Db, scope: TenantScope, ids: number[]): Promise<number[]> {
  const rows = await visibleTo(db.selectFrom('notices'), scope)
    .where('notices.id', 'in', ids)
    .select('notices.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every unread notice of one type the reader may see. */
export async function unreadIdsOfType(
  db: Db,
  scope: TenantScope,
  reader: Reader,
  type: NoticeType,
): Promise<number[]> {
  const rows = await visibleTo(db.selectFrom('notices'), scope)
    .where('notices.type', '=', type)
    .where((eb) => eb.not(readBy(reader)(eb)))
    .select('notices.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Marks notices read for the reader; already read ones stay as they were. Answers how many were new. */
export async function markRead(db: Db, reader: Reader, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .insertInto('notice_reads')
    .values(ids.map((id) => ({ notice_id: id, audience: reader.audience, reader_id: reader.readerId })))
    .onConflict((oc) => oc.columns(['notice_id', 'audience', 'reader_id']).doNothing())
    .returning('notice_id')
    .execute();
  return rows.length;
}

export interface NewNotice {
  type: NoticeType;
  title: string;
  content: string;
  description: string;
  status: number;
  audience: Audience;
  agentId: number | null;
  customerId: number | null;
  createdByAdminId: number | null;
  icon?: string;
  avatar?: string;
  /** when recipients first see it (absent: now) */
  visibleFrom?: Date;
}

// tenancy: the sending service chose the recipient; the row names it
export function insertNotice(db: Db, notice: NewNotice) {
  return db
    .insertInto('notices')
    .values({
      type: notice.type,
      title: notice.title,
      content: notice.content,
      description: notice.description,
      status: notice.status,
      audience: notice.audience,
      agent_id: notice.agentId,
      customer_id: notice.customerId,
      created_by_admin_id: notice.createdByAdminId,
      icon: notice.icon ?? '',
      avatar: notice.avatar ?? '',
      ...(notice.visibleFrom ? { visible_from: notice.visibleFrom } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function agentExists(db: Db, agentId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst());
}

// ---- the notices the platform sent (admin › operational › notice) ----

export interface SentFilter {
  keyword?: string;
  type?: NoticeType;
  audience?: Audience;
  state?: 'scheduled' | 'visible' | 'withdrawn';
  page: number;
  limit: number;
}

const sentColumns = [
  ...itemColumns,
  'notices.audience',
  'notices.agent_id',
  'notices.customer_id',
  'notices.created_at',
  'notices.withdrawn_at',
  'notices.updated_at',
  'agents.corporate_name as agent_name',
  'customers.nickname as customer_name',
  'admins.nickname as sender_name',
] as const;

/** The sent notices `picked` chose, with their agent, customer, sender and read count. */
function sentRows(db: Db, picked: NoticeQuery<object>) {
  return db
    .selectFrom(picked.selectAll('notices').as('notices'))
    .leftJoin('agents', 'agents.id', 'notices.agent_id')
    .leftJoin('customers', 'customers.id', 'notices.customer_id')
    .leftJoin('admins', 'admins.id', 'notices.created_by_admin_id')
    .select(sentColumns)
    .select((eb) =>
      eb
        .selectFrom('notice_reads')
        .select((inner) => inner.fn.countAll<string>().as('reads'))
        .whereRef('notice_reads.notice_id', '=', 'notices.id')
        .whereRef('notice_reads.audience', '=', 'notices.audience')
        .as('read_count'),
    );
}

export type SentRow = NonNullable<Awaited<ReturnType<typeof findSent>>>;

/**
 * One page of every notice, newest first, and the total within the list window (the primary key
 * backwards).
 */
// tenancy: the platform's own notices, read by its admins only (the route's audience and permission)
export function sentPage(db: Db, filter: SentFilter) {
  let query = db.selectFrom('notices');
  if (filter.type) query = query.where('notices.type', '=', filter.type);
  if (filter.audience) query = query.where('notices.audience', '=', filter.audience);
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([eb('notices.title', 'ilike', pattern), eb('notices.content', 'ilike', pattern)]),
    );
  }
  if (filter.state === 'withdrawn') query = query.where('notices.withdrawn_at', 'is not', null);
  if (filter.state === 'scheduled')
    query = query
      .where('notices.withdrawn_at', 'is', null)
      .where('notices.visible_from', '>', sql<Date>`now()`);
  if (filter.state === 'visible')
    query = query
      .where('notices.withdrawn_at', 'is', null)
      .where('notices.visible_from', '<=', sql<Date>`now()`);
  const filtered = query;
  return pageWithin(db, filtered, filter, (window) =>
    sentRows(
      db,
      db
        .selectFrom('notices')
        .where(
          'notices.id',
          'in',
          filtered
            .select('notices.id')
            .orderBy('notices.id', 'desc')
            .limit(window.limit)
            .offset(window.offset),
        ),
    )
      .orderBy('notices.id', 'desc')
      .execute(),
  );
}

// tenancy: the platform's own notices, read by its admins only
export function findSent(db: Db, id: number) {
  return sentRows(db, db.selectFrom('notices').where('notices.id', '=', id)).executeTakeFirst();
}

/** Locks a notice for an edit or a withdrawal; answers its state columns. */
// tenancy: the platform's own notices, changed by its admins only
export function lockNotice(db: Db, id: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'type', 'visible_from', 'withdrawn_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

// tenancy: the platform's own notices, changed by its admins only
export function updateNotice(
  db: Db,
  id: number,
  values: Updateable<
    Pick<
      NoticeTable,
      'title' | 'content' | 'description' | 'icon' | 'avatar' | 'status' | 'visible_from' | 'withdrawn_at'
    >
  >,
) {
  return db
    .updateTable('notices')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Who a notice goes to: the audience, narrowed to one agent or one customer. */
export interface Recipients {
  audience: Audience;
  agentId: number | null;
  customerId: number | null;
}

/** How many accounts the recipients are now: active admins, the team members, or the customers. */
// tenancy: counts for the platform's own notice list
export async function recipientCount(db: Db, recipients: Recipients): Promise<number> {
  if (recipients.customerId !== null) return 1;
  let row: { count: string } | undefined;
  switch (recipients.audience) {
    case 'admin':
      row = await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', 1)
        .executeTakeFirst();
      break;
    case 'agent': {
      let members = db
        .selectFrom('agent_memberships')
        .select((eb) => eb.fn.count<string>('agent_user_id').distinct().as('count'));
      if (recipients.agentId !== null) members = members.where('agent_id', '=', recipients.agentId);
      row = await members.executeTakeFirst();
      break;
    }
    case 'customer': {
      let customers = db.selectFrom('customers').select((eb) => eb.fn.countAll<string>().as('count'));
      if (recipients.agentId !== null) customers = customers.where('agent_id', '=', recipients.agentId);
      row = await customers.executeTakeFirst();
      break;
    }
  }
  return Number(row?.count ?? 0);
}
