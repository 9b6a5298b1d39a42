import { type Kysely, sql } from 'kysely';

// The admin's VIP plan catalogue (issue 16, Admin › 产品 › VIP 套餐; docs/decisions "i16-vip").
// Until now each agent had its own copies of the plans (vip_plans.agent_id, agent_price). The plans become
// the platform's catalogue and an agent sells a plan through an offer at its own price:
// - vip_plans: `price` the platform's price in cents (an agent's offer is never below it), status 1 on sale
//   (offered plans are in the VIP popups), 0 off sale (out of the popups; memberships bought keep working).
// - vip_plan_offers: a plan an agent's site sells (one row per pair) at the agent's price in cents;
//   `offered_by` the admin who offered it.
// Existing rows keep their ids (orders.subject_id and customer_vips.plan_id still name them): each becomes a
// catalogue plan priced at what its agent charged (so no offer is below the platform's price) and an offer
// of its agent at that price; a disabled plan is off sale.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('vip_plan_offers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (col) => col.notNull().references('vip_plans.id').onDelete('restrict'))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('offered_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('offered_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('vip_plan_offers_pair', ['agent_id', 'plan_id'])
    .execute();
  await db.schema.createIndex('vip_plan_offers_plan').on('vip_plan_offers').column('plan_id').execute();
  await sql`
    insert into vip_plan_offers (agent_id, plan_id, price)
    select agent_id, id, agent_price from vip_plans
  `.execute(db);
  await db.schema.dropIndex('vip_plans_agent').ifExists().execute();
  await db.schema.alterTable('vip_plans').renameColumn('agent_price', 'price').execute();
  await db.schema.alterTable('vip_plans').renameColumn('enabled', 'status').execute();
  await db.schema.alterTable('vip_plans').dropColumn('agent_id').execute();
  await db.schema
    .alterTable('vip_plans')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`update vip_plans set status = 0 where status <> 1`.execute(db);
  await sql`alter table vip_plans add constraint vip_plans_status check (status in (0, 1))`.execute(db);
  await db.schema.createIndex('vip_plans_sort').on('vip_plans').columns(['sort', 'id']).execute();
}

// Back to one copy per agent: a plan keeps its row for the first agent offering it, at that agent's price (the
// other agents' offers are lost); a plan nobody offers goes to the platform's default agent at its price.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vip_plans_sort').ifExists().execute();
  await sql`alter table vip_plans drop constraint if exists vip_plans_status`.execute(db);
  await db.schema.alterTable('vip_plans').dropColumn('updated_at').execute();
  await db.schema.alterTable('vip_plans').addColumn('agent_id', 'integer').execute();
  await sql`
    update vip_plans set
      agent_id = coalesce(
        (select agent_id from vip_plan_offers where plan_id = vip_plans.id order by id limit 1),
        (select id from agents where is_platform_default limit 1)
      ),
      price = coalesce(
        (select price from vip_plan_offers where plan_id = vip_plans.id order by id limit 1),
        price
      )
  `.execute(db);
  await sql`alter table vip_plans alter column agent_id set not null`.execute(db);
  await sql`alter table vip_plans add foreign key (agent_id) references agents (id) on delete cascade`.execute(
    db,
  );
  await db.schema.alterTable('vip_plans').renameColumn('status', 'enabled').execute();
  await db.schema.alterTable('vip_plans').renameColumn('price', 'agent_price').execute();
  await db.schema.dropTable('vip_plan_offers').execute();
  await db.schema.createIndex('vip_plans_agent').on('vip_plans').columns(['agent_id', 'sort']).execute();
}
