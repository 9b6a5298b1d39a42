import { CUSTOMER_DETAIL_ROWS } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';
import type { CustomerScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { type CustomerOwnedTable, whereTenant } from '#server/platform/tenancy/where-tenant.ts';

// The customers staff manage (admin: every agent's, agent: its team's) and what the detail drawer reads of
// each. A customer outside the caller's scope is not found; its rows are then read in the customer's own
// scope (its agent and id), so nothing of another customer can join in.

const managedColumns = [
  'customers.id',
  'customers.agent_id',
  'customers.nickname',
  'customers.mobile',
  'customers.email',
  'customers.company_name',
  'customers.city',
  'customers.avatar',
  'customers.status',
  'customers.password_hash',
  'customers.customer_vip_id',
  'customers.vip_title',
  'customers.vip_expires_at',
  'customers.created_at',
] as const;

/** The customer with its agent's name and state, as the scope sees it (another tenant's: undefined). */
export function findManagedCustomer(db: Db, scope: TenantScope, id: number) {
  return db
    .selectFrom('customers')
    .innerJoin('agents', 'agents.id', 'customers.agent_id')
    .select(managedColumns)
    .select(['agents.corporate_name as agent_name', 'agents.disabled_at as agent_disabled_at'])
    .where('customers.id', '=', id)
    .where(whereTenant(scope, 'customers'))
    .executeTakeFirst();
}

export type ManagedCustomer = NonNullable<Awaited<ReturnType<typeof findManagedCustomer>>>;

/** Another customer using this phone or email (logins are unique platform-wide, whichever agent). */
// tenancy: logins are unique across the platform (decision 3): the check must see every agent's customers
export function findOtherByLogin(db: Db, column: 'mobile' | 'email', value: string, exceptId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'agent_id'])
    .where(column, '=', value)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
}

// tenancy: a new customer of the agent the service chose (the agent's own team, or the platform's choice)
export const insertCustomer = (
  db: Db,
  values: {
    agent_id: number;
    nickname: string;
    mobile: string | null;
    email: string | null;
    company_name: string;
    city: string;
    password_hash: string;
  },
) => db.insertInto('customers').values(values).returning('id').executeTakeFirstOrThrow();

export function updateCustomerRow(
  db: Db,
  scope: TenantScope,
  id: number,
  values: Partial<{
    nickname: string;
    mobile: string | null;
    email: string | null;
    company_name: string;
    city: string;
    status: number;
    password_hash: string;
  }>,
) {
  return db
    .updateTable('customers')
    .set({ ...values, updated_at: new Date() })
    .where('customers.id', '=', id)
    .where(whereTenant(scope, 'customers'))
    .executeTakeFirst();
}

/** The agents a customer may be put under: enabled ones, by name. */
// tenancy: the platform's choice among its agents (admin only)
export function agentOptions(db: Db, keyword: string | undefined) {
  let query = db
    .selectFrom('agents')
    .select(['id', 'corporate_name as name', 'is_platform_default'])
    .where('disabled_at', 'is', null);
  const match = keywordMatch<Database, 'agents'>(keyword, ['agents.corporate_name']);
  if (match) query = query.where(match);
  return query.orderBy('is_platform_default', 'desc').orderBy('id').limit(50).execute();
}

// tenancy: the platform's choice among its agents (admin only)
export const findAgent = (db: Db, id: number) =>
  db.selectFrom('agents').select(['id', 'disabled_at']).where('id', '=', id).executeTakeFirst();

/**
 * Everything a customer owns carries its agent beside its id (the tenant scope names both), so a move to
 * another agent rewrites the agent of each of them. The audit log is history (who did what, in which tenant,
 * then) and stays as it was. A table that gains customer_id and agent_id must be named here or below: the
 * type refuses to compile until it is.
 */
const MOVES_WITH_CUSTOMER = [
  'activities',
  'activity_groups',
  'activity_signins',
  'bank_transfers',
  'collection_settings',
  'copyright_licences',
  'customer_invite_codes',
  'customer_api_credentials',
  'customer_service_settings',
  'customer_wechat_tickets',
  'device_bindings',
  'file_categories',
  'files',
  'invoices',
  'jobs',
  'ledger_entries',
  'notices',
  'official_accounts',
  'orders',
  'resource_accounts',
  'software_licences',
  'upload_grants',
  'withdrawals',
] as const satisfies readonly CustomerOwnedTable[];
// the audit log is history; a sign-up through an invite link counts for the agent whose link it was; the VIP
// popup's openings are the funnel of the site where they happened
type StaysWithAgent = 'audit_logs' | 'invite_signups' | 'vip_popup_views';
const everyOwnedTableDecided: Exclude<
  CustomerOwnedTable,
  (typeof MOVES_WITH_CUSTOMER)[number] | StaysWithAgent
> extends never
  ? true
  : false = true;
void everyOwnedTableDecided;

/** Moves the customer and all it owns from its agent (the scope) to another. */
export async function moveCustomerRows(db: Db, scope: CustomerScope, toAgentId: number) {
  for (const table of MOVES_WITH_CUSTOMER) {
    await db
      .updateTable(table as 'orders')
      .set({ agent_id: toAgentId })
      .where(whereTenant(scope))
      .execute();
  }
  await db
    .updateTable('customers')
    .set({ agent_id: toAgentId, updated_at: new Date() })
    .where(whereTenant(scope, 'customers'))
    .execute();
}

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** The drawer's lists: the newest rows of each and their totals, in the customer's own scope. */
export async function customerRecords(db: Db, scope: CustomerScope) {
  const rows = CUSTOMER_DETAIL_ROWS;
  const [activities, activityCount, orders, orderCounts, invoices, invoiceCount] = await Promise.all([
    db
      .selectFrom('activities')
      .leftJoin('tools', 'tools.id', 'activities.tool_id')
      .select([
        'activities.id',
        'activities.title',
        'tools.title as tool',
        'activities.lifecycle',
        'activities.cancelled_at',
        'activities.begin_time',
        'activities.end_time',
        'activities.created_at',
      ])
      .where(whereTenant(scope, 'activities'))
      .orderBy('activities.created_at', 'desc')
      .orderBy('activities.id', 'desc')
      .limit(rows)
      .execute(),
    db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(whereTenant(scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select(['order_no', 'title', 'order_type', 'pay_amount', 'is_pay', 'paid_at', 'created_at'])
      .where(whereTenant(scope))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(rows)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.sum<string>(eb.case().when('is_pay', '=', 1).then(1).else(0).end()).as('paid'),
      ])
      .where(whereTenant(scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .select([
        'invoices.id',
        'orders.order_no',
        'invoices.title',
        'invoices.type',
        'invoices.status',
        'invoices.created_at',
      ])
      .where(whereTenant(scope, 'invoices'))
      .orderBy('invoices.id', 'desc')
      .limit(rows)
      .execute(),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(whereTenant(scope))
      .executeTakeFirstOrThrow(),
  ]);
  const [balances, entries, entryCount, sessions, sessionCount] = await Promise.all([
    db.selectFrom('resource_accounts').select(['kind', 'balance']).where(whereTenant(scope)).execute(),
    db
      .selectFrom('ledger_entries')
      .select(['id', 'kind', 'type', 'amount', 'balance_after', 'created_at'])
      .where(whereTenant(scope))
      .orderBy('id', 'desc')
      .limit(rows)
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(whereTenant(scope))
      .executeTakeFirstOrThrow(),
    customerSessions(db, scope)
      .select(['id', 'created_at', 'ip', 'user_agent', 'last_seen_at', 'expires_at', 'revoked_at'])
      .orderBy('id', 'desc')
      .limit(rows)
      .execute(),
    customerSessions(db, scope)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    activities,
    activityCount: count(activityCount.count),
    orders,
    orderCount: count(orderCounts.count),
    paidCount: count(orderCounts.paid),
    invoices,
    invoiceCount: count(invoiceCount.count),
    balances,
    entries,
    entryCount: count(entryCount.count),
    sessions,
    sessionCount: count(sessionCount.count),
  };
}

/** The customer's sessions, each one sign-in (the session of a customer carries its agent). */
const customerSessions = (db: Db, scope: CustomerScope) =>
  db.selectFrom('sessions').where('audience', '=', 'customer').where('subject_id', '=', scope.customerId);
