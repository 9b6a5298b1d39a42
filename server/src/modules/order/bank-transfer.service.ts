import type {
  BankAccount,
  OrderInfo,
  PayBankOrderRequest,
  ReviewBankTransferRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import {
  type AgentScope,
  agentScope,
  type CustomerScope,
  type StaffScope,
} from '#server/platform/tenancy/scope.ts';
import { bankTransactionId } from './bank-transaction.ts';
import * as transfers from './bank-transfer.repository.ts';
import * as repository from './order.repository.ts';
import { applyPayment, toOrderInfo } from './order.service.ts';

/** The account the agent site receives bank transfers on; null when it takes none. */
export async function bankAccountOf(db: Db, site: AgentScope): Promise<BankAccount | null> {
  return (await transfers.bankAccount(db, site)) ?? null;
}

/** Sets the agent site's receiving account, or clears it (the pay box then offers no bank transfer). */
export async function saveBankAccount(
  db: Db,
  site: AgentScope,
  input: BankAccount | { clear: 1 },
): Promise<BankAccount | null> {
  if ('clear' in input) {
    await transfers.deleteBankAccount(db, site);
    return null;
  }
  await transfers.saveBankAccount(db, site, {
    account_name: input.account_name,
    bank_name: input.bank_name,
    account_no: input.account_no.replace(/\s+/g, ''),
  });
  return bankAccountOf(db, site);
}

/** A voucher image: none, an upload of this customer, or an http(s) link. */
function checkVoucher(value: string, scope: CustomerScope): void {
  if (!value || /^https?:\/\//.test(value)) return;
  if (value.startsWith(`customer/${scope.agentId}/${scope.customerId}/`) && !value.includes('..')) return;
  throw badRequest('voucher: an image must be your own upload or an http(s) link');
}

/**
 * payBankOrder: the customer says they transferred the amount of an unpaid order to the site's bank
 * account. The transfer is recorded as awaiting confirmation; the order stays unpaid until the agent
 * confirms it. One transfer at a time: a rejected one may be reported again.
 */
export async function payBankOrder(
  db: Db,
  scope: CustomerScope,
  input: PayBankOrderRequest,
): Promise<OrderInfo> {
  const order = await repository.findOrder(db, scope, input.order_no);
  if (!order) throw notFound('order not found');
  if (order.is_pay === 1) throw badRequest('the order is already paid');
  if (order.pay_amount <= 0) throw badRequest('product does not exist');
  if (!(await bankAccountOf(db, agentScope(scope.agentId)))) {
    throw badRequest('this site does not accept bank transfers');
  }
  checkVoucher(input.voucher, scope);
  if (order.transfer_status === 'pending') {
    throw badRequest('a transfer of this order is already awaiting confirmation');
  }
  // a concurrent report of the same order records nothing and is answered as above
  await transfers.insertBankTransfer(db, scope, {
    orderId: order.id,
    amount: order.pay_amount,
    payerName: input.payer_name,
    accountTail: input.account_tail,
    voucher: input.voucher,
  });
  const saved = await repository.findOrder(db, scope, input.order_no);
  if (!saved) throw notFound('order not found');
  return toOrderInfo(saved);
}

const CLOSED: MessageKey = 'the order was already paid by another payment; this transfer was closed';

/** Who decides a transfer: an agent user of the site's team, or a platform admin. */
export type TransferReviewer = { kind: 'agent'; agentUserId: number } | { kind: 'admin'; adminId: number };

/**
 * Staff confirm (the order is paid through applyPayment, as a gateway notify would, exactly once) or
 * reject a transfer awaiting confirmation: an agent its own site's, the platform any site's. Another
 * team's transfer is not found. `reviewer` is recorded on the transfer and in the payment log. A transfer
 * whose order was paid another way is closed (applyPayment closes it when that payment arrives; one left
 * pending by older code is closed here) and either decision is refused, saying so.
 */
export async function reviewBankTransfer(
  db: Db,
  site: StaffScope,
  reviewer: TransferReviewer,
  input: ReviewBankTransferRequest,
  now = new Date(),
): Promise<{ id: number; status: 'confirmed' | 'rejected' }> {
  const result = await db.transaction().execute(async (trx) => {
    // locks the transfer and its order: a notify paying the order meanwhile waits for this review
    const transfer = await transfers.lockBankTransfer(trx, site, input.id);
    if (!transfer) throw notFound('transfer not found');
    if (transfer.status === 'closed') throw badRequest(CLOSED);
    if (transfer.status !== 'pending') throw badRequest('the transfer has already been handled');
    if (transfer.is_pay === 1) {
      await transfers.closePendingTransfers(trx, site, { id: transfer.id }, 'paid_by_other_payment', now);
      return 'closed' as const;
    }
    const status = input.action === 'confirm' ? ('confirmed' as const) : ('rejected' as const);
    // decided first, so the payment below finds no transfer of the order pending
    await transfers.setTransferStatus(trx, site, transfer.id, { status, reviewer, reviewedAt: now });
    if (input.action === 'confirm') {
      const outcome = await applyPayment(
        trx,
        {
          orderNo: transfer.order_no,
          amount: transfer.amount,
          transactionId: bankTransactionId(transfer.id),
        },
        now,
      );
      if (outcome === 'duplicate') throw badRequest('the order is already paid');
      if (outcome !== 'accepted') throw badRequest('the transfer amount does not match the order');
      await repository.recordNotify(trx, {
        provider: 'bank',
        order_no: transfer.order_no,
        transaction_id: bankTransactionId(transfer.id),
        amount: transfer.amount,
        outcome,
        payload: JSON.stringify({ transfer_id: transfer.id, confirmed_by: reviewer }),
      });
    }
    return { id: transfer.id, status };
  });
  // the transfer was closed (that is kept); the decision itself is refused
  if (result === 'closed') throw badRequest(CLOSED);
  return result;
}
