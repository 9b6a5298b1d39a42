import { type Kysely, sql } from 'kysely';

// An agent's retail prices of the platform's resource packs (issue 16, agent › 产品; docs/decisions
// "i16-packs"). Packs are offered on every site by the platform; the wholesale is the pack's own price.
// - agent_resource_pack_offers: one row per agent and pack once the agent sets its retail price or switches
//   the pack (no row: sold at the pack's price, switched on — what an offer starts as). `price` is the pack's
//   price kept in step with it (the pack's update rewrites it in the same transaction), so the database holds
//   retail_price >= price as it does for the other offers (migration 0053).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_resource_pack_offers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('pack_id', 'integer', (col) =>
      col.notNull().references('resource_packs.id').onDelete('cascade'),
    )
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('retail_price', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('agent_resource_pack_offers_pair', ['agent_id', 'pack_id'])
    .addCheckConstraint('agent_resource_pack_offers_retail', sql`retail_price >= price`)
    .execute();
  await db.schema
    .createIndex('agent_resource_pack_offers_pack')
    .on('agent_resource_pack_offers')
    .column('pack_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_resource_pack_offers').ifExists().execute();
}
