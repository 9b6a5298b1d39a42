import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type ExportDataQuery,
  type ExportLog,
  ExportStatus,
  type ImportLog,
  ImportStatus,
  type TransferListQuery,
  type TransferSymbol,
  transferSymbol,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Job, JobKind } from '#server/db/schema.ts';
import { access } from '#server/platform/access/access.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { readRows, sniffFormat, workbookBuffer } from './spreadsheet.ts';
import { tenantPrefix } from './transfer.jobs.ts';
import * as repository from './transfer.repository.ts';
import { importableSymbol, symbolOf } from './transfer.symbols.ts';

/** The largest import file (spec §5: files up to 10 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadedFile {
  name: string;
  content: Buffer;
}

/** Wakes the worker when a job is queued (the in-process worker; others find it at their next poll). */
export interface JobNotifier {
  notify(): void;
}

type Platform = 'admin' | 'agent' | 'customer';

/** The caller's roles must grant the dataset's list permission in its console (403), if it has one there. */
async function requireListPermission(db: Db, principal: Principal, symbol: TransferSymbol): Promise<void> {
  const permission = symbolOf(symbol).listPermission[principal.kind];
  if (permission) await access.require(db, principal, permission);
}

/**
 * The console imports / exports the dataset (400 otherwise), and the caller may see its list and, for an
 * import, write it (403).
 */
async function allowed(
  db: Db,
  principal: Principal,
  symbol: TransferSymbol,
  platform: Platform,
  kind: JobKind,
): Promise<void> {
  const definition = symbolOf(symbol);
  const audiences = kind === 'import' ? definition.importAudiences : definition.exportAudiences;
  if (!audiences.includes(platform))
    throw badRequest(
      kind === 'import' ? 'this dataset cannot be imported here' : 'this dataset cannot be exported here',
    );
  await requireListPermission(db, principal, symbol);
  const importPermission = kind === 'import' ? definition.importPermission?.[principal.kind] : undefined;
  if (importPermission) await access.require(db, principal, importPermission);
}

const headerSets = (symbol: TransferSymbol) =>
  (['en', 'zh_CN', 'zh_TW'] as const).map((language) =>
    importableSymbol(symbol).columns.map((column) => translate(column.header, language)),
  );

/**
 * Checks an upload before it becomes a job: one .xls/.xlsx file whose bytes are that format, that opens,
 * and whose header row is the template's (in any of our languages); then stores it and queues the job.
 */
export async function importData(
  db: Db,
  storage: ObjectStorage,
  notifier: JobNotifier | undefined,
  principal: Principal,
  platform: Platform,
  input: {
    symbol: TransferSymbol;
    fields: Record<string, string>;
    files: UploadedFile[];
    language: ServerLanguage;
  },
): Promise<{ log_id: number }> {
  await allowed(db, principal, input.symbol, platform, 'import');
  if (input.files.length === 0) throw badRequest('choose a file to import');
  if (input.files.length > 1) throw badRequest('import one file at a time');
  const [file] = input.files as [UploadedFile];
  const extension = /\.(xlsx|xls)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension) throw badRequest('only .xls or .xlsx files can be imported');
  const format = sniffFormat(file.content);
  if (format !== extension) throw badRequest('the file is not a readable spreadsheet');

  const rows = await readRows(Readable.from([file.content]), format).catch(() => {
    throw badRequest('the file is not a readable spreadsheet');
  });
  const header = rows[0]?.cells;
  const hasData = rows.length > 1;
  if (!header) throw badRequest('the file has no rows to import');
  const got = header.slice(0, importableSymbol(input.symbol).columns.length);
  if (!headerSets(input.symbol).some((expected) => expected.every((title, index) => got[index] === title)))
    throw badRequest('the columns do not match the template; download the template and fill it in');
  if (!hasData) throw badRequest('the file has no rows to import');

  const scope = scopeOf(principal);
  const definition = importableSymbol(input.symbol);
  const { symbol: _symbol, ...extra } = input.fields;
  const params = {
    ...(definition.prepareImport ? await definition.prepareImport(db, scope, extra) : {}),
    format,
  };

  const owner = repository.ownerOf(principal);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const sourceKey = `${tenantPrefix({ audience: owner.audience, agent_id: owner.agentId, customer_id: owner.customerId })}imports/${day}/${randomBytes(16).toString('hex')}.${extension}`;
  await storage.putStream(sourceKey, Readable.from([file.content]), 'application/octet-stream');
  const id = await repository.insertJob(db, owner, {
    kind: 'import',
    symbol: input.symbol,
    params,
    language: input.language,
    fileName: file.name.slice(0, 200),
    sourceKey,
  });
  notifier?.notify();
  return { log_id: id };
}

/** Queues an export of the selected ids or the list's filters; neither → "export: select data first". */
export async function exportData(
  db: Db,
  notifier: JobNotifier | undefined,
  principal: Principal,
  platform: Platform,
  query: ExportDataQuery,
  language: ServerLanguage,
): Promise<{ log_id: number }> {
  await allowed(db, principal, query.symbol, platform, 'export');
  const scope = scopeOf(principal);
  const definition = symbolOf(query.symbol);
  const filter = definition.exportFilter(query, scope);
  if (filter === null) throw badRequest('export: select data first');
  if (definition.checkExport) await definition.checkExport(db, scope, filter);
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const id = await repository.insertJob(db, repository.ownerOf(principal), {
    kind: 'export',
    symbol: query.symbol,
    params: { filter },
    language,
    fileName: `${query.symbol}-${stamp}.xlsx`,
    sourceKey: null,
  });
  notifier?.notify();
  return { log_id: id };
}

/** The template: the header row in the caller's language and one example row. */
export async function template(
  db: Db,
  principal: Principal,
  symbol: TransferSymbol,
  platform: Platform,
  language: ServerLanguage,
) {
  await allowed(db, principal, symbol, platform, 'import');
  const { columns } = importableSymbol(symbol);
  return workbookBuffer(
    columns.map((column) => translate(column.header, language)),
    [columns.map((column) => column.example)],
  );
}

function errorText(job: Job, language: ServerLanguage): string {
  if (job.state !== 'failed' || !job.error) return '';
  try {
    const { reason, params } = JSON.parse(job.error) as {
      reason: MessageKey;
      params?: Record<string, string | number>;
    };
    return translate(reason, language, params);
  } catch {
    return job.error;
  }
}

const IMPORT_STATUS = {
  waiting: ImportStatus.working,
  running: ImportStatus.working,
  done: ImportStatus.finished,
  failed: ImportStatus.failed,
};
const EXPORT_STATUS = {
  waiting: ExportStatus.waiting,
  running: ExportStatus.exporting,
  done: ExportStatus.done,
  failed: ExportStatus.failed,
};

/** A job's file holds customers' data: its link is signed and expires (the status and lists answer fresh ones). */
const urlOf = (storage: ObjectStorage, key: string | null) => (key ? storage.privateUrl(key) : '');

export function toImportLog(storage: ObjectStorage, job: Job, language: ServerLanguage): ImportLog {
  return {
    log_id: job.id,
    symbol: job.symbol,
    file_name: job.file_name,
    status: IMPORT_STATUS[job.state],
    percentage: job.percentage,
    total_num: job.total_num,
    success_num: job.success_num,
    error_num: job.error_num,
    excel_url: urlOf(storage, job.result_key),
    error_msg: errorText(job, language),
    create_time: iso(job.created_at),
    finish_time: iso(job.finished_at),
  };
}

export function toExportLog(storage: ObjectStorage, job: Job, language: ServerLanguage): ExportLog {
  return {
    log_id: job.id,
    symbol: job.symbol,
    file_name: job.file_name,
    status: EXPORT_STATUS[job.state],
    percentage: job.percentage,
    total_num: job.total_num,
    file_url: urlOf(storage, job.state === 'done' ? job.result_key : null),
    error_msg: errorText(job, language),
    create_time: iso(job.created_at),
    finish_time: iso(job.finished_at),
  };
}

export async function status(db: Db, principal: Principal, kind: JobKind, logId: number): Promise<Job> {
  const job = await repository.findJob(db, repository.ownerOf(principal), kind, logId);
  if (!job) throw notFound(kind === 'import' ? 'import job not found' : 'export job not found');
  const symbol = transferSymbol.safeParse(job.symbol);
  if (symbol.success) await requireListPermission(db, principal, symbol.data);
  return job;
}

export async function list(db: Db, principal: Principal, kind: JobKind, query: TransferListQuery) {
  if (query.symbol) await requireListPermission(db, principal, query.symbol);
  return repository.listJobs(db, repository.ownerOf(principal), kind, query);
}

/** Deletes the caller's jobs and their files; an id that is not the caller's is not found, and nothing is deleted. */
export async function remove(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  kind: JobKind,
  ids: number[],
) {
  const owner = repository.ownerOf(principal);
  const wanted = [...new Set(ids)];
  for (const id of wanted) {
    if (!(await repository.findJob(db, owner, kind, id)))
      throw notFound(kind === 'import' ? 'import job not found' : 'export job not found');
  }
  const deleted = await repository.deleteJobs(db, owner, kind, wanted);
  for (const job of deleted) {
    for (const key of [job.source_key, job.result_key]) if (key) await storage.delete(key);
  }
  return { deleted: deleted.length };
}
