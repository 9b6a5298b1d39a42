import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRows, type SheetRow } from './spreadsheet.ts';
import { workbookLastXlsx } from './stored-zip.test-helpers.ts';
import { xlsOf } from './transfer.test-helpers.ts';

function rowsOf(content: Buffer, format: 'xlsx' | 'xls'): Promise<SheetRow[]> {
  return readRows(Readable.from([content]), format);
}

describe('readRows', () => {
  it('reads the first sheet of an ExcelJS-written workbook every time (workbook.xml stored last, exceljs#3064)', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('First');
    first.addRow(['Name', 'Phone']);
    first.addRow([{ richText: [{ text: 'Wang ' }, { text: 'Wei' }] }, '13800000009']);
    first.addRow([]);
    first.addRow(['Li', 13800000010]);
    // a date cell is read as a date (the styles say so), not as Excel's day number
    first.addRow(['Zhao', new Date('2026-01-02T03:04:05Z')]);
    workbook.addWorksheet('Second').addRow(['not', 'read']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(await rowsOf(content, 'xlsx')).toEqual([
        { rowNumber: 1, cells: ['Name', 'Phone'] },
        { rowNumber: 2, cells: ['Wang Wei', '13800000009'] },
        { rowNumber: 4, cells: ['Li', '13800000010'] },
        { rowNumber: 5, cells: ['Zhao', '2026-01-02T03:04:05.000Z'] },
      ]);
    }
  });

  it('reads a workbook whose worksheet comes before xl/workbook.xml, after its shared strings', async () => {
    // the order that makes ExcelJS's streaming reader throw on a good file (exceljs/exceljs#3064)
    const content = workbookLastXlsx([
      ['Name', 'Phone'],
      ['Li', '13800000010'],
    ]);
    expect(await rowsOf(content, 'xlsx')).toEqual([
      { rowNumber: 1, cells: ['Name', 'Phone'] },
      { rowNumber: 2, cells: ['Li', '13800000010'] },
    ]);
  });

  it('reads .xls the same way, and refuses a broken .xlsx', async () => {
    expect(
      await rowsOf(
        xlsOf([
          ['Name', 'Phone'],
          ['Li', '13800000010'],
        ]),
        'xls',
      ),
    ).toEqual([
      { rowNumber: 1, cells: ['Name', 'Phone'] },
      { rowNumber: 2, cells: ['Li', '13800000010'] },
    ]);
    await expect(
      rowsOf(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), 'xlsx'),
    ).rejects.toThrow();
  });
});
