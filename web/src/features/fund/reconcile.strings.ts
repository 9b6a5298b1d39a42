import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `reconcile` strings: they load with the pages that use them (i18n/registry.ts). */
export const reconcileStrings = registerStrings({
  reconcile: {
    orderNo: '订单号',
    customerAgent: '客户 / 代理商',
    noOrder: '无此订单',
    amount: '金额',
    channel: '渠道',
    kinds: {
      paid_twice: '重复支付',
      orphan_notify: '无订单的支付通知',
      stale_pending: '超时未支付',
    },
    reference: {
      paid_twice: '第二笔支付',
      orphan_notify: '交易号',
      stale_pending: '备注',
    },
    time: {
      paid_twice: '到账时间',
      orphan_notify: '收到时间',
      stale_pending: '下单时间',
    },
    empty: {
      paid_twice: '没有重复支付的订单',
      orphan_notify: '所有支付通知都有对应订单',
      stale_pending: '没有超过支付时限仍未支付的订单',
    },
    total: '共 {{total}} 条',
    states: { open: '待处理', resolved: '已处理' },
    noneResolved: '还没有处理过的条目',
    resolution: '处理结果',
    resolve: '处理',
    resolved: '已处理',
    resolveTitle: '处理 {{orderNo}}',
    resolveSummary: '金额 {{amount}} · {{reference}}',
    action: '处理方式',
    actions: { refund: '原路退款', returned: '已线下退回', dismiss: '无需退回' },
    refundWarning: '将通过支付网关把 {{amount}} 原路退回付款人，且不可撤销。',
    returnReference: '退回转账凭证',
    referenceRequired: '请填写退回转账的凭证号',
    note: '备注',
    noteRequired: '请说明无需退回的原因',
  },
} satisfies Pick<Messages, 'reconcile'>);
