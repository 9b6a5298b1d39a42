import { type Kysely, sql } from 'kysely';

// Activation codes (激活码, issue 16's "code" product kind; docs/decisions "Activation codes").
// - cdkey_batches: a third grant, 'activity': each key of the batch pays for one activity of `tool_id`
//   (the tool, or scene, it is bound to), as its create order would have.
// - cdkeys.activity_id: the activity a redeemed activation code paid for.
// - activities.charge 'code': paid by an activation code (not from the VIP quota, not by an order).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cdkey_batches')
    .addColumn('tool_id', 'integer', (col) => col.references('tools.id').onDelete('restrict'))
    .execute();
  await sql`alter table cdkey_batches drop constraint cdkey_batches_grant_type_check`.execute(db);
  await sql`alter table cdkey_batches drop constraint cdkey_batches_grant`.execute(db);
  await sql`alter table cdkey_batches add constraint cdkey_batches_grant_type_check
    check (grant_type in ('vip', 'credit', 'activity'))`.execute(db);
  await sql`alter table cdkey_batches add constraint cdkey_batches_grant check (
       (grant_type = 'vip' and vip_plan_id is not null and vip_days is not null
         and credit_kind is null and credit_amount is null and tool_id is null)
    or (grant_type = 'credit' and credit_kind is not null and credit_amount is not null
         and vip_plan_id is null and vip_days is null and tool_id is null)
    or (grant_type = 'activity' and tool_id is not null
         and vip_plan_id is null and vip_days is null and credit_kind is null and credit_amount is null))`.execute(
    db,
  );
  await db.schema
    .alterTable('cdkeys')
    .addColumn('activity_id', 'integer', (col) =>
      col.unique().references('activities.id').onDelete('set null'),
    )
    .execute();
  await sql`alter table activities drop constraint activities_charge_check`.execute(db);
  await sql`alter table activities add constraint activities_charge_check
    check (charge in ('vip', 'order', 'code'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update activities set charge = 'order' where charge = 'code'`.execute(db);
  await sql`alter table activities drop constraint activities_charge_check`.execute(db);
  await sql`alter table activities add constraint activities_charge_check
    check (charge in ('vip', 'order'))`.execute(db);
  await db.schema.alterTable('cdkeys').dropColumn('activity_id').execute();
  await sql`delete from cdkey_batches where grant_type = 'activity'`.execute(db);
  await sql`alter table cdkey_batches drop constraint cdkey_batches_grant`.execute(db);
  await sql`alter table cdkey_batches drop constraint cdkey_batches_grant_type_check`.execute(db);
  await db.schema.alterTable('cdkey_batches').dropColumn('tool_id').execute();
  await sql`alter table cdkey_batches add constraint cdkey_batches_grant_type_check
    check (grant_type in ('vip', 'credit'))`.execute(db);
  await sql`alter table cdkey_batches add constraint cdkey_batches_grant check (
       (grant_type = 'vip' and vip_plan_id is not null and vip_days is not null
         and credit_kind is null and credit_amount is null)
    or (grant_type = 'credit' and credit_kind is not null and credit_amount is not null
         and vip_plan_id is null and vip_days is null))`.execute(db);
}
