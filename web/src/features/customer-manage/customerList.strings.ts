import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `customerList` strings: they load with the pages that use them (i18n/registry.ts). */
export const customerListStrings = registerStrings({
  customerList: {
    nickname: '昵称',
    mobile: '手机号',
    email: '邮箱',
    company: '公司名称',
    city: '城市',
    vip: 'VIP 套餐',
    activities: '活动数',
    created: '创建时间',
    search: '搜索昵称、手机号、邮箱或公司',
    noMatch: '没有符合搜索条件的客户',
    empty: '暂无客户',
    total: '共 {{total}} 位客户',
  },
} satisfies Pick<Messages, 'customerList'>);
