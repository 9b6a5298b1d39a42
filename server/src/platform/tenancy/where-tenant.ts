import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { TenantScope } from './scope.ts';

/** The tables whose rows belong to one agent (they have agent_id). */
export type TenantTable = {
  [T in keyof Database]: 'agent_id' extends keyof Database[T] ? T : never;
}[keyof Database];

/** The tables whose rows belong to one customer of one agent (they have both agent_id and customer_id). */
export type CustomerOwnedTable = {
  [T in keyof Database]: 'agent_id' | 'customer_id' extends keyof Database[T] ? T : never;
}[keyof Database];

type TenantCondition<T extends keyof Database> = (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;

/**
 * The condition that narrows a query on a tenant table to what the scope may see, for select, update and
 * delete alike: `.where(whereTenant(scope))`. The platform sees every row, an agent its own rows (its
 * customers' included), a customer only its own rows; anything else is simply not found. In a query that
 * joins tables, name the table whose owner columns count: `.where(whereTenant(scope, 'orders'))`.
 *
 * A table without customer_id takes no customer scope (except `customers`, named, where a customer sees its
 * own row): what a customer may see of such a table (its agent's plans, rates or pages) is a rule of the
 * module, not of the tenancy.
 */
export function whereTenant<T extends TenantTable>(
  scope: Exclude<TenantScope, { kind: 'customer' }>,
  table?: T,
): TenantCondition<T>;
export function whereTenant<T extends CustomerOwnedTable>(scope: TenantScope, table?: T): TenantCondition<T>;
/** The customers table itself, named: a customer's scope sees its own row (`id`), within its agent. */
export function whereTenant(scope: TenantScope, table: 'customers'): TenantCondition<'customers'>;
export function whereTenant(
  scope: TenantScope,
  table?: string,
): TenantCondition<CustomerOwnedTable | 'customers'> {
  // the qualified name is typed as the bare one: each table of the union has both columns
  const column = <C extends 'agent_id' | 'customer_id'>(name: C) => (table ? `${table}.${name}` : name) as C;
  const customerColumn = table === 'customers' ? ('customers.id' as 'customer_id') : column('customer_id');
  return (eb) => {
    // `and([])` is `1 = 1`: the platform's scope adds no condition
    const conditions: Expression<SqlBool>[] = [];
    if (scope.kind !== 'platform') conditions.push(eb(column('agent_id'), '=', scope.agentId));
    if (scope.kind === 'customer') conditions.push(eb(customerColumn, '=', scope.customerId));
    return eb.and(conditions);
  };
}
