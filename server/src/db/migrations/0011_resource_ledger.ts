import { type Kysely, sql } from 'kysely';

// The customer's resource account (issue 5): an append-only ledger per customer and account kind, the
// balance row each kind keeps (locked FOR UPDATE while an entry is added, never negative, always the sum of
// its entries), the fee rates of each agent site, withdrawal requests and the customer's collection
// settings. Money is in cents; the SMS account counts messages.
const KINDS = sql`('balance', 'profit', 'redpacket', 'special', 'sms')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('resource_accounts')
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ${KINDS}`))
    .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('resource_accounts_pk', ['customer_id', 'kind'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ${KINDS}`))
    // what happened: recharge, sms_purchase, transfer_in, transfer_out, withdrawal, withdrawal_refund,
    // income, grant, spend
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    // a message-catalogue key (platform/i18n) and its params: answered in the reader's language
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`length(reason) > 0`))
    .addColumn('reason_params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('order_no', 'text')
    .addColumn('activity_id', 'integer')
    .addColumn('withdrawal_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('ledger_entries_customer_time')
    .on('ledger_entries')
    .columns(['customer_id', 'created_at'])
    .execute();
  // A paid recharge order credits the account once, whatever retries the gateway makes.
  await sql`create unique index ledger_entries_recharge_once on ledger_entries (order_no)
    where type = 'recharge'`.execute(db);

  await db.schema
    .createTable('fee_rates')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    // withdraw_bank, withdraw_wechat, sms, redpacket_service, recharge
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    // percent: `rate` is basis points (60 = 0.60 %); unit: `rate` is cents per unit
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('percent', 'unit')`))
    .addColumn('rate', 'integer', (col) => col.notNull().check(sql`rate >= 0`))
    .addColumn('min_fee', 'integer', (col) => col.notNull().defaultTo(0).check(sql`min_fee >= 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('fee_rates_agent_code', ['agent_id', 'code'])
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('balance', 'profit')`))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'integer', (col) => col.notNull().check(sql`fee >= 0 and fee < amount`))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('bank', 'wechat')`))
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('account_no', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected', 'paid')`),
    )
    .addColumn('remark', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('review_note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('withdrawals_customer_time')
    .on('withdrawals')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('collection_settings')
    .addColumn('customer_id', 'integer', (col) =>
      col.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('default_channel', 'text', (col) =>
      col.notNull().defaultTo('bank').check(sql`default_channel in ('bank', 'wechat')`),
    )
    .addColumn('bank_account_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bank_branch', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bank_account_no', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('wechat_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('wechat_account', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await addDefaultFeeRates(db);
}

/**
 * Databases seeded before this migration: the platform default site's fee rates (the fallback of every site
 * without its own). New databases get the same rows from the seed (seed/resource.ts DEFAULT_FEE_RATES).
 */
export async function addDefaultFeeRates(db: Kysely<unknown>): Promise<void> {
  await sql`insert into fee_rates (agent_id, code, name, mode, rate, min_fee, description, sort)
    select a.id, r.code, r.name, r.mode, r.rate, r.min_fee, r.description, r.sort
    from agents a cross join (values
      ('withdraw_bank', '提现到银行卡', 'percent', 60, 200, '按提现金额的 0.60% 收取，最低 ¥2.00，1–3 个工作日到账', 1),
      ('withdraw_wechat', '提现到微信零钱', 'percent', 100, 100, '按提现金额的 1.00% 收取，最低 ¥1.00，审核通过后即时到账', 2),
      ('sms', '短信', 'unit', 5, 0, '每条短信 ¥0.05，从账户余额购买', 3),
      ('redpacket_service', '红包服务费', 'percent', 200, 0, '从余额转入红包资金时按转入金额的 2.00% 收取', 4)
    ) as r(code, name, mode, rate, min_fee, description, sort)
    where a.is_platform_default
    on conflict (agent_id, code) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'collection_settings',
    'withdrawals',
    'fee_rates',
    'ledger_entries',
    'resource_accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
