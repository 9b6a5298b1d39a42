import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * The reseller ledger (issue 16, "reseller economics"): every paid sale on an agent's site splits into the
 * platform's wholesale part and the agent's margin; refunds take their share back; the platform records the
 * settlement payments between them. An agent's balance is what the platform owes it (negative: what it owes
 * the platform, e.g. for bank transfers it collected itself); monthly statements follow from the ledger.
 */
export const SETTLEMENT_ENTRY_KINDS = ['sale', 'refund', 'payout'] as const;
export type SettlementEntryKind = (typeof SETTLEMENT_ENTRY_KINDS)[number];

/** A calendar month, YYYY-MM (months are the platform's, Asia/Shanghai). */
export const settlementMonth = z
  .string({ error: 'month must be a month like 2026-01' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be a month like 2026-01' });

/** The platform names the agent (required there); an agent's console always reads its own ledger. */
const agentField = { agent_id: rowId('agent_id must be an agent id').optional() };

export const settlementAgentListQuery = pageQuery.extend({
  /** the agent's name or contact */
  keyword: z.string().trim().max(64, { error: 'the keyword is at most 64 characters' }).optional(),
  /** owed: the platform owes the agent; owing: the agent owes the platform */
  balance: z.enum(['owed', 'owing'], { error: 'balance must be owed or owing' }).optional(),
});
export type SettlementAgentListQuery = z.infer<typeof settlementAgentListQuery>;

export const settlementAgentItem = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** cents: what the platform owes the agent (negative: what the agent owes) */
  balance: z.number().int(),
  /** this month's sales (Asia/Shanghai): count, gross paid, the platform's wholesale part, the agent's margin */
  month_sales: z.number().int(),
  month_gross: z.number().int(),
  month_margin: z.number().int(),
  /** the newest ledger entry's time, or '' */
  last_entry_time: z.string(),
});
export type SettlementAgentItem = z.infer<typeof settlementAgentItem>;

export const settlementSummary = z.object({
  /** cents the platform owes agents (the positive balances) */
  payable: z.number().int(),
  /** cents agents owe the platform (the negative balances, as a positive amount) */
  receivable: z.number().int(),
  /** the agents with a ledger */
  agents: z.number().int(),
});
export type SettlementSummary = z.infer<typeof settlementSummary>;

export const settlementEntryQuery = pageQuery.extend({
  ...agentField,
  kind: z.enum(SETTLEMENT_ENTRY_KINDS, { error: 'kind must be sale, refund or payout' }).optional(),
  month: settlementMonth.optional(),
});
export type SettlementEntryQuery = z.infer<typeof settlementEntryQuery>;

export const settlementEntryItem = z.object({
  id: z.number().int(),
  kind: z.enum(SETTLEMENT_ENTRY_KINDS),
  /** the order's number and title ('' for a settlement payment) */
  order_no: z.string(),
  title: z.string(),
  /** cents: what the customer paid (a refund: what was refunded) */
  gross: z.number().int(),
  wholesale: z.number().int(),
  margin: z.number().int(),
  /** who took the customer's money: the platform's gateway, or the agent (a bank transfer to its account) */
  collected_by: z.enum(['platform', 'agent']).nullable(),
  /** cents the entry changed the balance by, and the balance after it */
  amount: z.number().int(),
  balance_after: z.number().int(),
  /** a settlement payment's transfer reference and note */
  reference: z.string(),
  note: z.string(),
  create_time: z.string(),
});
export type SettlementEntryItem = z.infer<typeof settlementEntryItem>;

export const settlementMonthQuery = z.object(agentField);
export type SettlementMonthQuery = z.infer<typeof settlementMonthQuery>;

/** One month's statement: what the ledger holds for it, and the balance at its end. */
export const settlementMonthItem = z.object({
  month: z.string(),
  sales: z.number().int(),
  gross: z.number().int(),
  wholesale: z.number().int(),
  margin: z.number().int(),
  /** cents refunded to customers, and the agent's margin given back with them */
  refunded: z.number().int(),
  refunded_margin: z.number().int(),
  /** cents the platform paid the agent (positive) or received from it (negative) */
  paid_out: z.number().int(),
  /** the balance's change over the month, and the balance at its end */
  change: z.number().int(),
  closing_balance: z.number().int(),
});
export type SettlementMonthItem = z.infer<typeof settlementMonthItem>;

export const settlementAccount = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  balance: z.number().int(),
});
export type SettlementAccount = z.infer<typeof settlementAccount>;

/**
 * An agent's request to be paid what the platform owes it: the agent's owners ask for an amount (never more
 * than the balance, one pending request at a time) to an account they name; the platform pays it (a
 * settlement payment, recorded with its transfer reference) or rejects it with a reason; the agent may
 * cancel it while it is pending. The agent is told of the decision in its message centre.
 */
export const PAYOUT_REQUEST_STATES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type PayoutRequestState = (typeof PAYOUT_REQUEST_STATES)[number];

const transferReference = z
  .string({ error: 'please give the transfer reference' })
  .trim()
  .min(1, { error: 'please give the transfer reference' })
  .max(64, { error: 'the transfer reference is at most 64 characters' });
const settlementNote = z
  .string()
  .trim()
  .max(200, { error: 'the note is at most 200 characters' })
  .default('');

export const payoutRequestQuery = pageQuery.extend({
  status: z
    .enum(PAYOUT_REQUEST_STATES, { error: 'status must be pending, paid, rejected or cancelled' })
    .optional(),
  /** the platform's filter: one agent's requests */
  agent_id: rowId('agent_id must be an agent id').optional(),
});
export type PayoutRequestQuery = z.infer<typeof payoutRequestQuery>;

export const payoutRequestItem = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** cents */
  amount: z.number().int(),
  /** where the agent asks to be paid (bank, holder, account number) */
  account: z.string(),
  note: z.string(),
  status: z.enum(PAYOUT_REQUEST_STATES),
  /** who of the agent's team asked */
  requested_by: z.string(),
  /** the platform's reason when rejected */
  reason: z.string(),
  /** the transfer reference when paid */
  reference: z.string(),
  create_time: z.string(),
  /** when it was paid, rejected or cancelled ('' while pending) */
  decided_time: z.string(),
});
export type PayoutRequestItem = z.infer<typeof payoutRequestItem>;

export const payoutRequestCreate = z.object({
  amount: rowId('amount must be a positive whole number of cents'),
  account: z
    .string({ error: 'please give the account to be paid to' })
    .trim()
    .min(1, { error: 'please give the account to be paid to' })
    .max(200, { error: 'the account is at most 200 characters' }),
  note: settlementNote,
});
export type PayoutRequestCreate = z.infer<typeof payoutRequestCreate>;

export const payoutRequestId = z.object({ id: rowId('id must be a payout request id') });

export const payoutRequestReject = payoutRequestId.extend({
  reason: z
    .string({ error: 'please give the reason' })
    .trim()
    .min(1, { error: 'please give the reason' })
    .max(200, { error: 'the reason is at most 200 characters' }),
});
export type PayoutRequestReject = z.infer<typeof payoutRequestReject>;

export const payoutRequestPay = payoutRequestId.extend({
  reference: transferReference,
  note: settlementNote,
});
export type PayoutRequestPay = z.infer<typeof payoutRequestPay>;

/**
 * A settlement payment the platform records: it paid the agent what it is owed (to_agent), or received
 * what the agent owes (from_agent); never more than the balance says.
 */
export const settlementPayoutRequest = z.object({
  agent_id: rowId('agent_id must be an agent id'),
  direction: z.enum(['to_agent', 'from_agent'], { error: 'direction must be to_agent or from_agent' }),
  amount: rowId('amount must be a positive whole number of cents'),
  reference: transferReference,
  note: settlementNote,
});
export type SettlementPayoutRequest = z.infer<typeof settlementPayoutRequest>;

const PERMISSION = { admin: Permission.admin.fundSettlement, agent: Permission.agent.settlement } as const;
/** The platform reads every agent's settlement; paying (a payment, a request) is its own permission. */
const ADMIN_READ = { audience: 'admin', permission: Permission.admin.fundSettlement } as const;
const ADMIN_PAY = { audience: 'admin', permission: Permission.admin.fundSettlementPay } as const;
/** A team's owners: its settlement, and asking to be paid. */
const AGENT_OWNER = { audience: 'agent', permission: Permission.agent.settlement } as const;
const tags = ['fund'];
const BASE = { admin: '/api/admin/fund/settlement', agent: '/api/agent/settlement' } as const;

export const settlementApi = {
  getAgentList: defineRoute({
    method: 'GET',
    path: `${BASE.admin}/getList`,
    access: ADMIN_READ,
    tags,
    summary: "Every agent's settlement balance and this month's sales, largest balance first",
    query: settlementAgentListQuery,
    reply: reply.list(settlementAgentItem),
  }),
  getSummary: defineRoute({
    method: 'GET',
    path: `${BASE.admin}/getSummary`,
    access: ADMIN_READ,
    tags,
    summary: 'What the platform owes agents and what agents owe the platform, in total',
    reply: reply.data(settlementSummary),
  }),
  getAccount: perAudience(['admin', 'agent'] as const, (audience) =>
    defineRoute({
      method: 'GET',
      path: `${BASE[audience]}/getAccount`,
      access: { audience, permission: PERMISSION[audience] },
      tags,
      summary:
        audience === 'admin'
          ? "An agent's settlement balance"
          : "The team's settlement balance with the platform",
      query: settlementMonthQuery,
      reply: reply.data(settlementAccount),
    }),
  ),
  getEntries: perAudience(['admin', 'agent'] as const, (audience) =>
    defineRoute({
      method: 'GET',
      path: `${BASE[audience]}/getEntries`,
      access: { audience, permission: PERMISSION[audience] },
      tags,
      summary:
        audience === 'admin'
          ? "An agent's ledger entries, newest first, by kind and month"
          : "The team's ledger entries (sales, refunds, settlement payments), newest first",
      query: settlementEntryQuery,
      reply: reply.list(settlementEntryItem),
    }),
  ),
  getMonths: perAudience(['admin', 'agent'] as const, (audience) =>
    defineRoute({
      method: 'GET',
      path: `${BASE[audience]}/getMonths`,
      access: { audience, permission: PERMISSION[audience] },
      tags,
      summary: 'Monthly statements: sales, wholesale, margin, refunds, payments and the closing balance',
      query: settlementMonthQuery,
      reply: reply.data(z.array(settlementMonthItem)),
    }),
  ),
  payout: defineRoute({
    method: 'POST',
    path: `${BASE.admin}/payout`,
    access: ADMIN_PAY,
    tags,
    summary:
      'Record a settlement payment: the platform paid the agent, or received what it owes (never more than the balance)',
    body: settlementPayoutRequest,
    reply: reply.data(settlementAccount),
  }),
  getRequests: perAudience(['admin', 'agent'] as const, (audience) =>
    defineRoute({
      method: 'GET',
      path: `${BASE[audience]}/getRequests`,
      access: { audience, permission: PERMISSION[audience] },
      tags,
      summary:
        audience === 'admin'
          ? "Agents' payout requests, pending first, by state and agent"
          : "The team's payout requests, newest first",
      query: payoutRequestQuery,
      reply: reply.list(payoutRequestItem),
    }),
  ),
  requestPayout: defineRoute({
    method: 'POST',
    path: `${BASE.agent}/requestPayout`,
    access: AGENT_OWNER,
    tags,
    summary:
      'Ask the platform to pay what it owes the team (at most the balance; one pending request at a time)',
    body: payoutRequestCreate,
    reply: reply.data(payoutRequestItem),
  }),
  cancelRequest: defineRoute({
    method: 'POST',
    path: `${BASE.agent}/cancelRequest`,
    access: AGENT_OWNER,
    tags,
    summary: "Withdraw the team's pending payout request",
    body: payoutRequestId,
    reply: reply.data(payoutRequestItem),
  }),
  payRequest: defineRoute({
    method: 'POST',
    path: `${BASE.admin}/payRequest`,
    access: ADMIN_PAY,
    tags,
    summary:
      "Pay an agent's pending payout request: a settlement payment of its amount, with the transfer reference",
    body: payoutRequestPay,
    reply: reply.data(payoutRequestItem),
  }),
  rejectRequest: defineRoute({
    method: 'POST',
    path: `${BASE.admin}/rejectRequest`,
    access: ADMIN_PAY,
    tags,
    summary: "Reject an agent's pending payout request, with the reason the agent reads",
    body: payoutRequestReject,
    reply: reply.data(payoutRequestItem),
  }),
};
