import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `orderList` strings: they load with the pages that use them (i18n/registry.ts). */
export const orderListStrings = registerStrings({
  orderList: {
    orderNo: '订单号',
    title: '商品',
    customer: '客户',
    amount: '金额',
    status: '支付状态',
    paid: '已支付',
    unpaid: '未支付',
    allStatus: '全部状态',
    payType: '支付方式',
    payTypes: { wechat: '微信支付', alipay: '支付宝', bank: '银行转账' },
    bankTransfer: '银行转账',
    accountTail: '尾号 {{tail}}',
    voucher: '凭证',
    confirmTransfer: '确认收款',
    confirmTransferTitle: '确认已收到这笔转账？',
    confirmTransferText: '订单将变为已支付（¥{{amount}}），所购内容立即生效，且无法撤销。',
    rejectTransfer: '驳回',
    rejectTransferTitle: '驳回这笔转账？订单将保持未支付。',
    transferConfirmed: '已确认收款',
    transferRejected: '已驳回转账',
    transferStatus: { pending: '待确认', confirmed: '已确认', rejected: '已驳回', closed: '已关闭' },
    closeReason: {
      paid_by_other_payment: '订单已先通过其他方式支付，此转账未入账；如已收到款项请退款。',
    },
    paidAt: '支付时间',
    created: '创建时间',
    search: '搜索订单号、商品或客户',
    empty: '暂无订单',
    noMatch: '没有符合搜索的订单',
    total: '共 {{total}} 个订单',
  },
} satisfies Pick<Messages, 'orderList'>);
