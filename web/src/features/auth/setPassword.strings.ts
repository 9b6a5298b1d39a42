import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `setPassword` strings: they load with the pages that use them (i18n/registry.ts). */
export const setPasswordStrings = registerStrings({
  setPassword: {
    title: '设置密码',
    intro: '为您的管理后台账号设置密码，然后用它登录。',
    username: '账号',
    name: '姓名',
    expires: '链接有效期至',
    password: '新密码',
    password2: '再次输入新密码',
    submit: '设置密码',
    done: '密码已设置，请登录',
    unusable: '该链接无法使用',
    invalid: '该设置密码链接无效',
    toLogin: '前往登录',
  },
} satisfies Pick<Messages, 'setPassword'>);
