import type { Db } from '#server/db/database.ts';
import { postEntries } from './ledger.ts';

/**
 * A recharge order just marked paid (called by order.service applyPayment inside its transaction, with the
 * order row locked): the balance is credited by what was paid. The unique index on recharge entries' order
 * number makes a second credit impossible even if this were called twice.
 */
export async function applyRechargeOrder(
  trx: Db,
  order: { order_no: string; agent_id: number; customer_id: number; pay_amount: number; pay_type: string },
) {
  await postEntries(trx, { agentId: order.agent_id, customerId: order.customer_id }, [
    {
      kind: 'balance',
      amount: order.pay_amount,
      type: 'recharge',
      reason: order.pay_type === 'alipay' ? 'online recharge (Alipay)' : 'online recharge (WeChat Pay)',
      orderNo: order.order_no,
    },
  ]);
}
