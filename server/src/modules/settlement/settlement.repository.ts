import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { AgentLedgerTable, Database } from '#server/db/schema.ts';
import type { AgentScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { PLATFORM_TIME_ZONE } from '#server/platform/time.ts';

type PlatformScope = Extract<TenantScope, { kind: 'platform' }>;

/** The instant a month (YYYY-MM) starts on the platform's calendar, and the next one's start. */
const monthStart = (month: string) =>
  sql<Date>`(${`${month}-01`}::timestamp at time zone ${PLATFORM_TIME_ZONE})`;
const monthEnd = (month: string) =>
  sql<Date>`((${`${month}-01`}::timestamp + interval '1 month') at time zone ${PLATFORM_TIME_ZONE})`;
/** The start of the month holding `now`, on the platform's calendar. */
const monthOf = (now: Date) =>
  sql<Date>`(date_trunc('month', ${now}::timestamptz at time zone ${PLATFORM_TIME_ZONE}) at time zone ${PLATFORM_TIME_ZONE})`;

// ---- writing: the balance row locked, then the entry ----

/**
 * The agent's balance, its row locked until the transaction ends (made at 0 the first time): every entry of
 * one agent is written after the one before it, so `balance_after` is exact and the balance is the ledger's sum.
 */
export async function lockBalance(trx: Db, site: AgentScope, now: Date): Promise<number> {
  await trx
    .insertInto('agent_balances')
    .values({ agent_id: site.agentId, balance: 0, updated_at: now })
    .onConflict((oc) => oc.column('agent_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('agent_balances')
    .select('balance')
    .where(whereTenant(site))
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance;
}

export type NewEntry = Omit<
  AgentLedgerTable,
  'id' | 'agent_id' | 'balance_after' | 'created_at' | 'reference' | 'note'
> & {
  reference?: string;
  note?: string;
};

/**
 * Appends an entry under the balance lock and moves the balance by its amount; answers the balance after
 * and the entry's id.
 */
export async function appendEntry(
  trx: Db,
  site: AgentScope,
  entry: NewEntry,
  now: Date,
): Promise<{ balance: number; id: number }> {
  const balance = await lockBalance(trx, site, now);
  const after = balance + entry.amount;
  const row = await trx
    .insertInto('agent_ledger')
    .values({ ...entry, agent_id: site.agentId, balance_after: after, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('agent_balances')
    .set({ balance: after, updated_at: now })
    .where(whereTenant(site))
    .execute();
  return { balance: after, id: row.id };
}

/** The sale entry of an order (its split), if the order was booked as a sale. */
export function saleOfOrder(trx: Db, site: AgentScope, orderId: number) {
  return trx
    .selectFrom('agent_ledger')
    .select(['gross', 'wholesale', 'margin', 'collected_by'])
    .where(whereTenant(site))
    .where('kind', '=', 'sale')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** Whether the agent is the platform's own (its sales are the platform's: no reseller ledger). */
export async function isPlatformAgent(db: Db, site: AgentScope): Promise<boolean> {
  const row = await db
    .selectFrom('agents')
    .select('is_platform_default')
    .where('id', '=', site.agentId)
    .executeTakeFirst();
  return Boolean(row?.is_platform_default);
}

/**
 * An agent the platform settles with (not the platform's own), by id, with its balance; undefined when there
 * is none. tenancy: `agents` is the tenant itself (no agent_id): an agent's scope sees its own row only.
 */
export function resellerAgent(db: Db, scope: PlatformScope | AgentScope, agentId: number) {
  return db
    .selectFrom('agents')
    .leftJoin('agent_balances', 'agent_balances.agent_id', 'agents.id')
    .select(['agents.id', 'agents.corporate_name', 'agent_balances.balance'])
    .where('agents.id', '=', scope.kind === 'agent' ? scope.agentId : agentId)
    .where('agents.id', '=', agentId)
    .where('agents.is_platform_default', '=', false)
    .executeTakeFirst();
}

// ---- the platform's view: every agent's balance ----

export interface AgentListFilter {
  keyword?: string;
  balance?: 'owed' | 'owing';
}

// tenancy: the platform's view of every agent (admin.fund.settlement); `scope` is the platform's by type
function resellers(db: Db, _scope: PlatformScope, filter: AgentListFilter) {
  let query = db
    .selectFrom('agents')
    .leftJoin('agent_balances', 'agent_balances.agent_id', 'agents.id')
    .where('agents.is_platform_default', '=', false);
  if (filter.balance === 'owed') query = query.where('agent_balances.balance', '>', 0);
  if (filter.balance === 'owing') query = query.where('agent_balances.balance', '<', 0);
  const keyword = keywordMatch<Database, 'agents' | 'agent_balances'>(filter.keyword, [
    'agents.corporate_name',
    'agents.contact_name',
  ]);
  return keyword ? query.where(keyword) : query;
}

/** A page of agents, largest balance first, with this month's sales from the ledger (index agent, time). */
export function listAgents(
  db: Db,
  scope: PlatformScope,
  filter: AgentListFilter,
  page: { page: number; limit: number },
  now: Date,
) {
  const query = resellers(db, scope, filter);
  // this month's sales of the row's agent, summed by a correlated subquery on the (agent, time) index
  const thisMonth = (aggregate: ReturnType<typeof sql>) =>
    sql<string>`(select ${aggregate} from agent_ledger l
      where l.agent_id = agents.id and l.kind = 'sale' and l.created_at >= ${monthOf(now)})`;
  return pageWithin(db, query, page, (window) =>
    query
      .select((eb) => [
        'agents.id as agent_id',
        'agents.corporate_name as agent_name',
        eb.fn.coalesce('agent_balances.balance', eb.lit(0)).as('balance'),
        thisMonth(sql`count(*)`).as('month_sales'),
        thisMonth(sql`coalesce(sum(l.gross), 0)`).as('month_gross'),
        thisMonth(sql`coalesce(sum(l.margin), 0)`).as('month_margin'),
        sql<Date | null>`(select max(l.created_at) from agent_ledger l where l.agent_id = agents.id)`.as(
          'last_entry_at',
        ),
      ])
      .orderBy(sql`coalesce(agent_balances.balance, 0)`, 'desc')
      .orderBy('agents.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

/** What the platform owes agents (positive balances) and what agents owe it (negative ones). */
export function summarise(db: Db, scope: PlatformScope) {
  return db
    .selectFrom('agent_balances')
    .innerJoin('agents', 'agents.id', 'agent_balances.agent_id')
    .where(whereTenant(scope, 'agent_balances'))
    .where('agents.is_platform_default', '=', false)
    .select((eb) => [
      sql<string>`coalesce(sum(greatest(agent_balances.balance, 0)), 0)`.as('payable'),
      sql<string>`coalesce(sum(greatest(-agent_balances.balance, 0)), 0)`.as('receivable'),
      eb.fn.countAll<string>().as('agents'),
    ])
    .executeTakeFirstOrThrow();
}

// ---- one agent's ledger ----

export interface EntryFilter {
  kind?: AgentLedgerTable['kind'];
  month?: string;
  ids?: number[];
}

/** One agent's entries narrowed by the filter, with the order they are about (the list's and the export's rows). */
export function filteredEntries(
  db: Db,
  site: AgentScope,
  filter: EntryFilter,
): SelectQueryBuilder<Database, 'agent_ledger' | 'orders', object> {
  let query = db
    .selectFrom('agent_ledger')
    .leftJoin('orders', 'orders.id', 'agent_ledger.order_id')
    .where(whereTenant(site, 'agent_ledger'));
  if (filter.kind) query = query.where('agent_ledger.kind', '=', filter.kind);
  if (filter.month) {
    query = query
      .where('agent_ledger.created_at', '>=', monthStart(filter.month))
      .where('agent_ledger.created_at', '<', monthEnd(filter.month));
  }
  if (filter.ids?.length) query = query.where('agent_ledger.id', 'in', filter.ids);
  return query;
}

export const entryColumns = [
  'agent_ledger.id',
  'agent_ledger.kind',
  'agent_ledger.gross',
  'agent_ledger.wholesale',
  'agent_ledger.margin',
  'agent_ledger.collected_by',
  'agent_ledger.amount',
  'agent_ledger.balance_after',
  'agent_ledger.reference',
  'agent_ledger.note',
  'agent_ledger.created_at',
  'orders.order_no',
  'orders.title',
] as const;

/** A page of one agent's entries, newest first. */
export function listEntries(
  db: Db,
  site: AgentScope,
  filter: EntryFilter,
  page: { page: number; limit: number },
) {
  const query = filteredEntries(db, site, filter);
  return pageWithin(db, query, page, (window) =>
    query
      .select(entryColumns)
      .orderBy('agent_ledger.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

/** How many months a statement list goes back. */
export const STATEMENT_MONTHS = 36;

/** One agent's months with entries, newest first: each month's sums and its closing balance. */
export function monthlyStatements(db: Db, site: AgentScope) {
  // the zone as a literal: a parameter would make the select's and the group by's expressions differ
  const month = sql<string>`to_char(agent_ledger.created_at at time zone ${sql.lit(PLATFORM_TIME_ZONE)}, 'YYYY-MM')`;
  const sumWhen = (kind: string, column: string) =>
    sql<string>`coalesce(sum(${sql.ref(`agent_ledger.${column}`)}) filter (where agent_ledger.kind = ${kind}), 0)`;
  return db
    .selectFrom('agent_ledger')
    .where(whereTenant(site, 'agent_ledger'))
    .select([
      month.as('month'),
      sql<string>`count(*) filter (where agent_ledger.kind = 'sale')`.as('sales'),
      sumWhen('sale', 'gross').as('gross'),
      sumWhen('sale', 'wholesale').as('wholesale'),
      sumWhen('sale', 'margin').as('margin'),
      sumWhen('refund', 'gross').as('refunded'),
      sumWhen('refund', 'margin').as('refunded_margin'),
      sql<string>`coalesce(-sum(agent_ledger.amount) filter (where agent_ledger.kind = 'payout'), 0)`.as(
        'paid_out',
      ),
      sql<string>`sum(agent_ledger.amount)`.as('change'),
      sql<number>`(array_agg(agent_ledger.balance_after order by agent_ledger.id desc))[1]`.as(
        'closing_balance',
      ),
    ])
    .groupBy(month)
    .orderBy(month, 'desc')
    .limit(STATEMENT_MONTHS)
    .execute();
}
