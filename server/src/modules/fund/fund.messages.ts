import type { Translation } from '#server/platform/i18n/messages.ts';

/** The fund module's messages (modules/fund; contracts/src/fund.ts). */
export const fundMessages = {
  'pay_type must be wechat, alipay or bank': {
    zh_CN: 'pay_type 必须是 wechat、alipay 或 bank',
    zh_TW: 'pay_type 必須是 wechat、alipay 或 bank',
  },
  'order_type must be an order type': {
    zh_CN: 'order_type 必须是订单类型',
    zh_TW: 'order_type 必須是訂單類型',
  },
  'kind must be paid_twice, orphan_notify or stale_pending': {
    zh_CN: 'kind 必须是 paid_twice、orphan_notify 或 stale_pending',
    zh_TW: 'kind 必須是 paid_twice、orphan_notify 或 stale_pending',
  },
  'state must be open or resolved': {
    zh_CN: 'state 必须是 open 或 resolved',
    zh_TW: 'state 必須是 open 或 resolved',
  },
  'key must name a reconciliation item': {
    zh_CN: 'key 必须是对账条目',
    zh_TW: 'key 必須是對帳條目',
  },
  'action must be refund, returned or dismiss': {
    zh_CN: 'action 必须是 refund、returned 或 dismiss',
    zh_TW: 'action 必須是 refund、returned 或 dismiss',
  },
  'please say why nothing is to be given back': {
    zh_CN: '请说明无需退回的原因',
    zh_TW: '請說明無需退回的原因',
  },
  'reconciliation item not found': { zh_CN: '对账条目不存在', zh_TW: '對帳條目不存在' },
  'this item has already been dealt with': { zh_CN: '该条目已处理', zh_TW: '該條目已處理' },
  'only a gateway payment can be refunded through the gateway': {
    zh_CN: '只有经支付网关的付款才能原路退回',
    zh_TW: '只有經金流的付款才能原路退回',
  },
  'the item is dealt with': { zh_CN: '已处理', zh_TW: '已處理' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    fund: typeof fundMessages;
  }
}
