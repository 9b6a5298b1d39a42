import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('pre-compressed build output', () => {
  it('writes brotli and gzip copies of text files that shrink, and none of small or binary files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word-${i % 37}`))};\n`;
    fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<div>console</div>'.repeat(100)}`);
    fs.writeFileSync(path.join(dir, 'assets/tiny-1.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'assets/logo-2.png'), Buffer.alloc(4096, 7));

    const done = (await precompress(dir)).sort();
    expect(done).toEqual(['assets/index-abc123.js', 'index.html']);
    const br = fs.readFileSync(path.join(dir, 'assets/index-abc123.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/index-abc123.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets/tiny-1.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/logo-2.png.br'))).toBe(false);
  });
});
