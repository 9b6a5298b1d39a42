import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The auth module's own messages: staff sessions and two-factor sign-in (account-security.*; contracts
 * account-security.ts). The sign-in's older messages are the platform's (platform/i18n/messages.ts), shared
 * with the customers' logins.
 */
export const authMessages = {
  'enter the code of your authenticator app': {
    zh_CN: '请输入身份验证器应用中的验证码',
    zh_TW: '請輸入身分驗證器應用程式中的驗證碼',
  },
  'your role requires two-factor sign-in: set up an authenticator app': {
    zh_CN: '您的角色要求两步验证登录：请先设置身份验证器应用',
    zh_TW: '您的角色要求兩步驟驗證登入：請先設定身分驗證器應用程式',
  },
  'the session was signed out': { zh_CN: '该会话已退出登录', zh_TW: '該工作階段已登出' },
  'signed out on every other device': { zh_CN: '已退出其他所有设备', zh_TW: '已登出其他所有裝置' },
  'signed out everywhere': { zh_CN: '已退出所有设备', zh_TW: '已登出所有裝置' },
  'session not found': { zh_CN: '会话不存在或已结束', zh_TW: '工作階段不存在或已結束' },
  'two-factor sign-in is on': { zh_CN: '两步验证已开启', zh_TW: '兩步驟驗證已開啟' },
  'two-factor sign-in is off': { zh_CN: '两步验证未开启', zh_TW: '兩步驟驗證未開啟' },
  'two-factor sign-in was reset': { zh_CN: '两步验证已重置', zh_TW: '兩步驟驗證已重設' },
  'two-factor sign-in is already on': { zh_CN: '两步验证已经开启', zh_TW: '兩步驟驗證已經開啟' },
  'set up the authenticator app first': {
    zh_CN: '请先设置身份验证器应用',
    zh_TW: '請先設定身分驗證器應用程式',
  },
  'the code is wrong': { zh_CN: '验证码错误', zh_TW: '驗證碼錯誤' },
  'this code was already used, please wait for the next one': {
    zh_CN: '该验证码已使用过，请等待下一个验证码',
    zh_TW: '該驗證碼已使用過，請等待下一個驗證碼',
  },
  'a role of this account requires two-factor sign-in; it cannot be turned off': {
    zh_CN: '该账号的角色要求两步验证，不能关闭',
    zh_TW: '該帳號的角色要求兩步驟驗證，不能關閉',
  },
  'the sign-in has expired, please sign in again': {
    zh_CN: '登录已过期，请重新登录',
    zh_TW: '登入已過期，請重新登入',
  },
  'too many wrong codes, please wait {seconds} seconds and try again': {
    zh_CN: '验证码错误次数过多，请等待 {seconds} 秒后重试',
    zh_TW: '驗證碼錯誤次數過多，請等待 {seconds} 秒後重試',
  },
  // contracts/src/account-security.ts
  'please enter the code': { zh_CN: '请输入验证码', zh_TW: '請輸入驗證碼' },
  'the code is 6 digits or a recovery code': {
    zh_CN: '验证码为 6 位数字或一个恢复码',
    zh_TW: '驗證碼為 6 位數字或一個復原碼',
  },
  'the code is the 6 digits the app shows': {
    zh_CN: '验证码为应用中显示的 6 位数字',
    zh_TW: '驗證碼為應用程式中顯示的 6 位數字',
  },
  'enter a current code or your password': {
    zh_CN: '请输入当前验证码或您的密码',
    zh_TW: '請輸入目前的驗證碼或您的密碼',
  },
  'session_id is required': { zh_CN: '缺少 session_id', zh_TW: '缺少 session_id' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    auth: typeof authMessages;
  }
}
