import type { BankAccount, BankTransferCloseReason } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { AgentScope, CustomerScope, StaffScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

// ---- the site's receiving account ----

export function bankAccount(db: Db, site: AgentScope) {
  return db
    .selectFrom('agent_bank_accounts')
    .select(['account_name', 'bank_name', 'account_no'])
    .where(whereTenant(site))
    .executeTakeFirst();
}

export function saveBankAccount(db: Db, site: AgentScope, account: BankAccount) {
  return db
    .insertInto('agent_bank_accounts')
    .values({ agent_id: site.agentId, ...account })
    .onConflict((conflict) => conflict.column('agent_id').doUpdateSet({ ...account, updated_at: new Date() }))
    .execute();
}

export function deleteBankAccount(db: Db, site: AgentScope) {
  return db.deleteFrom('agent_bank_accounts').where(whereTenant(site)).execute();
}

// ---- transfers ----

export interface NewBankTransfer {
  orderId: number;
  amount: number;
  payerName: string;
  accountTail: string;
  voucher: string;
}

/**
 * Records the customer's transfer of an order as awaiting confirmation and marks the order as paid by bank
 * transfer. A concurrent report of the same order hits the one-live-transfer index and records nothing.
 */
export async function insertBankTransfer(db: Db, scope: CustomerScope, transfer: NewBankTransfer) {
  await db
    .insertInto('bank_transfers')
    .values({
      order_id: transfer.orderId,
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      amount: transfer.amount,
      payer_name: transfer.payerName,
      account_tail: transfer.accountTail,
      voucher: transfer.voucher,
    })
    .onConflict((conflict) => conflict.column('order_id').where('status', '<>', 'rejected').doNothing())
    .execute();
  await db
    .updateTable('orders')
    .set({ pay_type: 'bank' })
    .where(whereTenant(scope))
    .where('id', '=', transfer.orderId)
    .execute();
}

/** A transfer in the scope (an agent's site, or any for the platform) with its order number, locked for the rest of the review's transaction. */
export function lockBankTransfer(trx: Db, site: StaffScope, id: number) {
  return trx
    .selectFrom('bank_transfers')
    .innerJoin('orders', 'orders.id', 'bank_transfers.order_id')
    .select([
      'bank_transfers.id',
      'bank_transfers.status',
      'bank_transfers.amount',
      'orders.order_no',
      'orders.is_pay',
    ])
    .where('bank_transfers.id', '=', id)
    .where(whereTenant(site, 'bank_transfers'))
    .forUpdate()
    .executeTakeFirst();
}

export function setTransferStatus(
  trx: Db,
  site: StaffScope,
  id: number,
  review: {
    status: 'confirmed' | 'rejected';
    reviewer: { kind: 'agent'; agentUserId: number } | { kind: 'admin'; adminId: number };
    reviewedAt: Date;
  },
) {
  const { reviewer } = review;
  return trx
    .updateTable('bank_transfers')
    .set({
      status: review.status,
      reviewed_by: reviewer.kind === 'agent' ? reviewer.agentUserId : null,
      reviewed_by_admin: reviewer.kind === 'admin' ? reviewer.adminId : null,
      reviewed_at: review.reviewedAt,
    })
    .where(whereTenant(site))
    .where('id', '=', id)
    .execute();
}

/**
 * Closes transfers still awaiting confirmation, with the reason (the order was paid another way): the
 * order's (when a payment arrives) or one of them (when a review finds the order paid). The customer and the
 * agent see it instead of a transfer pending for ever.
 */
export function closePendingTransfers(
  trx: Db,
  scope: CustomerScope | StaffScope,
  which: { orderId: number } | { id: number },
  reason: BankTransferCloseReason,
  now: Date,
) {
  const query = trx
    .updateTable('bank_transfers')
    .set({ status: 'closed', close_reason: reason, closed_at: now })
    .where(whereTenant(scope))
    .where('status', '=', 'pending');
  return (
    'id' in which ? query.where('id', '=', which.id) : query.where('order_id', '=', which.orderId)
  ).execute();
}
