import { type Kysely, sql } from 'kysely';

// Redeemable keys (兑换码, issue 16's "cdkey" product kind; docs/decisions "i16-cdkey").
// - cdkey_batches: one generation of keys — its name, prefix, what each key grants (the days of one agent's VIP
//   plan, or credits of one resource account kind posted through the ledger), the agent whose customers may
//   redeem it (null = any customer of the platform), an optional expiry, how many keys it made, and when and
//   by whom it was voided (a voided batch's unused keys can no longer be redeemed).
// - cdkeys: the keys; `code` is the normalised form (prefix and 16 characters of an unambiguous alphabet,
//   upper case, no separators), unique over every batch; used_at / customer_id are set once, by the one
//   conditional update that redeems it.
// - customer_vips: a membership now comes from a paid order or from a redeemed key (exactly one of them).
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('cdkey_batches')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull().defaultTo('').check(sql`prefix ~ '^[A-Z0-9]{0,8}$'`))
    .addColumn('grant_type', 'text', (col) => col.notNull().check(sql`grant_type in ('vip', 'credit')`))
    .addColumn('vip_plan_id', 'integer', (col) => col.references('vip_plans.id').onDelete('restrict'))
    .addColumn('vip_days', 'integer', (col) => col.check(sql`vip_days > 0`))
    .addColumn('credit_kind', 'text', (col) => col.check(sql`credit_kind in ('balance', 'sms')`))
    .addColumn('credit_amount', 'integer', (col) => col.check(sql`credit_amount > 0`))
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('key_count', 'integer', (col) => col.notNull().check(sql`key_count > 0`))
    .addColumn('created_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('voided_at', 'timestamptz')
    .addColumn('voided_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addCheckConstraint(
      'cdkey_batches_grant',
      sql`(grant_type = 'vip' and vip_plan_id is not null and vip_days is not null
            and credit_kind is null and credit_amount is null)
        or (grant_type = 'credit' and credit_kind is not null and credit_amount is not null
            and vip_plan_id is null and vip_days is null)`,
    )
    .execute();

  await db.schema
    .createTable('cdkeys')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('batch_id', 'integer', (col) =>
      col.notNull().references('cdkey_batches.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code ~ '^[A-Z0-9]{16,24}$'`))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('cdkeys_used', sql`customer_id is null or used_at is not null`)
    .execute();
  await db.schema.createIndex('cdkeys_code').on('cdkeys').column('code').unique().execute();
  await db.schema.createIndex('cdkeys_batch').on('cdkeys').columns(['batch_id', 'id']).execute();

  await db.schema
    .alterTable('customer_vips')
    .alterColumn('order_id', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('customer_vips')
    .addColumn('cdkey_id', 'integer', (col) => col.unique().references('cdkeys.id'))
    .execute();
  await db.schema
    .alterTable('customer_vips')
    .addCheckConstraint('customer_vips_source', sql`num_nonnulls(order_id, cdkey_id) = 1`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customer_vips').dropConstraint('customer_vips_source').execute();
  await db.schema.alterTable('customer_vips').dropColumn('cdkey_id').execute();
  await sql`delete from customer_vips where order_id is null`.execute(db);
  await db.schema
    .alterTable('customer_vips')
    .alterColumn('order_id', (col) => col.setNotNull())
    .execute();
  await db.schema.dropTable('cdkeys').execute();
  await db.schema.dropTable('cdkey_batches').execute();
}
