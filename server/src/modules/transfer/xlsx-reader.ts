import { openZip, type ZipEntries } from './xlsx-zip.ts';
import { type Attributes, localName, scanXml, XmlError, type XmlHandlers } from './xml-scan.ts';

export interface SheetRow {
  /** the row's number in the sheet (1 = the header row) */
  rowNumber: number;
  cells: string[];
}

/**
 * The first sheet of an .xlsx as text cells, rows with no text left out. It reads only what an import needs
 * (shared strings, the cell formats that make a number a date, the first sheet's cells and merges) with a
 * small XML scanner (xml-scan.ts), and builds no workbook model: exceljs's loader built one (styles,
 * fonts, every cell object) and was about half of an import job's CPU time and most of its garbage
 * (bench/TRANSFER-RESULTS.md). What a cell becomes matches that loader, which the equivalence test in
 * xlsx-reader.test.ts holds: strings trimmed (rich text joined as is), numbers as JS writes them, numbers
 * in a date format as ISO dates (1900 or 1904 system), booleans true/false, errors and formulas without a
 * result empty, a merged range's cells all the first cell's text.
 */
export function readXlsxRows(content: Buffer): SheetRow[] {
  const zip = openZip(content);
  const workbookPath = relationTargets(zip, '', '_rels/.rels').officeDocument ?? 'xl/workbook.xml';
  const workbook = readWorkbook(need(zip, workbookPath));
  const base = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1);
  const parts = relationTargets(zip, base, `${base}_rels/${workbookPath.slice(base.length)}.rels`);
  const sheetPath = workbook.firstSheetRelation ? parts.byId[workbook.firstSheetRelation] : undefined;
  if (!sheetPath) return [];
  const stylesXml = zip.text(parts.styles ?? `${base}styles.xml`);
  const stringsXml = zip.text(parts.sharedStrings ?? `${base}sharedStrings.xml`);
  return readSheet(need(zip, sheetPath), {
    dateStyles: stylesXml ? readDateStyles(stylesXml) : [],
    strings: stringsXml ? readSharedStrings(stringsXml) : [],
    date1904: workbook.date1904,
  });
}

function need(zip: ZipEntries, name: string): string {
  const text = zip.text(name);
  if (text === undefined) throw new Error(`not a readable .xlsx: ${name} is missing`);
  return text;
}

// ---------------------------------------------------------------------------------------------------------
// XML (xml-scan.ts): elements by local name, text only where a handler asks for it

function parseXml(xml: string, handlers: XmlHandlers): void {
  try {
    scanXml(xml, handlers);
  } catch (error) {
    if (error instanceof XmlError) throw new Error(`not a readable .xlsx: ${error.message}`);
    throw error;
  }
}

/** The attribute whose local name is `name` (r:id, or another prefix bound to the same namespace). */
function prefixedAttribute(attributes: Attributes, name: string): string | undefined {
  for (const key in attributes) if (key.includes(':') && localName(key) === name) return attributes[key];
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Package parts

interface Relations {
  byId: Record<string, string>;
  officeDocument?: string;
  styles?: string;
  sharedStrings?: string;
}

/** A part's relationships, targets resolved to zip entry names (relative to `base`, or absolute with /). */
function relationTargets(zip: ZipEntries, base: string, relsPath: string): Relations {
  const relations: Relations = { byId: {} };
  const xml = zip.text(relsPath);
  if (!xml) return relations;
  parseXml(xml, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      const target = resolvePath(base, attributes.Target ?? '');
      if (attributes.Id) relations.byId[attributes.Id] = target;
      const type = (attributes.Type ?? '').slice((attributes.Type ?? '').lastIndexOf('/') + 1);
      if (type === 'officeDocument' || type === 'styles' || type === 'sharedStrings')
        relations[type] ??= target;
    },
  });
  return relations;
}

function resolvePath(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function readWorkbook(xml: string): { firstSheetRelation?: string; date1904: boolean } {
  let firstSheetRelation: string | undefined;
  let date1904 = false;
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'sheet') firstSheetRelation ??= prefixedAttribute(attributes, 'id');
      else if (name === 'workbookPr')
        date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
    },
  });
  return { firstSheetRelation, date1904 };
}

// ---------------------------------------------------------------------------------------------------------
// Styles: which cell formats (cellXfs, by index) show a number as a date or time

/** The built-in number formats that are dates or times, as exceljs knows them (defaultnumformats.js). */
const BUILT_IN_FORMATS: Record<number, string> = {
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy "h":mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
};

/** A format code that shows a date or a time: a date part outside quoted text and [colour/locale] blocks. */
export function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

function readDateStyles(xml: string): boolean[] {
  const custom = new Map<number, string>();
  const dateStyles: boolean[] = [];
  let inCellFormats = false;
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        const id = Number(attributes.numFmtId ?? 0);
        const code = id ? (custom.get(id) ?? BUILT_IN_FORMATS[id]) : undefined;
        dateStyles.push(code !== undefined && isDateFormat(code));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return dateStyles;
}

// ---------------------------------------------------------------------------------------------------------
// Text: shared strings and inline strings. A run (<r>) makes it rich text, which is not trimmed; phonetic
// runs (<rPh>, furigana) are not part of the text.

interface RichText {
  text: string;
  rich: boolean;
}

/** Collects the text of one <si> or <is>: the <t> elements outside <rPh>. */
class TextCollector {
  private parts: string[] = [];
  private inText = false;
  private inPhonetic = false;
  private rich = false;

  open(name: string): void {
    if (name === 't' && !this.inPhonetic) this.inText = true;
    else if (name === 'rPh') this.inPhonetic = true;
    else if (name === 'r') this.rich = true;
  }

  close(name: string): void {
    if (name === 't') this.inText = false;
    else if (name === 'rPh') this.inPhonetic = false;
  }

  text(text: string): void {
    if (this.inText) this.parts.push(text);
  }

  take(): RichText {
    const taken = { text: this.parts.join(''), rich: this.rich };
    this.parts = [];
    this.rich = false;
    return taken;
  }
}

function readSharedStrings(xml: string): RichText[] {
  const strings: RichText[] = [];
  const collector = new TextCollector();
  parseXml(xml, {
    open: (name) => collector.open(name),
    close(name) {
      if (name === 'si') strings.push(collector.take());
      else collector.close(name);
    },
    text: (text) => collector.text(text),
  });
  return strings;
}

// ---------------------------------------------------------------------------------------------------------
// The sheet

interface SheetContext {
  dateStyles: boolean[];
  strings: RichText[];
  date1904: boolean;
}

interface SheetCell {
  type: string;
  style: number;
  value?: string;
  formula: boolean;
  inline?: RichText;
}

function columnOf(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

function rowOf(reference: string): number {
  const digits = reference.search(/\d/);
  return digits === -1 ? 0 : Number.parseInt(reference.slice(digits), 10);
}

/** exceljs's excelToDate: a serial day number (1900 or 1904 system) as a UTC instant. */
function excelDate(serial: number, date1904: boolean): string {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)).toISOString();
}

function numberText(cell: SheetCell, context: SheetContext): string {
  const parsed = Number.parseFloat(cell.value ?? '');
  // style 0 is never a date: exceljs's loader skipped it (a sheet whose default format is a date is not
  // one anyone means to import)
  return cell.style && context.dateStyles[cell.style] ? excelDate(parsed, context.date1904) : String(parsed);
}

/** The text of one cell, or undefined for a cell with no value (only a style). */
function cellValue(cell: SheetCell, context: SheetContext): string | undefined {
  const { type, value } = cell;
  if (cell.formula) {
    // a formula's cached result, if the writer stored one
    if (!value) return '';
    if (type === 'str') return value.trim();
    if (type === 'b') return String(Number.parseInt(value, 10) !== 0);
    if (type === 'e') return '';
    return numberText(cell, context);
  }
  if (cell.inline) return cell.inline.rich ? cell.inline.text : cell.inline.text.trim();
  if (value === undefined || value === '') return undefined;
  switch (type) {
    case 's': {
      const shared = context.strings[Number.parseInt(value, 10)];
      if (!shared) return '';
      return shared.rich ? shared.text : shared.text.trim();
    }
    case 'str':
      return value.trim();
    case 'b':
      return String(Number.parseInt(value, 10) !== 0);
    case 'e':
      return '';
    case 'd':
      return new Date(value).toISOString();
    default:
      return numberText(cell, context);
  }
}

function readSheet(xml: string, context: SheetContext): SheetRow[] {
  const rows = new Map<number, string[]>();
  const merges: string[] = [];
  const inline = new TextCollector();
  let rowNumber = 0;
  let column = 0;
  let maxColumn = 0;
  let cell: { type: string; style: number; value?: string; formula: boolean; inline?: RichText } | null =
    null;
  let inValue = false;
  let inInline = false;
  let valueParts: string[] = [];

  parseXml(xml, {
    open(name, attributes) {
      switch (name) {
        case 'row':
          rowNumber = attributes.r ? Number.parseInt(attributes.r, 10) : rowNumber + 1;
          column = 0;
          return;
        case 'c':
          column = attributes.r ? columnOf(attributes.r) : column + 1;
          cell = { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), formula: false };
          return;
        case 'f':
          if (cell) cell.formula = true;
          return;
        case 'v':
          inValue = true;
          valueParts = [];
          return;
        case 'is':
          inInline = true;
          return;
        case 'mergeCell':
          if (attributes.ref) merges.push(attributes.ref);
          return;
        default:
          if (inInline) inline.open(name);
      }
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false;
          if (cell) cell.value = valueParts.join('');
          return;
        case 'is':
          inInline = false;
          if (cell) cell.inline = inline.take();
          return;
        case 'c': {
          const text = cell ? cellValue(cell, context) : undefined;
          cell = null;
          if (text === undefined) return;
          rowValues(rows, rowNumber)[column - 1] = text;
          if (column > maxColumn) maxColumn = column;
          return;
        }
        default:
          if (inInline) inline.close(name);
      }
    },
    text(text) {
      if (inValue) valueParts.push(text);
      else if (inInline) inline.text(text);
    },
  });

  fillMerges(rows, merges, maxColumn);
  const numbers = [...rows.keys()].sort((a, b) => a - b);
  const read: SheetRow[] = [];
  for (const number of numbers) {
    const values = rows.get(number) ?? [];
    const cells = Array.from(values, (value) => value ?? '');
    if (cells.some((text) => text !== '')) read.push({ rowNumber: number, cells });
  }
  return read;
}

function rowValues(rows: Map<number, string[]>, number: number): string[] {
  let values = rows.get(number);
  if (!values) {
    values = [];
    rows.set(number, values);
  }
  return values;
}

/**
 * Every cell of a merged range reads as its first cell (as exceljs's loader did). Ranges are clipped to the
 * rows and columns that hold values, so a range over the whole sheet costs no more than the sheet's data.
 */
function fillMerges(rows: Map<number, string[]>, merges: string[], maxColumn: number): void {
  if (merges.length === 0 || rows.size === 0) return;
  const lastRow = Math.max(...rows.keys());
  for (const merge of merges) {
    const [from, to = from] = merge.split(':');
    const top = rowOf(from);
    const left = columnOf(from);
    const bottom = Math.min(rowOf(to), lastRow);
    const right = Math.min(columnOf(to), maxColumn);
    const master = rows.get(top)?.[left - 1] ?? '';
    for (let row = top; row <= bottom; row += 1) {
      for (let column = left; column <= right; column += 1) {
        if (row === top && column === left) continue;
        rowValues(rows, row)[column - 1] = master;
      }
    }
  }
}
