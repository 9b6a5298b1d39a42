import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText } from './spreadsheet.ts';
import { deflatedZip, storedZip } from './stored-zip.test-helpers.ts';
import { isDateFormat, readXlsxRows, type SheetRow } from './xlsx-reader.ts';

/** What exceljs's loader made of a file (the reader imports used before xlsx-reader.ts): the oracle. */
async function exceljsRows(content: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: SheetRow[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const cells = Array.from((row.values as unknown[]).slice(1), cellText);
    if (cells.some((cell) => cell !== '')) rows.push({ rowNumber: row.number, cells });
  });
  return rows;
}

/** A sheet with every kind of cell an import meets. */
function fillSheet(sheet: ExcelJS.Worksheet): void {
  sheet.addRow(['  Name ', 'Phone', 'Joined', 'Amount', 'Active']);
  sheet.addRow(['Li', 13800000010, new Date('2026-01-02T03:04:05Z'), 12.5, true]);
  sheet.addRow([{ richText: [{ text: ' Wang ' }, { text: 'Wei', font: { bold: true } }] }, '13800000009']);
  sheet.addRow([]);
  sheet.addRow([
    'Zhao',
    { formula: 'B2+1', result: 13800000011 },
    { formula: 'C2', result: new Date('2026-03-04T00:00:00Z') },
  ]);
  sheet.addRow([
    'Qian',
    { formula: 'A1&"x"', result: 'Namex' },
    { formula: 'NOW()' },
    { error: '#N/A' },
    false,
  ]);
  sheet.addRow([{ text: 'site', hyperlink: 'https://example.com' }, '', null, 0, -1.25e-7]);
  const timed = sheet.addRow(['Sun', 1, 45658.5, 0.75, '=not a formula']);
  timed.getCell(3).numFmt = 'yyyy-mm-dd hh:mm';
  timed.getCell(4).numFmt = '[h]:mm:ss';
  timed.getCell(2).numFmt = '"day "0';
  sheet.getCell('G9').value = '  far right  ';
  sheet.getCell('A10').value = 'merged';
  sheet.mergeCells('A10:C11');
  sheet.getCell('B12').value = '中文 与 emoji 🎉 & <xml>';
}

describe('readXlsxRows', () => {
  it('reads what exceljs read, from a workbook exceljs wrote with shared strings', async () => {
    const workbook = new ExcelJS.Workbook();
    fillSheet(workbook.addWorksheet('First'));
    workbook.addWorksheet('Second').addRow(['not', 'read']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = readXlsxRows(content);
    expect(rows).toEqual(await exceljsRows(content));
    // and what that is, spelled out for the cells whose reading is easy to get wrong
    const byNumber = new Map(rows.map((row) => [row.rowNumber, row.cells]));
    expect(byNumber.get(1)?.[0]).toBe('Name');
    expect(byNumber.get(2)).toEqual(['Li', '13800000010', '2026-01-02T03:04:05.000Z', '12.5', 'true']);
    expect(byNumber.get(3)).toEqual([' Wang Wei', '13800000009']);
    expect(byNumber.has(4)).toBe(false);
    expect(byNumber.get(5)).toEqual(['Zhao', '13800000011', '2026-03-04T00:00:00.000Z']);
    expect(byNumber.get(6)).toEqual(['Qian', 'Namex', '', '', 'false']);
    expect(byNumber.get(8)).toEqual([
      'Sun',
      '1',
      '2025-01-01T12:00:00.000Z',
      '1899-12-30T18:00:00.000Z',
      '=not a formula',
    ]);
    expect(byNumber.get(10)).toEqual(['merged', 'merged', 'merged']);
    expect(byNumber.get(11)).toEqual(['merged', 'merged', 'merged']);
    expect(byNumber.get(12)).toEqual(['', '中文 与 emoji 🎉 & <xml>']);
  });

  it("reads what exceljs read, from exceljs's streaming writer (inline strings, no shared strings)", async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const output = new PassThrough();
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Name', 'Phone', 'Joined']).commit();
    sheet.addRow([' Li ', 13800000010, new Date('2026-01-02T03:04:05Z')]).commit();
    sheet.addRow([{ richText: [{ text: 'a ' }, { text: 'b' }] }, '', 'x']).commit();
    sheet.commit();
    await workbook.commit();
    const content = Buffer.concat(chunks);
    expect(readXlsxRows(content)).toEqual(await exceljsRows(content));
    expect(readXlsxRows(content)).toEqual([
      { rowNumber: 1, cells: ['Name', 'Phone', 'Joined'] },
      { rowNumber: 2, cells: ['Li', '13800000010', '2026-01-02T03:04:05.000Z'] },
      { rowNumber: 3, cells: ['a b', '', 'x'] },
    ]);
  });

  it('reads what exceljs read, from a workbook SheetJS wrote (another writer: its own styles and dates)', async () => {
    const sheet = XLSX.utils.aoa_to_sheet(
      [
        ['Name', 'Phone', 'Joined', 'Score'],
        ['Li', '13800000010', new Date('2026-01-02T00:00:00Z'), 98.5],
        [' Wang ', 13800000009, null, true],
      ],
      { cellDates: true },
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'People');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['second']]), 'Other');
    const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const rows = readXlsxRows(content);
    expect(rows).toEqual(await exceljsRows(content));
    expect(rows[1]?.cells.slice(0, 2)).toEqual(['Li', '13800000010']);
    expect(rows[1]?.cells[2]).toMatch(/^2026-01-0[12]T/);
    expect(rows[2]?.cells).toEqual(['Wang', '13800000009', '', 'true']);
  });

  it('reads parts another writer names and prefixes its own way: x: elements, absolute targets, 1904 dates, deflated entries', () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const doc = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
    const parts: [string, string][] = [
      [
        '_rels/.rels',
        `<Relationships xmlns="${rels}"><Relationship Id="r1" Type="${doc}/officeDocument" Target="/book/main.xml"/></Relationships>`,
      ],
      [
        'book/_rels/main.xml.rels',
        `<Relationships xmlns="${rels}"><Relationship Id="s9" Type="${doc}/worksheet" Target="sheets/one.xml"/><Relationship Id="st" Type="${doc}/styles" Target="/book/look.xml"/><Relationship Id="ss" Type="${doc}/sharedStrings" Target="./text.xml"/></Relationships>`,
      ],
      [
        'book/main.xml',
        `<x:workbook xmlns:x="${main}" xmlns:rel="${doc}"><x:workbookPr date1904="1"/><x:sheets><x:sheet name="Only" sheetId="4" rel:id="s9"/></x:sheets></x:workbook>`,
      ],
      [
        'book/look.xml',
        `<x:styleSheet xmlns:x="${main}"><x:numFmts count="1"><x:numFmt numFmtId="170" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/></x:numFmts><x:cellStyleXfs><x:xf numFmtId="14"/></x:cellStyleXfs><x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="170"/><x:xf numFmtId="49"/></x:cellXfs></x:styleSheet>`,
      ],
      [
        'book/text.xml',
        `<x:sst xmlns:x="${main}"><x:si><x:t xml:space="preserve"> 名字 </x:t></x:si><x:si><x:r><x:t>ふり</x:t></x:r><x:rPh sb="0" eb="2"><x:t>フリ</x:t></x:rPh></x:si></x:sst>`,
      ],
      [
        'book/sheets/one.xml',
        `<x:worksheet xmlns:x="${main}"><x:sheetData>
          <x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>
          <x:row><x:c s="1"><x:v>0</x:v></x:c><x:c s="2"><x:v>0123</x:v></x:c><x:c t="inlineStr"><x:is><x:t><![CDATA[a<b]]></x:t></x:is></x:c><x:c t="d"><x:v>2026-05-06T07:08:09Z</x:v></x:c></x:row>
          <x:row r="7"><x:c r="C7" t="e"><x:v>#DIV/0!</x:v></x:c><x:c r="D7" s="1"/></x:row>
        </x:sheetData></x:worksheet>`,
      ],
    ];
    const content = storedZip(parts);
    const expected = [
      { rowNumber: 1, cells: ['名字', 'ふり'] },
      { rowNumber: 2, cells: ['1904-01-01T00:00:00.000Z', '123', 'a<b', '2026-05-06T07:08:09.000Z'] },
    ];
    expect(readXlsxRows(content)).toEqual(expected);
    // the same parts deflated (as every real writer stores them)
    expect(readXlsxRows(deflatedZip(parts))).toEqual(expected);
  });

  it('refuses what is not a readable workbook with an error, never a partial read', () => {
    const good = storedZip([
      ['_rels/.rels', '<Relationships/>'],
      ['xl/workbook.xml', '<workbook><sheets>'],
    ]);
    expect(() => readXlsxRows(good)).toThrow(/not a readable \.xlsx/);
    expect(() => readXlsxRows(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]))).toThrow(
      /not a readable \.xlsx/,
    );
    const cut = storedZip([['xl/workbook.xml', '<workbook/>']]);
    expect(() => readXlsxRows(cut.subarray(0, cut.length - 30))).toThrow(/not a readable \.xlsx/);
    const encrypted = storedZip([['xl/workbook.xml', '<workbook/>']]);
    encrypted.writeUInt16LE(0x0801, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(() => readXlsxRows(encrypted)).toThrow(/encrypted/);
    expect(readXlsxRows(storedZip([['xl/workbook.xml', '<workbook><sheets/></workbook>']]))).toEqual([]);
  });

  it('knows a date format as exceljs did: date parts outside quotes and [blocks]', () => {
    for (const code of ['yyyy-mm-dd', 'h:mm AM/PM', '[$-804]yyyy"年"m"月"', 'mmss.0', '[h]:mm:ss']) {
      expect(isDateFormat(code), code).toBe(true);
    }
    for (const code of ['0.00', '"day "0', '[Red]#,##0', '@', '#,##0 ;(#,##0)']) {
      expect(isDateFormat(code), code).toBe(false);
    }
  });
});
