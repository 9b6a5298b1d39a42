/** What other modules may use of the order module; everything else in this folder is its own. */
export { paidByBankTransfer } from './bank-transaction.ts';
export { bankAccountOf, saveBankAccount } from './bank-transfer.service.ts';
export { type PaidOrder, registerFulfilment, registerPayable } from './fulfilment.ts';
export { sellOffer } from './offer-sale.ts';
export { insertOrder } from './order.repository.ts';
export { type PaymentContext, paymentFor, payTypes } from './order.service.ts';
export { filteredOrders, type OrderListFilter, orderListColumns } from './order-list.repository.ts';
export { newOrderNo } from './order-number.ts';
export { paymentContextFor } from './payment-context.ts';
export { grantVipDays, takeBackVip } from './vip-fulfilment.ts';
