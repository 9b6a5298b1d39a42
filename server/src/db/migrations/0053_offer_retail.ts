import { type Kysely, sql } from 'kysely';

// The agent's retail prices (issue 16, agent › 产品; docs/decisions "i16-retail"). An offer's `price`, set by
// the platform in the partner drawer, is the agent's wholesale price; the agent sells at its own retail price
// and switches each offer on or off for its site:
// - retail_price: cents, never below the wholesale price (checked here too). When the platform raises the
//   wholesale above it, the retail price is lifted to the wholesale in the same statement.
// - enabled: the agent's own switch; off, its customers neither see nor buy the product.
// Existing offers sell as before: retail = wholesale, switched on.
const TABLES = ['vip_plan_offers', 'agent_software_offers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('retail_price', 'integer').execute();
    await db.schema
      .alterTable(table)
      .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
      .execute();
    await sql`update ${sql.table(table)} set retail_price = price`.execute(db);
    await sql`alter table ${sql.table(table)} alter column retail_price set not null`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_retail`)} check (retail_price >= price)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropConstraint(`${table}_retail`).execute();
    await db.schema.alterTable(table).dropColumn('enabled').execute();
    await db.schema.alterTable(table).dropColumn('retail_price').execute();
  }
}
