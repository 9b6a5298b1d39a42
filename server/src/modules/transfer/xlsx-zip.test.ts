import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedZip } from './stored-zip.test-helpers.ts';
import { openZip } from './xlsx-zip.ts';

/** storedZip with the one entry's data replaced by `data` stored with `method` (sizes rewritten). */
function zipOf(name: string, data: Buffer, method: number): Buffer {
  const zip = storedZip([[name, '']]);
  const local = zip.subarray(0, 30 + name.length);
  const directory = Buffer.from(zip.subarray(30 + name.length));
  local.writeUInt16LE(method, 8);
  directory.writeUInt16LE(method, 10);
  directory.writeUInt32LE(data.length, 20);
  const end = directory.length - 22;
  directory.writeUInt32LE(30 + name.length + data.length, end + 16);
  return Buffer.concat([local, data, directory]);
}

describe('openZip', () => {
  it('reads stored and deflated parts by name, whatever their order', () => {
    const zip = storedZip([
      ['b.xml', '<b/>'],
      ['a.xml', '<a>中文</a>'],
    ]);
    const entries = openZip(zip);
    expect(entries.names()).toEqual(['b.xml', 'a.xml']);
    expect(entries.text('a.xml')).toBe('<a>中文</a>');
    expect(entries.text('missing.xml')).toBeUndefined();
    expect(openZip(zipOf('d.xml', deflateRawSync(Buffer.from('<deflated/>')), 8)).text('d.xml')).toBe(
      '<deflated/>',
    );
  });

  it('refuses a part that inflates beyond the limit (a zip bomb), bad deflate data and unknown methods', () => {
    const bomb = zipOf('sheet.xml', deflateRawSync(Buffer.alloc(1_000_000, 32)), 8);
    expect(bomb.length).toBeLessThan(2_000);
    expect(() => openZip(bomb, 100_000).text('sheet.xml')).toThrow(/inflates beyond 100000 bytes/);
    expect(openZip(bomb, 2_000_000).text('sheet.xml')).toHaveLength(1_000_000);
    expect(() => openZip(zipOf('x.xml', Buffer.from('not deflate at all'), 8)).text('x.xml')).toThrow(
      /not valid deflate data/,
    );
    expect(() => openZip(zipOf('x.xml', Buffer.from('lzma?'), 14)).text('x.xml')).toThrow(
      /compression method 14/,
    );
    expect(() => openZip(storedZip([['big.xml', 'x'.repeat(50)]]), 10).text('big.xml')).toThrow(
      /larger than 10/,
    );
  });

  it('refuses what has no central directory', () => {
    expect(() => openZip(Buffer.from('PK\x03\x04 and nothing else'))).toThrow(/no end of central directory/);
  });
});
