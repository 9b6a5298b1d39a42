import { type Kysely, sql } from 'kysely';

// A customer's own invitation (issue 18, the customer console's /invite; docs/decisions "i18-invite").
// - customer_invite_codes: the customer's one code (made on first read; 12 characters, so never one of the
//   10-character agent link codes of invite_links) and how often its public link was opened.
// - customer_referrals: one row per invited customer (the invitee's id is the key, so a sign-up is
//   attributed and rewarded once whatever retries or races), its inviter (a customer of the same agent)
//   and the reward the inviter was credited then (SMS messages and balance cents; 0 = none).
// - invite_rewards: the platform's reward per sign-up, one row (id 1); 0 and 0 = no reward.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('customer_invite_codes')
    .addColumn('customer_id', 'integer', (col) =>
      col.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique().check(sql`length(code) = 12`))
    .addColumn('visits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('customer_referrals')
    .addColumn('invitee_id', 'integer', (col) =>
      col.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('inviter_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('reward_sms', 'integer', (col) => col.notNull().defaultTo(0).check(sql`reward_sms >= 0`))
    .addColumn('reward_balance', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`reward_balance >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('customer_referrals_inviter')
    .on('customer_referrals')
    .columns(['inviter_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('invite_rewards')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('sms', 'integer', (col) => col.notNull().defaultTo(0).check(sql`sms >= 0`))
    .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('updated_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`insert into invite_rewards (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invite_rewards').execute();
  await db.schema.dropTable('customer_referrals').execute();
  await db.schema.dropTable('customer_invite_codes').execute();
}
