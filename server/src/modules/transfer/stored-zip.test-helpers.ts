import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of `zipOf`: its bytes as they go into the zip, under `method` (0 stored, 8 deflated, …). */
export interface RawEntry {
  name: string;
  data: Buffer;
  method: number;
  /** the entry's bytes once unpacked (for its CRC and size); `data` when not given */
  unpacked?: Buffer;
}

/** A zip of the entries in exactly the order given, their bytes and methods as given (nothing checked). */
export function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, unpacked = data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(unpacked);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(unpacked.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(unpacked.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A zip of stored (uncompressed) entries in exactly the order given: how a test makes an .xlsx whose parts
 * come in an order our writers never produce (e.g. the worksheet before xl/workbook.xml, with the shared
 * strings before both: the order that trips ExcelJS's streaming reader, exceljs#3064).
 */
export function storedZip(entries: [name: string, text: string][]): Buffer {
  return zipOf(entries.map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8'), method: 0 })));
}

/** The same entries deflated, as every real writer stores them. */
export function deflatedZip(entries: [name: string, text: string][]): Buffer {
  return zipOf(
    entries.map(([name, text]) => {
      const unpacked = Buffer.from(text, 'utf8');
      return { name, data: deflateRawSync(unpacked), method: 8, unpacked };
    }),
  );
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A one-sheet .xlsx of shared strings whose workbook.xml is its last part. */
export function workbookLastXlsx(rows: string[][]): Buffer {
  const strings = [...new Set(rows.flat())];
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((cell, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${strings.indexOf(cell)}</v></c>`)
          .join('')}</row>`,
    )
    .join('');
  return storedZip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings
        .map((text) => `<si><t>${text}</t></si>`)
        .join('')}</sst>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
  ]);
}
