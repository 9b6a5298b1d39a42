import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';

/**
 * The money ledgers' invariant (issue 16: "ledger sums equal balances after every test"): each customer's
 * balance per resource kind is the sum of its ledger entries and the last entry's balance_after; each agent's
 * settlement balance is the sum of its reseller-ledger entries and the last one's balance_after. Answers the
 * accounts that break it ('' when none), checked by the test harness after every test of a file.
 */
export async function ledgerBreaches(db: Db): Promise<string> {
  const { rows } = await sql<{ account: string; balance: string; total: string; last: string | null }>`
    with customer_sums as (
      select customer_id, kind, sum(amount) as total,
        (array_agg(balance_after order by id desc))[1] as last
      from ledger_entries group by customer_id, kind
    ), agent_sums as (
      select agent_id, sum(amount) as total, (array_agg(balance_after order by id desc))[1] as last
      from agent_ledger group by agent_id
    )
    select 'customer ' || coalesce(a.customer_id, s.customer_id) || ' ' || coalesce(a.kind::text, s.kind::text)
        as account,
      coalesce(a.balance, 0)::text as balance, coalesce(s.total, 0)::text as total, s.last::text as last
    from resource_accounts a
      full join customer_sums s on s.customer_id = a.customer_id and s.kind = a.kind
    where coalesce(a.balance, 0) <> coalesce(s.total, 0) or coalesce(a.balance, 0) <> coalesce(s.last, 0)
    union all
    select 'agent ' || coalesce(b.agent_id, s.agent_id), coalesce(b.balance, 0)::text,
      coalesce(s.total, 0)::text, s.last::text
    from agent_balances b full join agent_sums s on s.agent_id = b.agent_id
    where coalesce(b.balance, 0) <> coalesce(s.total, 0) or coalesce(b.balance, 0) <> coalesce(s.last, 0)
    limit 10`.execute(db);
  return rows
    .map((row) => `${row.account}: balance ${row.balance}, entries sum ${row.total}, last ${row.last ?? '—'}`)
    .join('; ');
}
