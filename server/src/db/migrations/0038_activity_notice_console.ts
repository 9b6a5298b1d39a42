import { type Kysely, sql } from 'kysely';

// Issue 15 "activities and notices" (docs/decisions.md "i15-act"):
// - the agent console's activity list: the team's activities by id, newest first (the platform's list reads
//   the primary key backwards), so its page ids and capped count come from the index alone;
// - notices the platform schedules, edits and withdraws: a notice is seen from `visible_from` (its send
//   time; the past ones from when they were created) until it is withdrawn (`withdrawn_at`); `updated_at`
//   is its last edit. Recipients' reads filter on both, so nothing has to run at the send time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index activities_agent_list on activities (agent_id, id desc)`.execute(db);

  await db.schema
    .alterTable('notices')
    .addColumn('visible_from', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`update notices set visible_from = created_at`.execute(db);
  await sql`alter table notices alter column visible_from set not null, alter column visible_from set default now()`.execute(
    db,
  );
  // the message centre and the popover: an audience's notices by send time, newest first
  await sql`create index notices_audience_visible on notices (audience, visible_from desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index notices_audience_visible`.execute(db);
  await db.schema
    .alterTable('notices')
    .dropColumn('visible_from')
    .dropColumn('withdrawn_at')
    .dropColumn('updated_at')
    .execute();
  await sql`drop index activities_agent_list`.execute(db);
}
