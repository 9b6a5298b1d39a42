import { type Kysely, sql } from 'kysely';

// A bank transfer awaiting confirmation is closed, with a reason, when its order is paid another way
// (issue 13: a QR payment paid the order meanwhile and the transfer stayed "pending" for ever). `closed`
// keeps the order's one live transfer (the order is paid: nothing more is reported on it). Transfers the old
// code left pending on paid orders are closed here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bank_transfers drop constraint bank_transfers_status_check`.execute(db);
  await sql`alter table bank_transfers add constraint bank_transfers_status_check check (status in ('pending', 'confirmed', 'rejected', 'closed'))`.execute(
    db,
  );
  await db.schema
    .alterTable('bank_transfers')
    // why it was closed: paid_by_other_payment (a gateway payment paid the order first)
    .addColumn('close_reason', 'text')
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await sql`update bank_transfers set status = 'closed', close_reason = 'paid_by_other_payment', closed_at = now()
    where status = 'pending' and order_id in (select id from orders where is_pay = 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update bank_transfers set status = 'rejected' where status = 'closed'`.execute(db);
  await db.schema.alterTable('bank_transfers').dropColumn('close_reason').dropColumn('closed_at').execute();
  await sql`alter table bank_transfers drop constraint bank_transfers_status_check`.execute(db);
  await sql`alter table bank_transfers add constraint bank_transfers_status_check check (status in ('pending', 'confirmed', 'rejected'))`.execute(
    db,
  );
}
