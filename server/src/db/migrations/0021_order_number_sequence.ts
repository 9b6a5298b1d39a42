import { type Kysely, sql } from 'kysely';

// Order numbers unique by construction (issue 13): every generated order number (orders, activity
// purchases and imports, recharges, ledger references) carries the next value of this sequence, so two
// of them can never be equal, whatever the clock does or however many are made in one second.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence if not exists order_no_seq as bigint start with 1 no cycle`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence if exists order_no_seq`.execute(db);
}
