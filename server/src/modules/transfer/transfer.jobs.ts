import { randomBytes } from 'node:crypto';
import { FAILED_DATA_FILE_NAME, type TransferSymbol } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Job } from '#server/db/schema.ts';
import { registerModuleMessages } from '#server/messages.ts';
import { SERVER_LANGUAGES, type ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import { JobFailure, type JobHandler, type JobRun } from '#server/platform/jobs/job-worker.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { readRows, type SheetRow, type SpreadsheetFormat, writeSheet } from './spreadsheet.ts';
import {
  jobFailuresPage,
  markJobDone,
  recordJobFailures,
  scopeOfJob,
  setJobProgress,
  setJobTotal,
  startExportProgress,
} from './transfer.repository.ts';
import { importableSymbol, type RowProblem, symbolOf } from './transfer.symbols.ts';

/**
 * Rows per import transaction and per export query. PGlite has one connection, so its batches and pages
 * stay small and requests get answers between them; PostgreSQL's pool lets the worker take bigger ones
 * (fewer round trips per row: in bench:transfer the import runs about a third faster at 1,000 than at 200,
 * and the export went from 0.75× to 0.83× of the bare write with pages of 2,000 instead of 500).
 */
export const IMPORT_BATCH = 200;
export const EXPORT_PAGE = 500;
export const jobSizesFor = (database: 'pglite' | 'postgres') =>
  database === 'postgres'
    ? { importBatch: 1000, exportPage: 2000 }
    : { importBatch: IMPORT_BATCH, exportPage: EXPORT_PAGE };
/** Exports read ids in windows (growing over sparse ranges), so a page never scans the whole table. */
const ID_WINDOW = 2000;
const MAX_ID_WINDOW = 1_000_000;
/** How often a running export renews its lease and tells its progress (well inside the lease). */
const PROGRESS_EVERY_MS = 1_000;

const languageOf = (job: Job): ServerLanguage =>
  (SERVER_LANGUAGES as readonly string[]).includes(job.language) ? (job.language as ServerLanguage) : 'zh_CN';

/** Where a job's output goes: under the owner's tenant prefix, in a folder no one can guess. */
export function resultKey(job: Pick<Job, 'id' | 'audience' | 'agent_id' | 'customer_id'>, fileName: string) {
  return `${tenantPrefix(job)}jobs/${job.id}-${randomBytes(12).toString('hex')}/${fileName}`;
}

export function tenantPrefix(owner: Pick<Job, 'audience' | 'agent_id' | 'customer_id'>): string {
  if (owner.audience === 'admin') return 'platform/';
  if (owner.audience === 'agent') return `agent/${owner.agent_id}/`;
  return `customer/${owner.agent_id}/${owner.customer_id}/`;
}

const percentOf = (done: number, total: number) =>
  total <= 0 ? 0 : Math.min(99, Math.floor((done / total) * 10_000) / 100);

export function createTransferHandlers(
  db: Db,
  storage: ObjectStorage,
  options: { importBatch?: number; exportPage?: number } = {},
): { import: JobHandler; export: JobHandler } {
  const importBatch = options.importBatch ?? IMPORT_BATCH;
  const exportPage = options.exportPage ?? EXPORT_PAGE;
  // The worker may run without buildApp (bench/transfer.ts): the columns and row reasons it translates come
  // from several modules' catalogues, so it registers them all itself.
  registerModuleMessages();
  return {
    import: (run) => runImport(db, storage, run, importBatch),
    export: (run) => runExport(db, storage, run, exportPage),
  };
}

async function openSource(storage: ObjectStorage, job: Job, format: SpreadsheetFormat) {
  const stream = job.source_key ? await storage.openRead(job.source_key) : null;
  if (!stream) throw new JobFailure('the file is not a readable spreadsheet');
  return readRows(stream, format);
}

/** The data rows (the header row left out), failing the job cleanly when the file is not readable. */
async function dataRows(storage: ObjectStorage, job: Job, format: SpreadsheetFormat): Promise<SheetRow[]> {
  try {
    return (await openSource(storage, job, format)).slice(1);
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    if (error instanceof Error && error.name === 'LeaseLostError') throw error;
    throw new JobFailure('the file is not a readable spreadsheet');
  }
}

/**
 * An import: the file is read once (it is small enough to be read whole, see readRows), its row count kept as
 * the total, then batches of rows each written — rows, refusals and the cursor — in one transaction under
 * the lease. A worker that dies leaves whole batches only; the next one resumes after `processed_num`. Last,
 * the refused rows become the failed-data file.
 */
async function runImport(db: Db, storage: ObjectStorage, run: JobRun, batchSize: number): Promise<void> {
  const { job } = run;
  const definition = importableSymbol(job.symbol as TransferSymbol);
  const language = languageOf(job);
  const format = (job.params.format as SpreadsheetFormat) ?? 'xlsx';
  const context = { scope: scopeOfJob(job), params: job.params };

  const sheet = await dataRows(storage, job, format);
  let total = job.total_num;
  if (job.processed_num === 0) {
    total = sheet.length;
    await run.withLease((trx) => setJobTotal(trx, job.id, total));
  }

  let processed = job.processed_num;
  let successes = job.success_num;
  let errors = job.error_num;
  const flush = async (batch: SheetRow[]) => {
    if (batch.length === 0) return;
    const failures: { row: SheetRow; problem: RowProblem }[] = [];
    const valid: { row: SheetRow; value: unknown }[] = [];
    for (const row of batch) {
      const parsed = definition.parseRow(row.cells);
      if ('problem' in parsed) failures.push({ row, problem: parsed.problem });
      else valid.push({ row, value: parsed.row });
    }
    await run.withLease(async (trx) => {
      const results =
        valid.length > 0
          ? await definition.writeBatch(
              trx,
              context,
              valid.map((entry) => entry.value),
            )
          : [];
      results.forEach((result, index) => {
        const entry = valid[index];
        if (!result.ok && entry) failures.push({ row: entry.row, problem: result.problem });
      });
      if (failures.length > 0) {
        await recordJobFailures(
          trx,
          job.id,
          failures.map(({ row, problem }) => ({
            rowNumber: row.rowNumber,
            cells: row.cells,
            reason: translate(problem.reason, language, problem.params),
          })),
        );
      }
      const nextProcessed = processed + batch.length;
      const nextErrors = errors + failures.length;
      const nextSuccesses = successes + (batch.length - failures.length);
      await setJobProgress(trx, job.id, {
        processed_num: nextProcessed,
        success_num: nextSuccesses,
        error_num: nextErrors,
        percentage: percentOf(nextProcessed, total),
      });
      processed = nextProcessed;
      errors = nextErrors;
      successes = nextSuccesses;
    });
    await run.pause();
  };

  for (let start = job.processed_num; start < sheet.length; start += batchSize) {
    await flush(sheet.slice(start, start + batchSize));
  }

  let failedKey: string | null = null;
  if (errors > 0) {
    failedKey = resultKey(job, FAILED_DATA_FILE_NAME);
    const headers = [
      ...definition.columns.map((column) => translate(column.header, language)),
      translate('Failure reason' satisfies MessageKey, language),
    ];
    await writeSheet(storage, failedKey, headers, failedRows(db, job.id, definition.columns.length));
  }
  await finishDone(run, { result_key: failedKey, total_num: Math.max(total, processed) });
  if (job.source_key) await storage.delete(job.source_key);
}

/** The refused rows in sheet order, a page at a time: each row's cells (template width) and its reason. */
async function* failedRows(db: Db, jobId: number, width: number): AsyncGenerator<string[][]> {
  let after = 0;
  for (;;) {
    const page = await jobFailuresPage(db, jobId, after, EXPORT_PAGE);
    yield page.map((failure) => [
      ...Array.from({ length: width }, (_, column) => String(failure.cells[column] ?? '')),
      failure.reason,
    ]);
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE) return;
    after = last.row_number;
  }
}

/**
 * An export: the rows of the job's filter, a page at a time by id, streamed into the file. Each page
 * renews the lease; the file appears only complete, so a retried export simply starts again.
 */
async function runExport(db: Db, storage: ObjectStorage, run: JobRun, pageSize: number): Promise<void> {
  const { job } = run;
  const definition = symbolOf(job.symbol as TransferSymbol);
  const language = languageOf(job);
  const scope = scopeOfJob(job);
  const filter = job.params.filter;
  const { count: total, maxId } = await definition.exportBounds(db, scope, filter);
  await run.withLease((trx) => startExportProgress(trx, job.id, total));

  // One page of the id range: a full page continues inside the window; otherwise the window is done, and a
  // sparse one grows. The next page is asked for before this one is written out, so the database works
  // while the sheet is being written.
  type Page = { cells: (string | number)[][]; next: { after: number; window: number } | null };
  const fetchPage = async (after: number, window: number): Promise<Page> => {
    const throughId = Math.min(maxId, after + window);
    const page = await definition.exportPage(db, scope, filter, {
      afterId: after,
      throughId,
      limit: pageSize,
    });
    const full = page.length === pageSize;
    const nextAfter = full ? (page.at(-1)?.id ?? throughId) : throughId;
    const nextWindow = !full && page.length < pageSize / 2 ? Math.min(window * 2, MAX_ID_WINDOW) : window;
    return {
      cells: page.map((row) => row.cells),
      next: nextAfter < maxId ? { after: nextAfter, window: nextWindow } : null,
    };
  };

  async function* pages(): AsyncGenerator<(string | number)[][]> {
    let written = 0;
    let reported = 0;
    let pending: Promise<Page> | null = maxId > 0 ? fetchPage(0, ID_WINDOW) : null;
    while (pending !== null) {
      const page: Page = await pending;
      pending = page.next ? fetchPage(page.next.after, page.next.window) : null;
      // Should writing fail, the query already asked for must not end as an unhandled rejection.
      pending?.catch(() => {});
      yield page.cells;
      written += page.cells.length;
      // The lease is renewed and the progress told at most once per PROGRESS_EVERY_MS, and at the end.
      if (pending === null || Date.now() - reported >= PROGRESS_EVERY_MS) {
        reported = Date.now();
        await run.withLease((trx) =>
          setJobProgress(trx, job.id, {
            processed_num: written,
            success_num: written,
            percentage: percentOf(written, total),
          }),
        );
        await run.pause();
      }
    }
  }

  const key = resultKey(job, job.file_name);
  const headers = definition.exportColumns.map((header) => translate(header, language));
  const { rows: written } = await writeSheet(storage, key, headers, pages());
  await finishDone(run, { result_key: key, total_num: written });
}

async function finishDone(run: JobRun, values: { result_key: string | null; total_num: number }) {
  await run.withLease((trx) => markJobDone(trx, run.job.id, values));
}
