import type { Translation } from '#server/platform/i18n/messages.ts';

/** The audit module's messages (modules/audit; contracts/src/audit.ts), registered in server/src/messages.ts. */
export const auditMessages = {
  'audit record not found': { zh_CN: '审计记录不存在', zh_TW: '稽核記錄不存在' },
  // contracts/src/audit.ts
  'must be a date written YYYY-MM-DD': {
    zh_CN: '必须是 YYYY-MM-DD 格式的日期',
    zh_TW: '必須是 YYYY-MM-DD 格式的日期',
  },
  'must be admin, agent, customer or visitor': {
    zh_CN: '必须是 admin、agent、customer 或 visitor',
    zh_TW: '必須是 admin、agent、customer 或 visitor',
  },
  'must be ok, refused or error': {
    zh_CN: '必须是 ok、refused 或 error',
    zh_TW: '必須是 ok、refused 或 error',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    audit: typeof auditMessages;
  }
}
