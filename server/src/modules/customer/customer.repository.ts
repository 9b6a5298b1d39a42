import type { Db } from '#server/db/database.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/** Login lookup: mobile numbers and emails are unique across the platform, whichever agent site is used. */
export function findCustomerByLogin(db: Db, username: string) {
  const column = username.includes('@') ? 'email' : 'mobile';
  return db.selectFrom('customers').selectAll().where(column, '=', username.toLowerCase()).executeTakeFirst();
}

/** A customer as seen from a scope: another tenant's customer is simply not found. */
export function findCustomer(db: Db, scope: TenantScope, customerId: number) {
  let query = db.selectFrom('customers').selectAll().where('id', '=', customerId);
  if (scope.kind === 'agent') query = query.where('agent_id', '=', scope.agentId);
  if (scope.kind === 'customer')
    query = query.where('id', '=', scope.customerId).where('agent_id', '=', scope.agentId);
  return query.executeTakeFirst();
}
