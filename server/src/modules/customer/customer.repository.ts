import type { Db } from '#server/db/database.ts';
import { prepared } from '#server/db/prepared.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/** Login lookup: mobile numbers and emails are unique across the platform, whichever agent site is used. */
// tenancy: sign-in, before any principal: logins are unique across the platform
export function findCustomerByLogin(db: Db, username: string) {
  const column = username.includes('@') ? 'email' : 'mobile';
  return (
    db
      .selectFrom('customers')
      .selectAll('customers')
      // the customer's agent may be disabled by the platform: its site is closed, its customers stay out
      .select((eb) =>
        eb
          .selectFrom('agents')
          .select('agents.disabled_at')
          .whereRef('agents.id', '=', 'customers.agent_id')
          .as('agent_disabled_at'),
      )
      .where(column, '=', username.toLowerCase())
      .executeTakeFirst()
  );
}

/** A customer as seen from a scope: another tenant's customer is simply not found. */
const profileColumns = [
  'id',
  'agent_id',
  'nickname',
  'mobile',
  'email',
  'avatar',
  'customer_vip_id',
  'vip_id',
  'vip_title',
  'vip_expires_at',
  'activity_total',
  'from_admin',
  'from_agent',
  'status',
] as const;

export function findCustomer(db: Db, scope: TenantScope, customerId: number) {
  let query = db.selectFrom('customers').select(profileColumns).where('id', '=', customerId);
  if (scope.kind === 'agent') query = query.where('agent_id', '=', scope.agentId);
  if (scope.kind === 'customer')
    query = query.where('id', '=', scope.customerId).where('agent_id', '=', scope.agentId);
  return query.executeTakeFirst();
}

// The signed-in customer's own profile, read on most customer requests: compiled once.
const ownProfileQuery = prepared<
  Awaited<ReturnType<typeof findCustomer>> & object,
  [customerId: number, agentId: number]
>((db) => db.selectFrom('customers').select(profileColumns).where('id', '=', 0).where('agent_id', '=', 0));

/** The customer of a customer scope: itself, within its agent. */
export async function findOwnProfile(db: Db, scope: Extract<TenantScope, { kind: 'customer' }>) {
  const [customer] = await ownProfileQuery(db, scope.customerId, scope.agentId);
  return customer;
}

/**
 * The catalogue plan of the customer's own membership (customer_vips by its id and the customer's own id),
 * with its title in `language` ('' = the recorded zh_CN title is kept); undefined when there is none.
 */
export function membershipTitle(
  db: Db,
  scope: Extract<TenantScope, { kind: 'customer' }>,
  customerVipId: number,
  language: 'en' | 'zh_TW',
) {
  return db
    .selectFrom('customer_vips')
    .innerJoin('vip_plans', 'vip_plans.id', 'customer_vips.plan_id')
    .select(language === 'en' ? 'vip_plans.title_en as title' : 'vip_plans.title_zh_tw as title')
    .where('customer_vips.id', '=', customerVipId)
    .where('customer_vips.customer_id', '=', scope.customerId)
    .executeTakeFirst();
}
