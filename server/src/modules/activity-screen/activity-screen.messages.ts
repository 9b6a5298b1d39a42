import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The activity screen module's messages (contracts/src/activity-screen.ts), registered in server/src/messages.ts.
 * 'activity not found', 'name is required' and the phone's are the activity module's.
 */
export const activityScreenMessages = {
  'signed in': { zh_CN: '签到成功', zh_TW: '簽到成功' },
  'already signed in': { zh_CN: '您已签到过了', zh_TW: '您已簽到過了' },
  'the link is not valid': { zh_CN: '链接无效，请重新扫码', zh_TW: '連結無效，請重新掃碼' },
  'the activity is not open for sign-in': { zh_CN: '活动当前不可签到', zh_TW: '活動目前不可簽到' },
  'too many sign-ins, please try again in {minutes} minutes': {
    zh_CN: '签到过于频繁，请 {minutes} 分钟后再试',
    zh_TW: '簽到過於頻繁，請 {minutes} 分鐘後再試',
  },
  'enter the access password': { zh_CN: '请输入访问密码', zh_TW: '請輸入存取密碼' },
  'wrong access password': { zh_CN: '访问密码不正确', zh_TW: '存取密碼不正確' },
  'acid is required': { zh_CN: '缺少活动编号', zh_TW: '缺少活動編號' },
  'this screen has no access password: open it signed in as its organiser': {
    zh_CN: '该大屏未设置访问密码，请由主办方登录后打开',
    zh_TW: '該大屏未設定存取密碼，請由主辦方登入後開啟',
  },
  'the screen needs its access password again': {
    zh_CN: '请重新输入大屏访问密码',
    zh_TW: '請重新輸入大屏存取密碼',
  },
  'too many tries, please try again in {minutes} minutes': {
    zh_CN: '尝试次数过多，请 {minutes} 分钟后再试',
    zh_TW: '嘗試次數過多，請 {minutes} 分鐘後再試',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    activityScreen: typeof activityScreenMessages;
  }
}
