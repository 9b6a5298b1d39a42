import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { callApi, clickWhenSettled } from '../fixtures.ts';

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

/**
 * How many exports the account has made so far: its download centre lists them all, the other journeys' on
 * the same server too, so a journey counts its own on top of these.
 */
export async function exportsSoFar(
  baseUrl: string,
  audience: 'admin' | 'agent',
  token: string,
): Promise<number> {
  const answer = await callApi<{ total: number }>(baseUrl, `/api/${audience}/export/getList?page=1&limit=1`, {
    token,
  });
  if (answer.body.code !== 0) throw new Error(`export/getList: ${answer.body.code} ${answer.body.msg}`);
  return answer.body.data.total;
}
