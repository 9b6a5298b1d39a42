import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `sessions` strings: they load with the pages that use them (i18n/registry.ts). */
export const sessionsStrings = registerStrings({
  sessions: {
    title: '登录会话',
    ownTitle: '登录设备',
    device: '设备',
    unknownDevice: '未知设备',
    thisDevice: '当前设备',
    ip: 'IP',
    signedIn: '登录时间',
    lastSeen: '最近活动',
    signOut: '退出登录',
    signOutConfirm: '确定让该会话退出登录？',
    signOutOthers: '退出其他设备',
    signOutOthersConfirm: '确定退出其他所有设备？',
    signedOut: '已退出登录',
    empty: '没有有效的会话',
  },
} satisfies Pick<Messages, 'sessions'>);
