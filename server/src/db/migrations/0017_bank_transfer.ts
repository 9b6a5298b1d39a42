import { type Kysely, sql } from 'kysely';
import { addSeededPermission, removeSeededPermission } from './seeded-permission.ts';

// Issue 4 gaps: programme themes (curated landings per programme category, a site's own or the platform's),
// the agent site's receiving bank account, and customers' offline bank transfers of unpaid orders
// (payBankOrder) that the agent confirms (→ the order is paid through applyPayment) or rejects.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('programme_themes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // null: the platform's theme, shown on every site that has none of its own
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('programme_categories.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // the two colours of the hero gradient
    .addColumn('hero_from', 'text', (col) => col.notNull().defaultTo('#1f6feb'))
    .addColumn('hero_to', 'text', (col) => col.notNull().defaultTo('#722ed1'))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('programme_themes_agent')
    .on('programme_themes')
    .columns(['agent_id', 'sort'])
    .execute();
  await platformThemesForSeededCategories(db);

  await db.schema
    .createTable('agent_bank_accounts')
    .addColumn('agent_id', 'integer', (col) => col.primaryKey().references('agents.id').onDelete('cascade'))
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('account_no', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('bank_transfers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('payer_name', 'text', (col) => col.notNull())
    .addColumn('account_tail', 'text', (col) => col.notNull())
    .addColumn('voucher', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'rejected')`),
    )
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  // an order has at most one transfer awaiting confirmation or confirmed
  await sql`create unique index bank_transfers_live on bank_transfers (order_id) where status <> 'rejected'`.execute(
    db,
  );
  await db.schema
    .createIndex('bank_transfers_agent')
    .on('bank_transfers')
    .columns(['agent_id', 'created_at'])
    .execute();

  await grantConfirmPermission(db);
}

/** Databases seeded before this migration: one platform theme per category that has none. Safe to rerun. */
export async function platformThemesForSeededCategories(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into programme_themes (agent_id, category_id, title, subtitle, description, hero_from, hero_to, sort)
    select null, c.id, c.title || '专题', '精选' || c.title || '互动方案',
      '从签到、互动到数据回顾，为' || c.title || '准备好的整套现场方案。', '#1f6feb', '#722ed1', c.sort
    from programme_categories c
    where not exists (select 1 from programme_themes t where t.category_id = c.id and t.agent_id is null)
  `.execute(db);
}

/** The permission to confirm bank transfers, granted to agent owners of seeded databases. Safe to rerun. */
export function grantConfirmPermission(db: Kysely<unknown>): Promise<void> {
  return addSeededPermission(db, {
    audience: 'agent',
    mark: 'agent.order.confirm',
    name: '确认收款',
    parentMark: 'agent.order',
    sort: 10,
    role: 'agent_owner',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await removeSeededPermission(db, 'agent', 'agent.order.confirm');
  for (const table of ['bank_transfers', 'agent_bank_accounts', 'programme_themes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
