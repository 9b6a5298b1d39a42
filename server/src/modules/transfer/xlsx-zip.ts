import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a zip held in memory, read from its central directory (so the order the writer stored them
 * in does not matter, unlike a streaming reader: exceljs#3064). Only what an .xlsx uses: stored or deflated
 * entries, no encryption, no zip64 (an import file is at most a few MB).
 */
export interface ZipEntries {
  names(): string[];
  /** the entry's bytes decoded as UTF-8, or undefined when the zip has no such entry */
  text(name: string): string | undefined;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  method: number;
  flags: number;
  compressedSize: number;
  localHeader: number;
}

function broken(why: string): Error {
  return new Error(`not a readable .xlsx (zip): ${why}`);
}

function endOfDirectory(zip: Buffer): number {
  // the record is 22 bytes plus a comment of at most 65,535
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw broken('no end of central directory');
}

/**
 * How large one part may inflate to. An import is at most 10 MB zipped; XML compresses well, but a part that
 * inflates beyond this is a zip bomb, not a spreadsheet (and a string this long is near V8's limit).
 */
export const MAX_PART_BYTES = 128 * 1024 * 1024;

export function openZip(zip: Buffer, maxPartBytes = MAX_PART_BYTES): ZipEntries {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Entry>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw broken('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeader: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return {
    names: () => [...entries.keys()],
    text(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      return entryBytes(zip, name, entry, maxPartBytes).toString('utf8');
    },
  };
}

function entryBytes(zip: Buffer, name: string, entry: Entry, maxBytes: number): Buffer {
  if (entry.flags & 1) throw broken(`${name} is encrypted`);
  const header = entry.localHeader;
  if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL_HEADER)
    throw broken(`bad header of ${name}`);
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw broken(`${name} is cut short`);
  const data = zip.subarray(start, end);
  if (entry.method === STORED) {
    if (data.length > maxBytes) throw broken(`${name} is larger than ${maxBytes} bytes`);
    return data;
  }
  if (entry.method === DEFLATED) {
    try {
      return inflateRawSync(data, { maxOutputLength: maxBytes });
    } catch (error) {
      const why =
        (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
          ? `inflates beyond ${maxBytes} bytes`
          : 'is not valid deflate data';
      throw broken(`${name} ${why}`);
    }
  }
  throw broken(`${name} uses compression method ${entry.method}`);
}
