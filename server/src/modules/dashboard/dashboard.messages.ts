import type { Translation } from '#server/platform/i18n/messages.ts';

/** The dashboard module's messages (modules/dashboard; contracts/src/dashboard.ts). */
export const dashboardMessages = {
  'the range is at most 366 days': { zh_CN: '时间范围最多 366 天', zh_TW: '時間範圍最多 366 天' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    dashboard: typeof dashboardMessages;
  }
}
