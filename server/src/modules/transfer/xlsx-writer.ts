import { Readable } from 'node:stream';
import archiver from 'archiver';

/**
 * A one-sheet .xlsx written as a stream: the package's fixed parts, then the sheet's XML produced a page at a
 * time as the zip asks for it. The zip (archiver, the library exceljs itself writes with) pulls the sheet
 * from a Readable, so a slow store or a slow deflate pauses the pages instead of letting them pile up in
 * memory: exceljs's streaming writer pushed every committed row into the zip without waiting, and a
 * million-row export on a slow disk held hundreds of MB of pending output (decision 332). It also writes a
 * cell as plain XML, where exceljs built and de-duplicated a style for every cell (most of its time).
 *
 * What it writes: text as inline strings (`t="inlineStr"`, no shared-string table to hold in memory),
 * finite numbers as numbers, a bold header row, column widths. Text is XML-escaped and characters XML
 * cannot hold (C0 controls other than tab and line breaks, lone surrogates) are dropped.
 */
export type SheetValue = string | number;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const FIXED_PARTS: [name: string, xml: string][] = [
  [
    '[Content_Types].xml',
    `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${DECLARATION}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT}"><bookViews><workbookView/></bookViews><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${DECLARATION}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOCUMENT}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    // cell format 0: the default; 1: bold (the header row)
    `${DECLARATION}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  ],
];

/** The column's letters by index (0 → A, 26 → AA), kept in `letters` as they are first asked for. */
function columnName(letters: string[], index: number): string {
  let name = letters[index];
  if (name === undefined) {
    name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
      name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    letters[index] = name;
  }
  return name;
}

// XML 1.0 cannot hold C0 controls other than tab, LF and CR, nor lone surrogates, nor U+FFFE/U+FFFF.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(SPECIAL, (char) => ESCAPES[char] as string);
}

function cellXml(reference: string, value: SheetValue, style: string): string {
  if (typeof value === 'number' && Number.isFinite(value))
    return `<c r="${reference}"${style}><v>${value}</v></c>`;
  const text = xmlText(String(value));
  // leading or trailing spaces are kept only when the element says so
  const space =
    text.length > 0 && (text.trimStart() !== text || text.trimEnd() !== text) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}" t="inlineStr"${style}><is><t${space}>${text}</t></is></c>`;
}

function rowXml(number: number, values: SheetValue[], letters: string[], style = ''): string {
  let xml = `<row r="${number}">`;
  for (let index = 0; index < values.length; index += 1) {
    xml += cellXml(`${columnName(letters, index)}${number}`, values[index] as SheetValue, style);
  }
  return `${xml}</row>`;
}

async function* sheetXml(
  headers: string[],
  widths: number[],
  pages: AsyncIterable<SheetValue[][]>,
  counted: (rows: number) => void,
): AsyncGenerator<string> {
  const letters: string[] = [];
  const columns = widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  yield `${DECLARATION}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/>${columns ? `<cols>${columns}</cols>` : ''}<sheetData>${rowXml(1, headers, letters, ' s="1"')}`;
  let number = 1;
  for await (const page of pages) {
    let xml = '';
    for (const values of page) {
      number += 1;
      xml += rowXml(number, values, letters);
    }
    counted(page.length);
    yield xml;
  }
  yield '</sheetData></worksheet>';
}

/**
 * The workbook as a stream of bytes. `rows()` tells how many data rows were written once the stream has
 * ended. An error of `pages` ends the stream with that error.
 */
export function xlsxStream(
  headers: string[],
  widths: number[],
  pages: AsyncIterable<SheetValue[][]>,
): { stream: Readable; rows: () => number } {
  let rows = 0;
  const zip = archiver('zip', { zlib: { level: 6 }, highWaterMark: 256 * 1024 });
  const sheet = Readable.from(sheetXml(headers, widths, pages, (count) => (rows += count)));
  sheet.on('error', (error) => zip.destroy(error));
  // a store that gave up (the zip destroyed) ends the pages too: their generator's finally blocks run
  zip.once('close', () => sheet.destroy());
  zip.on('warning', (error) => zip.destroy(error));
  const date = new Date('2000-01-01T00:00:00Z'); // fixed: the same rows make the same file
  for (const [name, xml] of FIXED_PARTS) zip.append(xml, { name, date });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml', date });
  void zip.finalize().catch((error: Error) => zip.destroy(error));
  return { stream: zip, rows: () => rows };
}
