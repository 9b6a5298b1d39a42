import type {
  BankAccount,
  OrderInfo,
  PayBankOrderRequest,
  ReviewBankTransferRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import * as repository from './order.repository.ts';
import { applyPayment, toOrderInfo } from './order.service.ts';

type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

/** The account the agent site receives bank transfers on; null when it takes none. */
export async function bankAccountOf(db: Db, agentId: number): Promise<BankAccount | null> {
  const row = await db
    .selectFrom('agent_bank_accounts')
    .select(['account_name', 'bank_name', 'account_no'])
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets the agent site's receiving account, or clears it (the pay box then offers no bank transfer). */
export async function saveBankAccount(
  db: Db,
  agentId: number,
  input: BankAccount | { clear: 1 },
): Promise<BankAccount | null> {
  if ('clear' in input) {
    await db.deleteFrom('agent_bank_accounts').where('agent_id', '=', agentId).execute();
    return null;
  }
  const values = {
    account_name: input.account_name,
    bank_name: input.bank_name,
    account_no: input.account_no.replace(/\s+/g, ''),
  };
  await db
    .insertInto('agent_bank_accounts')
    .values({ agent_id: agentId, ...values })
    .onConflict((conflict) => conflict.column('agent_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  return bankAccountOf(db, agentId);
}

/** A voucher image: none, an upload of this customer, or an http(s) link. */
function checkVoucher(value: string, principal: CustomerPrincipal): void {
  if (!value || /^https?:\/\//.test(value)) return;
  if (value.startsWith(`customer/${principal.agentId}/${principal.customerId}/`) && !value.includes('..'))
    return;
  throw badRequest('voucher: an image must be your own upload or an http(s) link');
}

/**
 * payBankOrder: the customer says they transferred the amount of an unpaid order to the site's bank
 * account. The transfer is recorded as awaiting confirmation; the order stays unpaid until the agent
 * confirms it. One transfer at a time: a rejected one may be reported again.
 */
export async function payBankOrder(
  db: Db,
  principal: CustomerPrincipal,
  input: PayBankOrderRequest,
): Promise<OrderInfo> {
  const owner = { agentId: principal.agentId, customerId: principal.customerId };
  const order = await repository.findOrder(db, owner, input.order_no);
  if (!order) throw notFound('order not found');
  if (order.is_pay === 1) throw badRequest('the order is already paid');
  if (order.pay_amount <= 0) throw badRequest('product does not exist');
  if (!(await bankAccountOf(db, principal.agentId))) {
    throw badRequest('this site does not accept bank transfers');
  }
  checkVoucher(input.voucher, principal);
  if (order.transfer_status === 'pending') {
    throw badRequest('a transfer of this order is already awaiting confirmation');
  }
  await db
    .insertInto('bank_transfers')
    .values({
      order_id: order.id,
      agent_id: order.agent_id,
      customer_id: order.customer_id,
      amount: order.pay_amount,
      payer_name: input.payer_name,
      account_tail: input.account_tail,
      voucher: input.voucher,
    })
    // a concurrent report of the same order hits the one-live-transfer index: answer as above
    .onConflict((conflict) => conflict.column('order_id').where('status', '<>', 'rejected').doNothing())
    .execute();
  await db.updateTable('orders').set({ pay_type: 'bank' }).where('id', '=', order.id).execute();
  const saved = await repository.findOrder(db, owner, input.order_no);
  if (!saved) throw notFound('order not found');
  return toOrderInfo(saved);
}

/**
 * The agent confirms (the order is paid through applyPayment, as a gateway notify would, exactly once)
 * or rejects a transfer awaiting confirmation. Another team's transfer is not found.
 */
export async function reviewBankTransfer(
  db: Db,
  agent: { agentId: number; userId: number },
  input: ReviewBankTransferRequest,
  now = new Date(),
): Promise<{ id: number; status: 'confirmed' | 'rejected' }> {
  return db.transaction().execute(async (trx) => {
    const transfer = await trx
      .selectFrom('bank_transfers')
      .innerJoin('orders', 'orders.id', 'bank_transfers.order_id')
      .select(['bank_transfers.id', 'bank_transfers.status', 'bank_transfers.amount', 'orders.order_no'])
      .where('bank_transfers.id', '=', input.id)
      .where('bank_transfers.agent_id', '=', agent.agentId)
      .forUpdate()
      .executeTakeFirst();
    if (!transfer) throw notFound('transfer not found');
    if (transfer.status !== 'pending') throw badRequest('the transfer has already been handled');
    if (input.action === 'confirm') {
      const outcome = await applyPayment(
        trx,
        { orderNo: transfer.order_no, amount: transfer.amount, transactionId: `bank-${transfer.id}` },
        now,
      );
      if (outcome === 'duplicate') throw badRequest('the order is already paid');
      if (outcome !== 'accepted') throw badRequest('the transfer amount does not match the order');
      await repository.recordNotify(trx, {
        provider: 'bank',
        order_no: transfer.order_no,
        transaction_id: `bank-${transfer.id}`,
        amount: transfer.amount,
        outcome,
        payload: JSON.stringify({ transfer_id: transfer.id, confirmed_by: agent.userId }),
      });
    }
    const status = input.action === 'confirm' ? ('confirmed' as const) : ('rejected' as const);
    await trx
      .updateTable('bank_transfers')
      .set({ status, reviewed_by: agent.userId, reviewed_at: now })
      .where('id', '=', transfer.id)
      .execute();
    return { id: transfer.id, status };
  });
}
