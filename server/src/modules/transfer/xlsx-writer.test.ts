import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-reader.ts';
import { type SheetValue, xlsxStream, xmlText } from './xlsx-writer.ts';

async function bytesOf(headers: string[], pages: SheetValue[][][]): Promise<Buffer> {
  async function* source() {
    yield* pages;
  }
  const { stream } = xlsxStream(
    headers,
    headers.map(() => 14),
    source(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('xlsxStream', () => {
  it('writes a workbook that exceljs, SheetJS and our reader all read back cell for cell', async () => {
    const rows: SheetValue[][] = [
      ['Li & <Wang> "quoted" \'single\'', 13800000010, '  padded  '],
      ['中文 emoji 🎉', 0, ''],
      ['bell\u0007 and lone \uD800 surrogate', -12.5, 'line\nbreak\ttab'],
      ['not a number', Number.NaN, Number.POSITIVE_INFINITY],
    ];
    const content = await bytesOf(['Name', 'Phone', 'Note'], [rows.slice(0, 2), rows.slice(2)]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Phone', 'Note']);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet?.getColumn(2).width).toBe(14);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Li & <Wang> "quoted" \'single\'',
      13800000010,
      '  padded  ',
    ]);
    // an empty text cell is written, and exceljs reads it as no value
    expect(sheet?.getRow(3).values).toEqual([undefined, '中文 emoji 🎉', 0]);
    expect(sheet?.getRow(4).values).toEqual([
      undefined,
      'bell and lone  surrogate',
      -12.5,
      'line\nbreak\ttab',
    ]);
    expect(sheet?.getRow(5).values).toEqual([undefined, 'not a number', 'NaN', 'Infinity']);

    const book = XLSX.read(content, { type: 'buffer' });
    const sheetJs = XLSX.utils.sheet_to_json<unknown[]>(
      book.Sheets[book.SheetNames[0] ?? ''] as XLSX.WorkSheet,
      {
        header: 1,
        defval: '',
      },
    );
    expect(sheetJs[1]).toEqual(['Li & <Wang> "quoted" \'single\'', 13800000010, '  padded  ']);
    expect(sheetJs[3]).toEqual(['bell and lone  surrogate', -12.5, 'line\nbreak\ttab']);

    expect(readXlsxRows(content).map((row) => row.cells)).toEqual([
      ['Name', 'Phone', 'Note'],
      ['Li & <Wang> "quoted" \'single\'', '13800000010', 'padded'],
      ['中文 emoji 🎉', '0', ''],
      ['bell and lone  surrogate', '-12.5', 'line\nbreak\ttab'],
      ['not a number', 'NaN', 'Infinity'],
    ]);
  });

  it('asks for the next page only as the file is read (a slow store holds pages back, not memory)', async () => {
    let asked = 0;
    async function* pages() {
      for (let page = 0; page < 1000; page += 1) {
        asked += 1;
        // random text: deflate cannot shrink it away, so what is held back is what the buffers hold
        yield Array.from({ length: 100 }, (_, row): SheetValue[] => [randomBytes(20).toString('hex'), row]);
      }
    }
    const { stream, rows } = xlsxStream(['Text', 'Number'], [20, 10], pages());
    const reader = stream[Symbol.asyncIterator]();
    await reader.next();
    // wait for the writer to stop (a loaded machine deflates slowly), then see that it stays stopped
    for (let seen = -1; seen !== asked; ) {
      seen = asked;
      await sleep(200);
    }
    // nothing reads: the writer stops once the buffers between the pages and the zip's output are full
    // (a few MB of XML), far short of the 1,000 pages (10 MB)
    expect(asked).toBeLessThan(500);
    const before = asked;
    await sleep(300);
    expect(asked).toBe(before);
    let size = 0;
    for (let chunk = await reader.next(); !chunk.done; chunk = await reader.next())
      size += (chunk.value as Buffer).length;
    expect(asked).toBe(1000);
    expect(rows()).toBe(100_000);
    expect(size).toBeGreaterThan(100_000);
  });

  it('ends the stream with the error of its pages', async () => {
    async function* pages(): AsyncGenerator<SheetValue[][]> {
      yield [['one', 1]];
      throw new Error('the database went away');
    }
    const { stream } = xlsxStream(['A', 'B'], [12, 12], pages());
    await expect(async () => {
      for await (const _chunk of stream) {
        // drain
      }
    }).rejects.toThrow('the database went away');
  });

  it('escapes text for XML and drops what XML cannot hold', () => {
    expect(xmlText('a&b<c>d "e"')).toBe('a&amp;b&lt;c&gt;d "e"');
    expect(xmlText('\u0000\u0008ok\u000B\u001F\uFFFE')).toBe('ok');
    expect(xmlText('pair 🎉 kept, lone \uDC00 dropped')).toBe('pair 🎉 kept, lone  dropped');
  });
});

describe('xlsxStream, when the reader gives up', () => {
  it('ends its pages: destroying the stream runs their finally blocks', async () => {
    let ended = false;
    let asked = 0;
    async function* pages(): AsyncGenerator<SheetValue[][]> {
      try {
        for (;;) {
          asked += 1;
          await sleep(1); // a page is a database query
          yield [[randomBytes(20).toString('hex'), 1]];
        }
      } finally {
        ended = true;
      }
    }
    const { stream } = xlsxStream(['A', 'B'], [12, 12], pages());
    // read until the sheet's pages have begun (the zip writes the package's fixed parts first)
    const reader = stream[Symbol.asyncIterator]();
    while (asked < 3) await reader.next();
    stream.destroy();
    for (let wait = 0; wait < 50 && !ended; wait += 1) await sleep(20);
    expect(ended).toBe(true);
  });
});
