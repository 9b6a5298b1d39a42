import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `invite` strings: they load with the pages that use them (i18n/registry.ts). */
export const inviteStrings = registerStrings({
  invite: {
    title: '加入团队',
    invitedBy: '{{name}} 邀请你加入',
    someone: '团队负责人',
    role: '你的角色',
    expires: '有效期至',
    email: '邮箱',
    signedInAs: '当前登录：{{name}}',
    join: '加入 {{team}}',
    joined: '已加入 {{team}}',
    name: '你的姓名',
    nameRequired: '请输入姓名',
    emailRequired: '请输入正确的邮箱',
    password: '密码',
    password2: '确认密码',
    register: '注册并加入',
    haveAccount: '已有账号？登录后加入',
    invalid: '该邀请链接无效',
    unavailable: '邀请加载失败，请重试',
    toLogin: '前往登录',
    status: {
      pending: '该邀请可以使用',
      accepted: '该邀请已被使用，请向团队负责人索取新的链接。',
      revoked: '该邀请已被撤销，请向团队负责人索取新的链接。',
      expired: '该邀请已过期，请向团队负责人索取新的链接。',
    },
  },
} satisfies Pick<Messages, 'invite'>);
