import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `forget` strings: they load with the pages that use them (i18n/registry.ts). */
export const forgetStrings = registerStrings({
  forget: {
    link: '忘记密码？',
    title: '重置密码',
    account: '账号或邮箱',
    accountPlaceholder: '请输入账号的用户名或邮箱',
    accountRequired: '请输入账号或邮箱',
    code: '邮箱验证码',
    codeRequired: '请输入邮件中的 6 位验证码',
    send: '发送验证码',
    resend: '{{seconds}} 秒后重发',
    password: '新密码',
    password2: '确认新密码',
    submit: '重置密码',
    backToLogin: '返回登录',
  },
} satisfies Pick<Messages, 'forget'>);
