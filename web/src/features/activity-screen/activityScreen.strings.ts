import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `activityScreen` strings: they load with the pages that use them (i18n/registry.ts). */
export const activityScreenStrings = registerStrings({
  activityScreen: {
    scanToJoin: '微信扫码签到',
    signins: '已签到',
    vipPersons: 'VIP 嘉宾',
    latest: '最新签到',
    nobodyYet: '还没有人签到，扫码成为第一位',
    fullScreen: '全屏',
    openH5: '打开签到页',
    passwordTitle: '打开活动大屏',
    passwordHint: '请输入主办方在活动设置中设定的大屏访问密码。',
    passwordRequired: '请输入访问密码',
    open: '打开大屏',
    h5: {
      title: '活动签到',
      organiser: '主办方：{{name}}',
      time: '{{begin}} 至 {{end}}',
      signedInCount: '已有 {{count}} 人签到',
      name: '姓名',
      namePlaceholder: '请输入您的姓名',
      nameRequired: '请输入姓名',
      mobile: '手机号',
      mobilePlaceholder: '请输入手机号',
      mobileInvalid: '请输入正确的手机号',
      submit: '签到',
      done: '签到成功，欢迎参加！',
      again: '您已签到过了，无需重复签到',
      closed: '活动当前不可签到',
      invalid: '签到链接无效，请重新扫描现场二维码',
    },
  },
} satisfies Pick<Messages, 'activityScreen'>);
