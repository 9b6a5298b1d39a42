import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `support` strings: they load with the pages that use them (i18n/registry.ts). */
export const supportStrings = registerStrings({
  support: {
    loginAs: '代登录',
    loginAsConfirm: '在新标签页以「{{name}}」的身份打开客户后台？在其中的所有操作都以你的名义记入审计日志。',
    opened: '已在新标签页打开客户后台',
    popupBlocked: '浏览器拦截了新标签页：请允许本站弹出窗口后重试',
    title: '客服代登录',
    claiming: '正在打开客户后台…',
    unusable: '该代登录链接无法使用',
    invalid: '链接不完整，请从后台重新打开。',
    toLogin: '去登录',
    ended: '代登录已结束',
    endedHint: '可以关闭此标签页。',
    banner:
      '客服代登录：你正以客户「{{customer}}」的身份操作，由{{who}}「{{name}}」于 {{time}} 打开。此处的所有操作都记入审计日志。',
    byAdmin: '平台人员',
    byAgent: '代理商',
    end: '结束代登录',
    endConfirm: '结束代登录？此标签页将退出客户后台。',
  },
} satisfies Pick<Messages, 'support'>);
