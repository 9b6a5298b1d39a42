import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, EnquiryNoteTable, EnquiryStatus } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import type { ChannelScope } from './invite.repository.ts';

export interface EnquiryFilter {
  keyword?: string;
  status?: EnquiryStatus;
  agent_id?: number;
  /** only those assigned to this account */
  assignee?: { audience: 'admin' | 'agent'; id: number };
}

type Tables = 'enquiries' | 'agents' | 'admins' | 'agent_users';

function enquiries(db: Db, scope: ChannelScope) {
  return db
    .selectFrom('enquiries')
    .innerJoin('agents', 'agents.id', 'enquiries.agent_id')
    .leftJoin('admins', 'admins.id', 'enquiries.assignee_admin_id')
    .leftJoin('agent_users', 'agent_users.id', 'enquiries.assignee_agent_user_id')
    .where(whereTenant(scope, 'enquiries'));
}

const columns = [
  'enquiries.id',
  'enquiries.agent_id',
  'agents.corporate_name as agent_name',
  'enquiries.name',
  'enquiries.phone',
  'enquiries.need',
  'enquiries.page',
  'enquiries.status',
  'enquiries.assignee_admin_id',
  'enquiries.assignee_agent_user_id',
  'enquiries.created_at',
  'enquiries.updated_at',
] as const;

const withAssignee = (query: ReturnType<typeof enquiries>) =>
  query
    .select(columns)
    .select(
      sql<string>`coalesce(nullif(admins.nickname, ''), admins.username, agent_users.name, '')`.as(
        'assignee_name',
      ),
    );

export async function listEnquiries(
  db: Db,
  scope: ChannelScope,
  filter: EnquiryFilter,
  page: { page: number; limit: number },
) {
  let query = enquiries(db, scope);
  const keyword = keywordMatch<Database, Tables>(filter.keyword, [
    'enquiries.name',
    'enquiries.phone',
    'enquiries.need',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.status) query = query.where('enquiries.status', '=', filter.status);
  if (filter.agent_id !== undefined) query = query.where('enquiries.agent_id', '=', filter.agent_id);
  const assignee = filter.assignee;
  if (assignee)
    query = query.where(
      assignee.audience === 'admin' ? 'enquiries.assignee_admin_id' : 'enquiries.assignee_agent_user_id',
      '=',
      assignee.id,
    );
  const filtered = query;
  return pageWithin(db, filtered, page, (window) =>
    withAssignee(filtered)
      .orderBy('enquiries.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type EnquiryRow = Awaited<ReturnType<typeof listEnquiries>>['rows'][number];

export const findEnquiry = (db: Db, scope: ChannelScope, id: number): Promise<EnquiryRow | undefined> =>
  withAssignee(enquiries(db, scope).where('enquiries.id', '=', id)).executeTakeFirst();

/** The enquiry's row, locked for the change that follows (one history entry per change, in order). */
export const lockEnquiry = (db: Db, scope: ChannelScope, id: number) =>
  db
    .selectFrom('enquiries')
    .select(['id', 'agent_id', 'status', 'assignee_admin_id', 'assignee_agent_user_id'])
    .where(whereTenant(scope))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const notesOf = (db: Db, scope: ChannelScope, enquiryId: number) =>
  db
    .selectFrom('enquiry_notes')
    .select(['id', 'kind', 'body', 'author_name', 'created_at'])
    .where(whereTenant(scope))
    .where('enquiry_id', '=', enquiryId)
    .orderBy('id')
    .execute();

export const insertEnquiry = (
  db: Db,
  values: { agent_id: number; name: string; phone: string; need: string; page: string; ip: string },
) => db.insertInto('enquiries').values(values).returning('id').executeTakeFirstOrThrow();

export const updateEnquiry = (
  db: Db,
  scope: ChannelScope,
  id: number,
  values: Partial<{
    status: EnquiryStatus;
    assignee_admin_id: number | null;
    assignee_agent_user_id: number | null;
  }>,
) =>
  db
    .updateTable('enquiries')
    .set({ ...values, updated_at: new Date() })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .execute();

export const insertNote = (db: Db, values: Omit<EnquiryNoteTable, 'id' | 'created_at'>) =>
  db.insertInto('enquiry_notes').values(values).execute();

/** Active admin accounts (whom the platform assigns an enquiry to). */
// tenancy: admin accounts are the platform's own; only admins reach this
export const activeAdmins = (db: Db, id?: number) => {
  let query = db
    .selectFrom('admins')
    .select(['id', sql<string>`coalesce(nullif(nickname, ''), username)`.as('name')])
    .where('status', '=', 1)
    .where('password_pending', '=', false);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('id').execute();
};

/** Active members of a team (whom the team assigns its enquiries to). */
export const teamMembers = (db: Db, scope: AgentScope, id?: number) => {
  let query = db
    .selectFrom('agent_memberships')
    .innerJoin('agent_users', 'agent_users.id', 'agent_memberships.agent_user_id')
    .select(['agent_users.id', 'agent_users.name'])
    .where(whereTenant(scope, 'agent_memberships'))
    .where('agent_users.status', '=', 1);
  if (id !== undefined) query = query.where('agent_users.id', '=', id);
  return query.orderBy('agent_users.id').execute();
};

/** The name an author signs the history with. */
// tenancy: the signed-in account's own name
export async function authorName(db: Db, author: { audience: 'admin' | 'agent'; id: number }) {
  if (author.audience === 'admin') {
    const row = await db
      .selectFrom('admins')
      .select(['nickname', 'username'])
      .where('id', '=', author.id)
      .executeTakeFirst();
    return row?.nickname || row?.username || '';
  }
  const row = await db
    .selectFrom('agent_users')
    .select('name')
    .where('id', '=', author.id)
    .executeTakeFirst();
  return row?.name ?? '';
}
