import { z } from 'zod';
import { activityFilterFields } from './activity-console.ts';
import { auditFilterFields } from './audit-filter.ts';
import { DASHBOARD_CHARTS } from './dashboard.ts';
import { pageQuery } from './envelope.ts';
import { fitsInt4, rowId } from './input.ts';
import { isPayFilter } from './order.ts';
import { defineRoute, perAudience, reply } from './route.ts';
import { settlementMonth } from './settlement.ts';
import { withdrawalReviewFilterFields, withdrawalStatus } from './withdrawal-filter.ts';

/**
 * Spreadsheet import and export (spec §3 import log / export log, §7 import and export endpoints). Each
 * dataset is a `symbol`; the server holds one definition per symbol (columns, template, row rules, scope).
 */
export const TRANSFER_SYMBOLS = [
  'customer',
  'order',
  'activity',
  'vip_person',
  'audit_log',
  'partner',
  'recharge',
  'withdrawal',
  'dashboard',
  'cdkey',
  'code',
  'settlement',
  'pbsign_log',
] as const;
export const transferSymbol = z.enum(TRANSFER_SYMBOLS, { error: 'symbol: unknown dataset' });

export type TransferSymbol = z.infer<typeof transferSymbol>;

/** Import log status: 0 waiting or importing, 1 finished (spec), 2 failed (ours: the file could not be read). */
export const ImportStatus = { working: 0, finished: 1, failed: 2 } as const;
/** Export log status: 0 waiting, 1 exporting, 2 done (spec), 3 failed (ours). */
export const ExportStatus = { waiting: 0, exporting: 1, done: 2, failed: 3 } as const;

/**
 * The order type of an order record imported from a spreadsheet (ours: offline / bank-transfer orders
 * recorded by the platform or an agent; docs/decisions.md "Importing orders").
 */
export const IMPORTED_ORDER_TYPE = 90;

/** The fixed name of the failed-rows file (spec §9). */
export const FAILED_DATA_FILE_NAME = 'upload-failed-data.xlsx';

/** POST /api/{platform}/import/importData answers the job's id. */
export const importDataResponse = z.object({ log_id: z.number().int() });

/** GET /api/{platform}/import/getStatus?log_id */
export const logIdQuery = z.object({
  log_id: rowId('log_id must be a job id'),
});

export const importLog = z.object({
  log_id: z.number().int(),
  symbol: z.string(),
  file_name: z.string(),
  /** 0 waiting or importing, 1 finished, 2 failed */
  status: z.number().int(),
  /** 0…100 */
  percentage: z.number(),
  total_num: z.number().int(),
  success_num: z.number().int(),
  error_num: z.number().int(),
  /** the failed rows as an .xlsx (empty when there are none) */
  excel_url: z.string(),
  /** why the job failed (status 2), in the caller's language */
  error_msg: z.string(),
  create_time: z.string(),
  finish_time: z.string(),
});
export type ImportLog = z.infer<typeof importLog>;

export const exportLog = z.object({
  log_id: z.number().int(),
  symbol: z.string(),
  file_name: z.string(),
  /** 0 waiting, 1 exporting, 2 done, 3 failed */
  status: z.number().int(),
  percentage: z.number(),
  total_num: z.number().int(),
  /** the exported file once done */
  file_url: z.string(),
  error_msg: z.string(),
  create_time: z.string(),
  finish_time: z.string(),
});
export type ExportLog = z.infer<typeof exportLog>;

/** GET import/getList and export/getList: the caller's own jobs, newest first. */
export const transferListQuery = pageQuery.extend({ symbol: transferSymbol.optional() });
export type TransferListQuery = z.infer<typeof transferListQuery>;

/** The spec's list answer: list and total. */
export const importLogList = z.object({ list: z.array(importLog), total: z.number().int() });
export const exportLogList = z.object({ list: z.array(exportLog), total: z.number().int() });

/** POST import/postDelete and export/postDelete: jobs of the caller, with their files. */
export const transferDeleteRequest = z.object({
  ids: z
    .array(rowId(), { error: 'ids must not be empty' })
    .min(1, { error: 'ids must not be empty' })
    .max(100, { error: 'at most 100 ids at a time' }),
});
export const transferDeleteResponse = z.object({ deleted: z.number().int() });

/**
 * GET /api/{platform}/export/exportData: a symbol and either `ids` (comma-separated, the selected rows) or
 * the list's filters (`keyword`…). With neither the answer is "export: select data first" (spec §8).
 */
export const exportDataQuery = z.object({
  /** audit_log: the audit list's own filters (audience, result, login, start_date, end_date; agent_id below) */
  ...auditFilterFields,
  /** activity: the console activity list's own filters (customer, tool_id, status; with start_date, end_date) */
  ...activityFilterFields,
  symbol: transferSymbol,
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'ids must be comma-separated ids' })
    .refine((ids) => ids.split(',').every(fitsInt4), { error: 'ids must be comma-separated ids' })
    .optional(),
  keyword: z.string().trim().max(100).optional(),
  /** admin only: narrow the export to one agent's rows */
  agent_id: rowId('agent_id must be an agent id').optional(),
  /** vip_person: the activity whose VIP persons are exported (required for that symbol) */
  activity_id: rowId('activity_id must be an activity id').optional(),
  /** settlement: the month of the statement, YYYY-MM (required for that symbol; the admin names agent_id) */
  month: settlementMonth.optional(),
  /** pbsign_log: one device's sign-ins (with activity_id, start_date, end_date, keyword) */
  device_id: rowId('device_id must be a device id').optional(),
  /** cdkey: the batch whose keys are exported (required for that symbol) */
  batch_id: rowId('batch_id must be a cdkey batch id').optional(),
  /** partner: 1 verified, 0 not */
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }).optional(),
  /** partner: 1 enabled, 0 disabled by the platform */
  enabled: z.union([z.literal(0), z.literal(1)], { error: 'enabled must be 0 or 1' }).optional(),
  /** recharge: the payment channel */
  pay_type: z.enum(['wechat', 'alipay'], { error: 'pay_type must be wechat or alipay' }).optional(),
  /** order, recharge: 1 paid, 0 unpaid */
  is_pay: isPayFilter.optional(),
  /** withdrawal: the review state (the list's `status`) */
  withdrawal_status: withdrawalStatus.optional(),
  /** withdrawal: whole yuan, at least / at most */
  amount_min: withdrawalReviewFilterFields.amount_min,
  amount_max: withdrawalReviewFilterFields.amount_max,
  /** dashboard: which chart's data (with start_date and end_date, the dashboard's range) */
  chart: z.enum(DASHBOARD_CHARTS, { error: 'chart must be daily, channel, kind, agent or tool' }).optional(),
});
export type ExportDataQuery = z.infer<typeof exportDataQuery>;

/**
 * POST /api/{platform}/import/importData: the multipart form's text fields besides `symbol` and the file,
 * read like a query string (an empty field is not given): the target a dataset imports into.
 */
export const importFormFields = z.object({
  /** customer, admin only: the agent whose customers they become (absent: the platform's default agent) */
  agent_id: rowId('agent_id must be an agent id').optional(),
  /** vip_person: the activity whose VIP persons they become */
  activity_id: rowId('activity_id must be an activity id').optional(),
});

/** GET /api/{platform}/import/getTemplate?symbol: the .xlsx template (headers and one example row). */
export const templateQuery = z.object({ symbol: transferSymbol });

const PLATFORMS = ['admin', 'agent', 'customer'] as const;

/** Spreadsheet import and export per console (spec §7): durable jobs read by log_id, and the templates. */
export const transferApi = {
  importData: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/import/importData`,
      access: { audience },
      tags: ['transfer'],
      summary: 'Upload one .xls/.xlsx file (form: symbol, file, extra params) and queue its import',
      multipart: true,
      reply: reply.data(importDataResponse),
    }),
  ),
  getTemplate: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/import/getTemplate`,
      access: { audience },
      tags: ['transfer'],
      summary: 'The import template of a dataset (.xlsx: header row and one example row)',
      query: templateQuery,
      reply: reply.file(),
    }),
  ),
  getImportStatus: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/import/getStatus`,
      access: { audience },
      tags: ['transfer'],
      summary: 'An import job: status (1 finished), percentage, counts and the failed-rows file',
      query: logIdQuery,
      reply: reply.data(importLog),
    }),
  ),
  getImportList: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/import/getList`,
      access: { audience },
      tags: ['transfer'],
      summary: "The caller's imports, newest first (list, total)",
      query: transferListQuery,
      reply: reply.data(importLogList),
    }),
  ),
  deleteImports: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/import/postDelete`,
      access: { audience },
      tags: ['transfer'],
      summary: "Delete the caller's imports and their files",
      body: transferDeleteRequest,
      reply: reply.data(transferDeleteResponse),
    }),
  ),
  exportData: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/export/exportData`,
      access: { audience },
      tags: ['transfer'],
      summary: 'Queue an export of the selected ids or of the list filters; answers log_id',
      query: exportDataQuery,
      reply: reply.data(importDataResponse),
    }),
  ),
  getExportStatus: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/export/getStatus`,
      access: { audience },
      tags: ['transfer'],
      summary: 'An export job: status (0 waiting, 1 exporting, 2 done), percentage and the file',
      query: logIdQuery,
      reply: reply.data(exportLog),
    }),
  ),
  getExportList: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/export/getList`,
      access: { audience },
      tags: ['transfer'],
      summary: "The caller's exports, newest first (list, total)",
      query: transferListQuery,
      reply: reply.data(exportLogList),
    }),
  ),
  deleteExports: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/export/postDelete`,
      access: { audience },
      tags: ['transfer'],
      summary: "Delete the caller's exports and their files",
      body: transferDeleteRequest,
      reply: reply.data(transferDeleteResponse),
    }),
  ),
};
