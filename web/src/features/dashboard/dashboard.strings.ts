import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `dashboard` strings: they load with the pages that use them (i18n/registry.ts). */
export const dashboardStrings = registerStrings({
  dashboard: {
    export: '导出数据',
    title: '经营概览',
    presets: { today: '今天', week: '近 7 天', month: '近 30 天', custom: '自定义' },
    days: '{{start}} 至 {{end}}（北京时间）',
    figures: {
      revenue: '收入',
      paid_orders: '已支付订单',
      new_customers: '新增客户',
      new_agents: '新增代理商',
      new_activities: '新建活动',
    },
    before: '上一周期',
    noBefore: '上一周期无数据',
    inProgress: '进行中的活动',
    upcoming: '另有 {{count}} 场未开始',
    vipFunnel: 'VIP 弹窗转化率',
    vipFunnelCounts: '{{openers}} 人打开 · {{buyers}} 人购买',
    failed: '经营数据加载失败',
    empty: '该时间范围内暂无数据',
    charts: {
      trend: '收入与订单趋势',
      channel: '支付渠道',
      customers: '新增客户',
      kind: '订单类型',
      agents: '代理商收入排行',
      tools: '工具收入排行',
    },
    kinds: { vip: 'VIP 会员', activity: '活动', recharge: '充值', other: '其他' },
  },
} satisfies Pick<Messages, 'dashboard'>);
