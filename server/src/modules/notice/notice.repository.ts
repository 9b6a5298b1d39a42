import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Audience, Database, NoticeType } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/** Who reads: reads are kept per audience and account (admin id, agent user id or customer id). */
export interface Reader {
  audience: Audience;
  readerId: number;
}

type NoticeQuery<O> = SelectQueryBuilder<Database, 'notices', O>;

/**
 * The notices a scope may see: the platform its admins' notices; an agent scope the agent notices for every
 * team or its own; a customer scope the customer notices for every tenant, its agent's, or itself.
 */
function visibleTo<O>(query: NoticeQuery<O>, scope: TenantScope): NoticeQuery<O> {
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
  'notices.created_at',
] as const;

/** The latest `perType` unread notices of each type, each row carrying the total unread count. */
export function latestUnread(db: Db, scope: TenantScope, reader: Reader, perType: number) {
  const ranked = visibleTo(db.selectFrom('notices'), scope)
    .where((eb) => eb.not(readBy(reader)(eb)))
    .select(itemColumns)
    .select([
      sql<number>`row_number() over (partition by notices.type order by notices.created_at desc, notices.id desc)`.as(
        'rank',
      ),
      sql<string>`count(*) over ()`.as('total'),
    ]);
  return db
    .selectFrom(ranked.as('unread'))
    .selectAll()
    .where('unread.rank', '<=', perType)
    .orderBy('unread.created_at', 'desc')
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
      .orderBy('notices.created_at', 'desc')
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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function agentExists(db: Db, agentId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst());
}
