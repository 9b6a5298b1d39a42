import type {
  SettlementAccount,
  SettlementAgentItem,
  SettlementAgentListQuery,
  SettlementEntryItem,
  SettlementEntryQuery,
  SettlementMonthItem,
  SettlementMonthQuery,
  SettlementPayoutRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { priceOf } from '#server/platform/money.ts';
import { type AgentScope, agentScope, type StaffScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './settlement.repository.ts';

/** What a sale needs of its order: the order row as the payment locked it. */
export interface SoldOrder {
  id: number;
  agent_id: number;
  pay_amount: number;
  wholesale_amount: number | null;
}

/**
 * Books a just-paid order in its agent's ledger, inside the payment's transaction (exactly once: the
 * payment runs once per order, and one sale row per order is unique in the database). The platform's part
 * is the wholesale fixed on the order; the rest is the agent's margin. Who took the money decides the
 * balance: the platform's gateway owes the agent its margin; a bank transfer to the agent's own account
 * leaves the agent owing the platform its wholesale. Orders that are not sales (recharges, imports: no
 * wholesale) and the platform's own site are not booked.
 */
export async function recordSale(
  trx: Db,
  order: SoldOrder,
  collectedBy: 'platform' | 'agent',
  now: Date,
): Promise<void> {
  if (order.wholesale_amount === null) return;
  const site = agentScope(order.agent_id);
  if (await repository.isPlatformAgent(trx, site)) return;
  const gross = order.pay_amount;
  const wholesale = Math.min(order.wholesale_amount, gross);
  const margin = gross - wholesale;
  await repository.appendEntry(
    trx,
    site,
    {
      kind: 'sale',
      order_id: order.id,
      refund_id: null,
      gross,
      wholesale,
      margin,
      collected_by: collectedBy,
      amount: collectedBy === 'platform' ? margin : -wholesale,
      created_by_admin: null,
    },
    now,
  );
}

/**
 * Books a refund's share of a sale, inside the refund's transaction (the order row locked). The platform
 * pays every refund (through its gateway or to the customer's balance it holds), so whoever collected the
 * sale, the agent gives back the margin part of what was refunded. The parts are shares of the sale's split
 * by what has been refunded so far, rounded so that refunds adding up to the whole give back the whole margin.
 */
export async function recordRefundShare(
  trx: Db,
  order: { id: number; agent_id: number; refunded_before: number },
  refund: { id: number; amount: number },
  now: Date,
): Promise<void> {
  const site = agentScope(order.agent_id);
  const sale = await repository.saleOfOrder(trx, site, order.id);
  if (!sale || sale.gross <= 0) return;
  const wholesaleAt = (refunded: number) => Math.round((sale.wholesale * refunded) / sale.gross);
  const wholesale = wholesaleAt(order.refunded_before + refund.amount) - wholesaleAt(order.refunded_before);
  const margin = refund.amount - wholesale;
  await repository.appendEntry(
    trx,
    site,
    {
      kind: 'refund',
      order_id: order.id,
      refund_id: refund.id,
      gross: refund.amount,
      wholesale,
      margin,
      collected_by: sale.collected_by,
      amount: -margin,
      created_by_admin: null,
    },
    now,
  );
}

/**
 * The ledger the caller reads: an agent's console its own team's; the platform names an agent (one it
 * settles with; another id is not found).
 */
async function ledgerOf(
  db: Db,
  scope: StaffScope,
  agentId: number | undefined,
): Promise<SettlementAccount & { site: AgentScope }> {
  if (scope.kind === 'agent') {
    if (agentId !== undefined && agentId !== scope.agentId) throw notFound('agent not found');
    const row = await repository.resellerAgent(db, scope, scope.agentId);
    return {
      site: scope,
      agent_id: scope.agentId,
      agent_name: row?.corporate_name ?? '',
      balance: row?.balance ?? 0,
    };
  }
  if (!agentId) throw badRequest('choose an agent');
  const row = await repository.resellerAgent(db, scope, agentId);
  if (!row) throw notFound('agent not found');
  return {
    site: agentScope(row.id),
    agent_id: row.id,
    agent_name: row.corporate_name,
    balance: row.balance ?? 0,
  };
}

export async function account(
  db: Db,
  scope: StaffScope,
  query: SettlementMonthQuery,
): Promise<SettlementAccount> {
  const { site: _site, ...account } = await ledgerOf(db, scope, query.agent_id);
  return account;
}

export async function entries(db: Db, scope: StaffScope, query: SettlementEntryQuery) {
  const { site } = await ledgerOf(db, scope, query.agent_id);
  const { rows, total } = await repository.listEntries(
    db,
    site,
    { kind: query.kind, month: query.month },
    query,
  );
  return {
    total,
    rows: rows.map(
      (row): SettlementEntryItem => ({
        id: row.id,
        kind: row.kind,
        order_no: row.order_no ?? '',
        title: row.title ?? '',
        gross: row.gross,
        wholesale: row.wholesale,
        margin: row.margin,
        collected_by: row.collected_by,
        amount: row.amount,
        balance_after: row.balance_after,
        reference: row.reference,
        note: row.note,
        create_time: iso(row.created_at),
      }),
    ),
  };
}

export async function months(
  db: Db,
  scope: StaffScope,
  query: SettlementMonthQuery,
): Promise<SettlementMonthItem[]> {
  const { site } = await ledgerOf(db, scope, query.agent_id);
  const rows = await repository.monthlyStatements(db, site);
  return rows.map((row) => ({
    month: row.month,
    sales: Number(row.sales),
    gross: Number(row.gross),
    wholesale: Number(row.wholesale),
    margin: Number(row.margin),
    refunded: Number(row.refunded),
    refunded_margin: Number(row.refunded_margin),
    paid_out: Number(row.paid_out),
    change: Number(row.change),
    closing_balance: Number(row.closing_balance),
  }));
}

export async function agentList(
  db: Db,
  scope: Extract<StaffScope, { kind: 'platform' }>,
  query: SettlementAgentListQuery,
  now = new Date(),
) {
  const { rows, total } = await repository.listAgents(
    db,
    scope,
    { keyword: query.keyword, balance: query.balance },
    query,
    now,
  );
  return {
    total,
    rows: rows.map(
      (row): SettlementAgentItem => ({
        agent_id: row.agent_id,
        agent_name: row.agent_name,
        balance: Number(row.balance),
        month_sales: Number(row.month_sales ?? 0),
        month_gross: Number(row.month_gross ?? 0),
        month_margin: Number(row.month_margin ?? 0),
        last_entry_time: row.last_entry_at ? iso(new Date(row.last_entry_at)) : '',
      }),
    ),
  };
}

export async function summary(db: Db, scope: Extract<StaffScope, { kind: 'platform' }>) {
  const row = await repository.summarise(db, scope);
  return { payable: Number(row.payable), receivable: Number(row.receivable), agents: Number(row.agents) };
}

/**
 * Records a settlement payment between the platform and an agent under the balance lock: paying the agent
 * lowers what the platform owes, receiving from it raises it; neither may pass zero (never more than owed).
 */
export function payout(
  db: Db,
  scope: Extract<StaffScope, { kind: 'platform' }>,
  adminId: number,
  input: SettlementPayoutRequest,
  now = new Date(),
): Promise<SettlementAccount> {
  return inTransaction(db, async (trx) => {
    const { account } = await recordPayout(trx, scope, adminId, input, now);
    return account;
  });
}

/** payout() inside the caller's transaction; answers the account after and the ledger entry's id. */
export async function recordPayout(
  trx: Db,
  scope: Extract<StaffScope, { kind: 'platform' }>,
  adminId: number,
  input: SettlementPayoutRequest,
  now: Date,
): Promise<{ account: SettlementAccount; entryId: number }> {
  const agent = await repository.resellerAgent(trx, scope, input.agent_id);
  if (!agent) throw notFound('agent not found');
  const site = agentScope(agent.id);
  const balance = await repository.lockBalance(trx, site, now);
  if (input.direction === 'to_agent' && input.amount > balance) {
    throw badRequest('the payment is more than the platform owes the agent ({balance})', {
      balance: priceOf(Math.max(balance, 0)),
    });
  }
  if (input.direction === 'from_agent' && input.amount > -balance) {
    throw badRequest('the payment is more than the agent owes the platform ({balance})', {
      balance: priceOf(Math.max(-balance, 0)),
    });
  }
  const entry = await repository.appendEntry(
    trx,
    site,
    {
      kind: 'payout',
      order_id: null,
      refund_id: null,
      gross: 0,
      wholesale: 0,
      margin: 0,
      collected_by: null,
      amount: input.direction === 'to_agent' ? -input.amount : input.amount,
      reference: input.reference,
      note: input.note,
      created_by_admin: adminId,
    },
    now,
  );
  return {
    account: { agent_id: agent.id, agent_name: agent.corporate_name, balance: entry.balance },
    entryId: entry.id,
  };
}
