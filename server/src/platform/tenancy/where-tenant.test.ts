import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/schema.ts';
import type { TenantScope } from './scope.ts';
import { whereTenant } from './where-tenant.ts';

// Compiles only: the SQL each scope adds is the whole point of the helper.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const platform: TenantScope = { kind: 'platform' };
const agent: TenantScope = { kind: 'agent', agentId: 3 };
const customer: TenantScope = { kind: 'customer', agentId: 3, customerId: 9 };

const whereOf = (scope: TenantScope) => {
  const { sql, parameters } = db.selectFrom('orders').select('id').where(whereTenant(scope)).compile();
  return { where: sql.slice(sql.indexOf(' where ') + 7), parameters };
};

describe('whereTenant', () => {
  it('adds no condition for the platform', () => {
    expect(whereOf(platform)).toEqual({ where: '1 = 1', parameters: [] });
  });

  it("narrows an agent to its own rows, its customers' included", () => {
    expect(whereOf(agent)).toEqual({ where: '"agent_id" = $1', parameters: [3] });
  });

  it('narrows a customer to its own rows within its agent', () => {
    expect(whereOf(customer)).toEqual({
      where: '("agent_id" = $1 and "customer_id" = $2)',
      parameters: [3, 9],
    });
  });

  it('qualifies the owner columns with the table named, for joined queries', () => {
    const { sql } = db
      .selectFrom('orders')
      .innerJoin('invoices', 'invoices.order_id', 'orders.id')
      .select('orders.id')
      .where(whereTenant(customer, 'orders'))
      .compile();
    expect(sql).toContain('where ("orders"."agent_id" = $1 and "orders"."customer_id" = $2)');
  });

  it('lets a customer see only its own row of the customers table', () => {
    const { sql, parameters } = db
      .updateTable('customers')
      .set({ activity_total: 1 })
      .where(whereTenant(customer, 'customers'))
      .compile();
    expect(sql).toContain('where ("customers"."agent_id" = $2 and "customers"."id" = $3)');
    expect(parameters).toEqual([1, 3, 9]);
  });
});
