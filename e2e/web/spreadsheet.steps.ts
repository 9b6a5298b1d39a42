import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { clickWhenSettled } from '../fixtures.ts';

/** Steps of the spreadsheet journeys: make an .xlsx to import, read a downloaded one, download by a click. */

/** The first sheet of a downloaded workbook, as text cells ('' for empty ones). */
export async function rowsOf(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      Array.from((row.values as unknown[]).slice(1), (value) => (value == null ? '' : String(value))),
    );
  });
  return rows;
}

/** A one-sheet .xlsx of `rows`. */
export async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Clicks `target` and answers the download it starts. */
export async function downloadBy(page: Page, target: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), clickWhenSettled(target)]);
  return download;
}
