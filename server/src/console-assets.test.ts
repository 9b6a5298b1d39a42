import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/build/precompress.ts';
import { loadConfig } from './config/config.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.ts';
import { appWithTestServices } from './test/harness.ts';

// The built consoles on the wire (issue 19): pre-compressed copies chosen by Accept-Encoding, hashed assets
// cached for a year as immutable, index.html revalidated on every visit.
let handle: DatabaseHandle;
let app: FastifyInstance;
let storageDir: string;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-web-'));
const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `entry-${i % 23}`))};\n`;
const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- console -->'.repeat(80)}<script type="module" src="/assets/index-Ab12_cD3.js"></script></body></html>`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets/index-Ab12_cD3.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  await precompress(webDist);
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  ({ app, storageDir } = await appWithTestServices(handle, loadConfig({ NODE_ENV: 'test' }), { webDist }));
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the consoles on the wire', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, else the file', async () => {
    const br = await get('/assets/index-Ab12_cD3.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get('/assets/index-Ab12_cD3.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12_cD3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable and revalidates index.html on every visit', async () => {
    for (const encoding of ['br', undefined]) {
      const asset = await get('/assets/index-Ab12_cD3.js', encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/new_admin/login', '/new_agent/team/member', '/my/activity']) {
      const page = await get(url, 'br');
      expect([url, page.statusCode, page.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(page.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    }
    const plainIndex = await get('/my/login');
    expect([plainIndex.headers['cache-control'], plainIndex.body]).toEqual(['no-cache', INDEX]);
  });
});
