import type { Translation } from '#server/platform/i18n/messages.ts';

/** The refund module's messages (modules/refund; contracts/src/refund.ts), registered in server/src/messages.ts. */
export const refundMessages = {
  'order refunded': { zh_CN: '已退款', zh_TW: '已退款' },
  'amount must be a positive whole number of cents': {
    zh_CN: '退款金额必须是正整数（分）',
    zh_TW: '退款金額必須是正整數（分）',
  },
  'a refund reason is required': { zh_CN: '请填写退款原因', zh_TW: '請填寫退款原因' },
  'the refund reason is at most 200 characters': {
    zh_CN: '退款原因最多 200 个字符',
    zh_TW: '退款原因最多 200 個字元',
  },
  'only a paid order can be refunded': {
    zh_CN: '只有已支付的订单可以退款',
    zh_TW: '只有已支付的訂單可以退款',
  },
  'this order has been fully refunded': { zh_CN: '该订单已全额退款', zh_TW: '該訂單已全額退款' },
  'the refund is more than what is left to refund ({left})': {
    zh_CN: '退款金额超过可退金额（{left}）',
    zh_TW: '退款金額超過可退金額（{left}）',
  },
  "the customer's balance no longer holds the recharged amount": {
    zh_CN: '客户余额已不足以扣回充值金额，无法退款',
    zh_TW: '客戶餘額已不足以扣回儲值金額，無法退款',
  },
  'the payment gateway refused the refund: {reason}': {
    zh_CN: '支付渠道拒绝退款：{reason}',
    zh_TW: '支付渠道拒絕退款：{reason}',
  },
  'refund of order {order_no}': { zh_CN: '订单 {order_no} 退款', zh_TW: '訂單 {order_no} 退款' },
  'recharge of order {order_no} refunded': {
    zh_CN: '订单 {order_no} 的充值已退款扣回',
    zh_TW: '訂單 {order_no} 的儲值已退款扣回',
  },
  'Your order has been refunded': { zh_CN: '您的订单已退款', zh_TW: '您的訂單已退款' },
  'Order {order_no} ({title}) was refunded {amount}: {reason}.': {
    zh_CN: '订单 {order_no}（{title}）已退款 {amount}，原因：{reason}。',
    zh_TW: '訂單 {order_no}（{title}）已退款 {amount}，原因：{reason}。',
  },
  'activity abolished and its orders refunded': {
    zh_CN: '活动已作废，订单已退款',
    zh_TW: '活動已作廢，訂單已退款',
  },
  'the payment gateway refused the refund of order {order_no}: {reason}; nothing was abolished or refunded': {
    zh_CN: '支付渠道拒绝了订单 {order_no} 的退款：{reason}。活动未作废，所有订单均未退款',
    zh_TW: '支付渠道拒絕了訂單 {order_no} 的退款：{reason}。活動未作廢，所有訂單均未退款',
  },
  'refund must be an object with a reason': {
    zh_CN: '退款参数须包含退款原因',
    zh_TW: '退款參數須包含退款原因',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    refund: typeof refundMessages;
  }
}
