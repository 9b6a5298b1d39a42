import { type Insertable, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, LeadSource, LeadStage, ScrmLeadNoteTable } from '#server/db/schema.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';

/**
 * SCRM leads. A lead is the platform's (agent_id null) or one agent's: each pipeline is its owner's alone, so
 * the platform's scope here means the platform's own leads (not every agent's, as for customer data): an
 * agent's lead is not found from the admin console.
 */
export type LeadScope = StaffScope;

export interface LeadFilter {
  keyword?: string;
  stage?: LeadStage;
  source?: LeadSource;
  ownerId?: number;
  unowned?: boolean;
}

/** The scope's own leads (or their notes): `.where('agent_id', owned(scope)[0], owned(scope)[1])`. */
const owned = (scope: LeadScope) =>
  scope.kind === 'platform' ? (['is', null] as const) : (['=', scope.agentId] as const);

/** Which column names a lead's owner in this scope's console. */
const ownerColumn = (scope: LeadScope) =>
  scope.kind === 'platform' ? 'scrm_leads.owner_admin_id' : 'scrm_leads.owner_agent_user_id';

function leads(db: Db, scope: LeadScope) {
  return db
    .selectFrom('scrm_leads')
    .leftJoin('admins', 'admins.id', 'scrm_leads.owner_admin_id')
    .leftJoin('agent_users', 'agent_users.id', 'scrm_leads.owner_agent_user_id')
    .where('scrm_leads.agent_id', owned(scope)[0], owned(scope)[1]);
}

const withOwner = (scope: LeadScope, query: ReturnType<typeof leads>) =>
  query
    .select([
      'scrm_leads.id',
      'scrm_leads.name',
      'scrm_leads.phone',
      'scrm_leads.company',
      'scrm_leads.need',
      'scrm_leads.source',
      'scrm_leads.source_ref',
      'scrm_leads.stage',
      `${ownerColumn(scope)} as owner_id`,
      'scrm_leads.created_at',
      'scrm_leads.updated_at',
    ])
    .select((eb) => [
      sql<string>`coalesce(nullif(admins.nickname, ''), admins.username, agent_users.name, '')`.as(
        'owner_name',
      ),
      eb
        .selectFrom('scrm_lead_notes')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('scrm_lead_notes.lead_id', '=', 'scrm_leads.id')
        .where('scrm_lead_notes.kind', '=', 'note')
        .as('notes'),
    ]);

export async function listLeads(
  db: Db,
  scope: LeadScope,
  filter: LeadFilter,
  page: { page: number; limit: number },
) {
  let query = leads(db, scope);
  const keyword = keywordMatch<Database, 'scrm_leads' | 'admins' | 'agent_users'>(filter.keyword, [
    'scrm_leads.name',
    'scrm_leads.phone',
    'scrm_leads.company',
    'scrm_leads.need',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.stage) query = query.where('scrm_leads.stage', '=', filter.stage);
  if (filter.source) query = query.where('scrm_leads.source', '=', filter.source);
  if (filter.ownerId !== undefined) query = query.where(ownerColumn(scope), '=', filter.ownerId);
  if (filter.unowned) query = query.where(ownerColumn(scope), 'is', null);
  const filtered = query;
  return pageWithin(db, filtered, page, (window) =>
    withOwner(scope, filtered)
      .orderBy('scrm_leads.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type LeadRow = Awaited<ReturnType<typeof listLeads>>['rows'][number];

export const findLead = (db: Db, scope: LeadScope, id: number): Promise<LeadRow | undefined> =>
  withOwner(scope, leads(db, scope).where('scrm_leads.id', '=', id)).executeTakeFirst();

/** The lead's row, locked for the change that follows (one history entry per change, in order). */
export const lockLead = (db: Db, scope: LeadScope, id: number) =>
  db
    .selectFrom('scrm_leads')
    .select(['id', 'agent_id', 'stage', 'owner_admin_id', 'owner_agent_user_id'])
    .where('agent_id', owned(scope)[0], owned(scope)[1])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const historyOf = (db: Db, scope: LeadScope, leadId: number) =>
  db
    .selectFrom('scrm_lead_notes')
    .select(['id', 'kind', 'body', 'author_name', 'created_at'])
    .where('agent_id', owned(scope)[0], owned(scope)[1])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();

export interface NewLead {
  name: string;
  phone: string;
  company: string;
  need: string;
  source: LeadSource;
  source_ref: string;
  owner_admin_id: number | null;
  owner_agent_user_id: number | null;
}

/** A new lead of the scope's own pipeline. */
export async function insertLead(db: Db, scope: LeadScope, values: NewLead): Promise<number> {
  const agentId = scope.kind === 'platform' ? null : scope.agentId;
  const row = await db
    .insertInto('scrm_leads')
    .values({ ...values, agent_id: agentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateLead = (
  db: Db,
  scope: LeadScope,
  id: number,
  values: Partial<{ stage: LeadStage; owner_admin_id: number | null; owner_agent_user_id: number | null }>,
) =>
  db
    .updateTable('scrm_leads')
    .set({ ...values, updated_at: new Date() })
    .where('agent_id', owned(scope)[0], owned(scope)[1])
    .where('id', '=', id)
    .execute();

/** One history entry of a lead of the scope. */
export const insertHistory = (
  db: Db,
  scope: LeadScope,
  values: Omit<Insertable<ScrmLeadNoteTable>, 'id' | 'created_at' | 'agent_id'>,
) =>
  db
    .insertInto('scrm_lead_notes')
    .values({ ...values, agent_id: scope.kind === 'platform' ? null : scope.agentId })
    .execute();
