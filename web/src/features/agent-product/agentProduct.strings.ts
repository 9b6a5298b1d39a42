import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `agentProduct` strings: they load with the pages that use them (i18n/registry.ts). */
export const agentProductStrings = registerStrings({
  agentProduct: {
    name: '产品',
    kind: '类型',
    allKinds: '全部类型',
    kinds: {
      vip: 'VIP 套餐',
      software: '软件',
      copyright: '版权',
      device: '签到设备（日租价）',
      resource: '资源包',
    },
    wholesale: '批发价',
    retail: '零售价',
    margin: '毛利',
    enabled: '站点在售',
    platformOff: '平台已下架',
    search: '产品名称',
    empty: '平台尚未为您开通任何产品',
    noMatch: '没有符合条件的产品',
    total: '共 {{total}} 个产品',
    edit: '设置零售价',
    editTitle: '设置零售价：{{name}}',
    retailHelp: '客户在您的站点按此价购买；不能低于批发价 {{price}}',
    retailRequired: '请填写零售价',
    belowWholesale: '零售价不能低于批发价 {{price}}',
    saved: '零售价已保存',
    switchedOn: '产品已在站点上架',
    switchedOff: '产品已从站点下架',
  },
} satisfies Pick<Messages, 'agentProduct'>);
