import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The organization module's messages (admin › team › organization and admin › partner;
 * contracts/src/partner.ts), keyed by their English text like every catalogue (platform/i18n/messages.ts).
 */
export const organizationMessages = {
  'agent created': { zh_CN: '代理商已创建', zh_TW: '代理商已建立' },
  'agent saved': { zh_CN: '代理商已保存', zh_TW: '代理商已儲存' },
  'agent enabled': { zh_CN: '代理商已启用', zh_TW: '代理商已啟用' },
  'agent disabled': { zh_CN: '代理商已停用', zh_TW: '代理商已停用' },
  "the platform's default agent cannot be disabled": {
    zh_CN: '平台默认代理商不能停用',
    zh_TW: '平台預設代理商不能停用',
  },
  'the domain {domain} belongs to another agent': {
    zh_CN: '域名 {domain} 已属于其他代理商',
    zh_TW: '網域 {domain} 已屬於其他代理商',
  },
  'a domain must be a host name such as site.example.com': {
    zh_CN: '域名须为主机名，例如 site.example.com',
    zh_TW: '網域須為主機名稱，例如 site.example.com',
  },
  'enter at least one domain': { zh_CN: '请至少填写一个域名', zh_TW: '請至少填寫一個網域' },
  'at most 10 domains': { zh_CN: '最多 10 个域名', zh_TW: '最多 10 個網域' },
  'a domain is listed twice': { zh_CN: '域名重复', zh_TW: '網域重複' },
  'choose an existing or a new owner account': {
    zh_CN: '请选择已有账号或新建负责人账号',
    zh_TW: '請選擇既有帳號或新建負責人帳號',
  },
  "the owner's email is required": { zh_CN: '请输入负责人邮箱', zh_TW: '請輸入負責人電子郵件' },
  "the owner's name is required": { zh_CN: '请输入负责人姓名', zh_TW: '請輸入負責人姓名' },
  'a new owner account needs a first password': {
    zh_CN: '新建负责人账号需要设置初始密码',
    zh_TW: '新建負責人帳號需要設定初始密碼',
  },
  'no agent account has this email: choose a new owner account instead': {
    zh_CN: '没有使用该邮箱的代理商账号：请改为新建负责人账号',
    zh_TW: '沒有使用該電子郵件的代理商帳號：請改為新建負責人帳號',
  },
  'an agent account with this email already exists: choose it as the existing owner': {
    zh_CN: '已有使用该邮箱的代理商账号：请选择已有账号作为负责人',
    zh_TW: '已有使用該電子郵件的代理商帳號：請選擇既有帳號作為負責人',
  },
  'enabled must be true or false': {
    zh_CN: '启用状态必须是 true 或 false',
    zh_TW: '啟用狀態必須是 true 或 false',
  },
  // the agent sign-in of a disabled agent
  'your team has been disabled by the platform': {
    zh_CN: '您的团队已被平台停用',
    zh_TW: '您的團隊已被平台停用',
  },
  // shared by the catalogues' forms (VIP plans, software)
  'the price must be a whole number of cents, 0 or more': {
    zh_CN: '价格必须是不小于 0 的整数（分）',
    zh_TW: '價格必須是不小於 0 的整數（分）',
  },
  'sort must be a whole number, 0 or more': {
    zh_CN: '排序必须是不小于 0 的整数',
    zh_TW: '排序必須是不小於 0 的整數',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    organization: typeof organizationMessages;
  }
}
