import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { ImportLog } from '@onsite/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import {
  type JobLogger,
  type JobRun,
  JobWorker,
  type JobWorkerOptions,
} from '#server/platform/jobs/job-worker.ts';
import type { LocalDiskStorage } from '#server/platform/storage/local-storage.ts';
import type { TestContext } from '#server/test/harness.ts';
import { XLSX_MIME } from './spreadsheet.ts';
import { createTransferHandlers } from './transfer.jobs.ts';

/** Test helpers for spreadsheets and workers (imported by tests and the benchmark only). */

export const CUSTOMER_HEADERS_EN = ['Nickname', 'Mobile', 'Email', 'Company', 'City'];

export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function xlsOf(rows: (string | number)[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/** The first sheet's rows as text (cells of empty columns as ''). */
export async function sheetRows(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from(values, (value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

/**
 * The tests' job logger: a job refused for a known reason (a JobFailure, e.g. a bad file) is what many
 * tests expect and stays quiet; an unexpected error is printed, so a failing assertion can be explained.
 */
export const testJobLogger: JobLogger = {
  error: (details, message) => {
    if (details.cause === 'unexpected error') console.warn(message, details.err);
  },
};

export function workerFor(db: Db, storage: LocalDiskStorage, options: Partial<JobWorkerOptions> = {}) {
  return new JobWorker({
    db,
    handlers: createTransferHandlers(db, storage),
    logger: testJobLogger,
    ...options,
  });
}

/** Runs jobs until none is left. */
export async function drain(worker: JobWorker): Promise<void> {
  while (await worker.runOnce()) {
    // next job
  }
}

type Caller = Pick<TestContext, 'call'>;

/** POSTs an import form (fields and files) as multipart to /api/{platform}/import/importData. */
export async function uploadImport(
  ctx: Caller,
  platform: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: { name: string; content: Buffer }[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('file', new Blob([new Uint8Array(file.content)], { type: XLSX_MIME }), file.name);
  const response = new Response(form);
  return ctx.call({
    method: 'POST',
    url: `/api/${platform}/import/importData`,
    token,
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') as string },
  });
}

/** The stored file behind a public storage URL. */
export function storedFile(storage: LocalDiskStorage, url: string): Buffer {
  const key = new URL(url, 'http://localhost').pathname.replace(/^\/storage\//, '');
  return fs.readFileSync(path.join(storage.dir, key));
}

/** Imports `rows` as an .xlsx, runs the worker and answers the finished job's status. */
export async function importAndRun(
  ctx: Caller & Pick<TestContext, 'db' | 'storage'>,
  platform: string,
  token: string,
  fields: Record<string, string>,
  rows: (string | number)[][],
) {
  const queued = await uploadImport(ctx, platform, token, fields, [
    { name: `${fields.symbol}.xlsx`, content: await xlsxOf(rows) },
  ]);
  if (queued.body.code !== 0) throw new Error(`import refused: ${queued.body.msg}`);
  await drain(workerFor(ctx.db, ctx.storage));
  const status = await ctx.call({
    method: 'GET',
    url: `/api/${platform}/import/getStatus?log_id=${queued.body.data.log_id}`,
    token,
  });
  return status.body.data as ImportLog;
}

/** Queues an export, runs the worker and answers the file's rows (header first). */
/** GET /api/{platform}/export/exportData?{query}: queues an export, or refuses it. */
export function requestExport(ctx: Caller, platform: string, token: string | undefined, query: string) {
  return ctx.call({ method: 'GET', url: `/api/${platform}/export/exportData?${query}`, token });
}

/** GET /api/{platform}/export/getStatus: the export log's state. */
export function exportStatus(ctx: Caller, platform: string, token: string, logId: number) {
  return ctx.call({ method: 'GET', url: `/api/${platform}/export/getStatus?log_id=${logId}`, token });
}

export async function exportAndRead(
  ctx: Caller & Pick<TestContext, 'db' | 'storage'>,
  platform: string,
  token: string,
  query: string,
): Promise<string[][]> {
  const queued = await requestExport(ctx, platform, token, query);
  if (queued.body.code !== 0) throw new Error(`export refused: ${queued.body.msg}`);
  await drain(workerFor(ctx.db, ctx.storage));
  const done = await exportStatus(ctx, platform, token, queued.body.data.log_id);
  if (done.body.data.status !== 2) throw new Error(`export not done: ${JSON.stringify(done.body.data)}`);
  return sheetRows(storedFile(ctx.storage, done.body.data.file_url));
}

/**
 * Runs job `logId` with a worker that freezes (like a killed process) right after its first import batch
 * has committed; lets its lease run out; a second worker resumes and finishes it; then the frozen one wakes
 * and finds it can no longer write. Answers the job row at the freeze and at the end.
 */
export async function killMidJobAndResume(db: Db, storage: LocalDiskStorage, logId: number) {
  let release: () => void = () => {};
  const frozen = new Promise<void>((resolve) => {
    release = resolve;
  });
  let writes = 0;
  const handlers = createTransferHandlers(db, storage);
  const dying = new JobWorker({
    db,
    logger: testJobLogger,
    workerId: 'dying-worker',
    handlers: {
      import: (run: JobRun) =>
        handlers.import({
          ...run,
          withLease: async (work) => {
            const result = await run.withLease(work);
            writes += 1;
            // write 1 is the row count, write 2 the first batch
            if (writes === 2) await frozen;
            return result;
          },
        }),
    },
  });
  const dyingRun = dying.runOnce();
  for (let waited = 0; writes < 2; waited += 20) {
    if (waited > 20_000) throw new Error('the first batch never committed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const midway = await db.selectFrom('jobs').selectAll().where('id', '=', logId).executeTakeFirstOrThrow();
  await db
    .updateTable('jobs')
    .set({ locked_until: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', logId)
    .execute();
  await drain(workerFor(db, storage, { workerId: 'rescuer' }));
  release();
  await dyingRun;
  const done = await db.selectFrom('jobs').selectAll().where('id', '=', logId).executeTakeFirstOrThrow();
  return { midway, done };
}
