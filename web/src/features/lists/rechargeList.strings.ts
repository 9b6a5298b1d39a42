import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `rechargeList` strings: they load with the pages that use them (i18n/registry.ts). */
export const rechargeListStrings = registerStrings({
  rechargeList: {
    orderNo: '充值订单号',
    customer: '客户',
    agent: '代理商',
    amount: '金额',
    status: '状态',
    allStatus: '全部状态',
    paid: '已支付',
    unpaid: '待支付',
    channel: '支付渠道',
    allChannels: '全部渠道',
    channels: { wechat: '微信支付', alipay: '支付宝' },
    created: '创建时间',
    createdOn: '创建日期',
    paidAt: '支付时间',
    search: '订单号、客户、手机号或邮箱',
    empty: '暂无充值记录',
    total: '共 {{total}} 条充值',
  },
} satisfies Pick<Messages, 'rechargeList'>);
