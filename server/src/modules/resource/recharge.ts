import { ResourceOrderType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { registerFulfilment } from '#server/modules/order/index.ts';
import { postEntries } from './ledger.ts';

/**
 * A recharge order just marked paid (the fulfilment registered for order type 30, run by order.service
 * applyPayment inside its transaction, with the order row locked): the balance is credited by what was
 * paid. The unique index on recharge entries' order number makes a second credit impossible even if this
 * were called twice.
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

/** Called once at start (app.ts): what paying a recharge order does. */
export function registerRechargeFulfilment(): void {
  registerFulfilment([ResourceOrderType.recharge], applyRechargeOrder);
}
