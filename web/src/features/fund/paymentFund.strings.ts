import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `paymentFund` strings: they load with the pages that use them (i18n/registry.ts). */
export const paymentFundStrings = registerStrings({
  paymentFund: {
    order: '订单',
    customerAgent: '客户 / 代理商',
    amount: '金额',
    channel: '支付渠道',
    allChannels: '全部渠道',
    channels: {
      wechat: '微信支付',
      alipay: '支付宝',
      bank: '银行转账',
      sandbox: '沙箱网关',
    },
    agent: '代理商',
    allAgents: '全部代理商',
    orderType: '购买内容',
    allOrderTypes: '全部',
    orderTypes: {
      '17': 'VIP 套餐',
      '18': '软件授权',
      '19': '版权授权',
      '20': '签到设备租用',
      '21': '活动',
      '22': '活动续期',
      '23': '活动扩容',
      '30': '账户充值',
      '31': '资源包',
      '90': '导入订单',
    },
    paidAt: '支付时间',
    paidOn: '支付日期',
    search: '订单号、客户、手机号或邮箱',
    empty: '暂无支付记录',
    noMatch: '没有符合条件的支付记录',
    rows: '共 {{total}} 笔支付',
    total: '合计 {{count}} 笔',
    channelTotal: '{{channel}}：{{amount}}（{{count}} 笔）',
    day: '日期',
    count: '笔数',
  },
} satisfies Pick<Messages, 'paymentFund'>);
