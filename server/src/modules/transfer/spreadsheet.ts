import type { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { readXlsxRows, type SheetRow } from './xlsx-reader.ts';
import { xlsxStream } from './xlsx-writer.ts';

export type { SheetRow };

/**
 * Reading and writing spreadsheets. .xlsx exports are written by xlsx-writer.ts, streaming with backpressure
 * (bounded memory), and imports read by xlsx-reader.ts; exceljs writes the small templates. .xls (the binary BIFF format, at most
 * 65,536 rows) is read by SheetJS (@e965/xlsx, the maintained npm mirror of SheetJS; the `xlsx` package on
 * npm stopped at 0.18.5 with known advisories).
 */
export type SpreadsheetFormat = 'xlsx' | 'xls';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The format by the file's first bytes: a zip (xlsx) or an OLE compound file (xls); null for anything else. */
export function sniffFormat(head: Buffer): SpreadsheetFormat | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) return 'xls';
  return null;
}

/** A cell value as SheetJS (and exceljs) give it, as the text an import reads. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.result !== undefined) return cellText(cell.result);
    return '';
  }
  return String(value).trim();
}

/**
 * The rows of the first sheet, each as text cells; rows with no text at all are left out. An import file is
 * at most IMPORT_MAX_BYTES, so it is read whole, from the zip's central directory: ExcelJS's streaming reader
 * depends on the order of the zip's entries and now and then throws on a good file or reads a worksheet
 * before its shared strings (exceljs/exceljs#3064; the spreadsheet test holds both orders).
 */
export async function readRows(source: Readable, format: SpreadsheetFormat): Promise<SheetRow[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  const content = Buffer.concat(chunks);
  if (format === 'xls') {
    const workbook = XLSX.read(content, { type: 'buffer', cellDates: true, dense: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) return [];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      blankrows: true,
      defval: '',
    });
    const read: SheetRow[] = [];
    for (const [index, values] of rows.entries()) {
      const cells = values.map(cellText);
      if (cells.some((cell) => cell !== '')) read.push({ rowNumber: index + 1, cells });
    }
    return read;
  }
  return readXlsxRows(content);
}

/**
 * Streams a one-sheet .xlsx into storage (xlsx-writer.ts): pages are asked for as the file is written, so
 * memory holds about a page, not the file, however slow the store. `pages` may pause between pages
 * (database queries); an error of `pages` fails the store and is thrown.
 */
export async function writeSheet(
  storage: ObjectStorage,
  key: string,
  headers: string[],
  pages: AsyncIterable<(string | number)[][]>,
): Promise<{ size: number; rows: number }> {
  const widths = headers.map((header) => Math.max(12, header.length * 2 + 4));
  const { stream, rows } = xlsxStream(headers, widths, pages);
  try {
    const { size } = await storage.putStream(key, stream, XLSX_MIME);
    return { size, rows: rows() };
  } catch (error) {
    stream.destroy(); // a failed store stops the writer and the pages it would still ask for
    throw error;
  }
}

/** A small workbook in memory (templates: headers and one example row). */
export async function workbookBuffer(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = headers.map((header) => ({ header, width: Math.max(14, header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  // text cells: a phone number typed into the template stays text, not a number in scientific notation
  for (let column = 1; column <= headers.length; column += 1) sheet.getColumn(column).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
