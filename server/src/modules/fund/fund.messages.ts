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
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    fund: typeof fundMessages;
  }
}
