import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedZip, zipOf } from './stored-zip.test-helpers.ts';
import { openZip } from './xlsx-zip.ts';

/** A zip of one entry whose bytes are `data` under `method`. */
function oneEntry(name: string, data: Buffer, method: number): Buffer {
  return zipOf([{ name, data, method }]);
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
    expect(openZip(oneEntry('d.xml', deflateRawSync(Buffer.from('<deflated/>')), 8)).text('d.xml')).toBe(
      '<deflated/>',
    );
  });

  it('refuses a part that inflates beyond the limit (a zip bomb), bad deflate data and unknown methods', () => {
    const bomb = oneEntry('sheet.xml', deflateRawSync(Buffer.alloc(1_000_000, 32)), 8);
    expect(bomb.length).toBeLessThan(2_000);
    expect(() => openZip(bomb, 100_000).text('sheet.xml')).toThrow(/inflates beyond 100000 bytes/);
    expect(openZip(bomb, 2_000_000).text('sheet.xml')).toHaveLength(1_000_000);
    expect(() => openZip(oneEntry('x.xml', Buffer.from('not deflate at all'), 8)).text('x.xml')).toThrow(
      /not valid deflate data/,
    );
    expect(() => openZip(oneEntry('x.xml', Buffer.from('lzma?'), 14)).text('x.xml')).toThrow(
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
