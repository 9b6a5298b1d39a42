import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { Db } from '#server/db/database.ts';
import { JobWorker, type JobWorkerOptions } from '#server/platform/jobs/job-worker.ts';
import type { LocalDiskStorage } from '#server/platform/storage/local-storage.ts';
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

export function workerFor(db: Db, storage: LocalDiskStorage, options: Partial<JobWorkerOptions> = {}) {
  return new JobWorker({ db, handlers: createTransferHandlers(db, storage), ...options });
}

/** Runs jobs until none is left. */
export async function drain(worker: JobWorker): Promise<void> {
  while (await worker.runOnce()) {
    // next job
  }
}
