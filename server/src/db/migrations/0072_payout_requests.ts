import { type Kysely, sql } from 'kysely';

// An agent's request to be paid what the platform owes it (issue 16, "agent-requested settlement"; docs/
// decisions "Payout requests"): pending → paid (a settlement payment in agent_ledger, its row linked) or
// rejected (a reason) by the platform, or cancelled by the agent. One pending request per agent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_requests')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'rejected', 'cancelled')`),
    )
    .addColumn('requested_by', 'integer', (col) => col.references('agent_users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ledger_id', 'integer', (col) =>
      col.unique().references('agent_ledger.id').onDelete('set null'),
    )
    .addColumn('decided_by_admin', 'integer')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'payout_requests_decision',
      sql`(status = 'pending' and decided_at is null) or (status <> 'pending' and decided_at is not null)`,
    )
    .addCheckConstraint('payout_requests_reason', sql`status <> 'rejected' or reason <> ''`)
    .execute();
  await sql`create unique index payout_requests_one_pending on payout_requests (agent_id)
    where status = 'pending'`.execute(db);
  await sql`create index payout_requests_agent on payout_requests (agent_id, id desc)`.execute(db);
  await sql`create index payout_requests_status on payout_requests (status, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_requests').execute();
}
