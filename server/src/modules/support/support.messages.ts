import type { Translation } from '#server/platform/i18n/messages.ts';

/** The support module's messages ("log in as" a customer; contracts/src/support.ts). */
export const supportMessages = {
  'please choose a customer': { zh_CN: '请选择客户', zh_TW: '請選擇客戶' },
  'this customer is disabled: enable it before logging in as it': {
    zh_CN: '该客户已停用，请先启用再代登录',
    zh_TW: '該客戶已停用，請先啟用再代登入',
  },
  "this customer's agent is disabled": { zh_CN: '该客户所属代理商已停用', zh_TW: '該客戶所屬代理商已停用' },
  'support link created': { zh_CN: '代登录链接已生成', zh_TW: '代登入連結已產生' },
  'this support link is not valid': { zh_CN: '代登录链接无效', zh_TW: '代登入連結無效' },
  'this support link was used or has expired: open a new one from the console': {
    zh_CN: '代登录链接已使用或已过期，请从后台重新打开',
    zh_TW: '代登入連結已使用或已過期，請從後台重新開啟',
  },
  'signed in for support': { zh_CN: '已进入代登录', zh_TW: '已進入代登入' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    support: typeof supportMessages;
  }
}
