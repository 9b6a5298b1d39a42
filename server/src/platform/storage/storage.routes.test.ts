import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures.ts';
import { KeyExistsError, LocalDiskStorage } from './local-storage.ts';
import type { UploadGrant } from './storage.ts';
import { recordUploadGrant } from './upload-grants.ts';

/** The local driver's store: POST /storage with a signed token, GET /storage/<key> back. */
const ctx = useTestContext();

let serial = 0;
const grant = (overrides: Partial<UploadGrant> = {}): UploadGrant => {
  serial += 1;
  return {
    key: `customer/1/2/2025/01/02/${'0'.repeat(31)}${serial}12345.png`,
    prefix: 'customer/1/2/',
    maxBytes: 1024,
    expiresAt: new Date(Date.now() + 60_000),
    user: { audience: 'customer', agent_id: 1, customer_id: 2, user_id: 2 },
    ...overrides,
  };
};

/** An issued upload: its grant recorded (as getToken does), then its form fields signed. */
const issue = async (overrides: Partial<UploadGrant> = {}, store: LocalDiskStorage = ctx.storage) => {
  const g = grant(overrides);
  await recordUploadGrant(ctx.db, { kind: 'customer', agentId: 1, customerId: 2 }, g, 'local');
  return store.createUpload(g);
};

const post = async (fields: Record<string, string>, content?: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/storage',
    ...(await multipart(fields, content ? { name: 'a.png', type: 'image/png', content } : undefined)),
  });

const stored = (key: string) => fs.existsSync(path.join(ctx.storage.dir, key));
const leftovers = () =>
  fs.readdirSync(ctx.storage.dir, { recursive: true }).filter((name) => String(name).endsWith('.part'));

describe('local storage upload endpoint', () => {
  it('stores a file under the token key and serves it back with its content type', async () => {
    const target = await issue();
    const response = await post(target.fields, PNG_1X1);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ key: target.fields.key, size: PNG_1X1.length });

    const served = await ctx.app.inject({ method: 'GET', url: `/storage/${target.fields.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('answers 401 without a token, and stores nothing', async () => {
    const { fields } = await issue();
    const response = await post({ key: fields.key }, PNG_1X1);
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('upload token is missing');
    expect(stored(fields.key)).toBe(false);
  });

  it('answers 401 for an expired token', async () => {
    const { fields } = await issue({ expiresAt: new Date(Date.now() - 1000) });
    const response = await post(fields, PNG_1X1);
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('upload token has expired');
    expect(stored(fields.key)).toBe(false);
  });

  it('answers 401 for a token signed with another secret (forged)', async () => {
    const other = new LocalDiskStorage({
      dir: ctx.storage.dir,
      secret: 'another-secret-another-secret-another',
      uploadUrl: '/storage',
      publicBaseUrl: '/storage/',
    });
    const { fields } = await issue({}, other);
    const response = await post(fields, PNG_1X1);
    expect(response.statusCode).toBe(401);
    expect(stored(fields.key)).toBe(false);
  });

  it('answers 401 for a token of another key or prefix (foreign)', async () => {
    const mine = await issue();
    const theirs = grant({ prefix: 'customer/1/3/' });
    theirs.key = theirs.key.replace('customer/1/2/', 'customer/1/3/');
    const response = await post({ key: theirs.key, token: mine.fields.token }, PNG_1X1);
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('upload token is not for this key');
    expect(stored(theirs.key)).toBe(false);
  });

  it('answers 413 over the size in the token, keeping nothing of the file', async () => {
    const { fields } = await issue({ maxBytes: 1024 });
    const response = await post(fields, Buffer.alloc(2 * 1024 * 1024, 7));
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe('file size must not exceed 0M');
    expect(stored(fields.key)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('accepts a file of exactly the size in the token', async () => {
    const { fields } = await issue({ maxBytes: 1024 });
    const response = await post(fields, Buffer.alloc(1024, 1));
    expect(response.statusCode).toBe(200);
    expect((await ctx.storage.stat(fields.key))?.size).toBe(1024);
  });

  it('refuses a token whose grant was never recorded (signed, but not issued by getToken)', async () => {
    const { fields } = await ctx.storage.createUpload(grant());
    const response = await post(fields, PNG_1X1);
    expect([response.statusCode, response.json().msg]).toEqual([401, 'upload token has already been used']);
    expect(stored(fields.key)).toBe(false);
  });

  it('spends the token on a refused write too: the retry needs a new token', async () => {
    const { fields } = await issue({ maxBytes: 1024 });
    expect((await post(fields, Buffer.alloc(4096, 7))).statusCode).toBe(413);
    expect((await post(fields, PNG_1X1)).statusCode).toBe(401);
    expect(stored(fields.key)).toBe(false);
    const grantRow = await ctx.db
      .selectFrom('upload_grants')
      .select(['size', 'written_at'])
      .where('storage_key', '=', fields.key)
      .executeTakeFirstOrThrow();
    // nothing stored, so it holds nothing of the quota
    expect(grantRow.size).toBe(0);
    expect(grantRow.written_at).not.toBeNull();
  });

  it('records the size a write stored', async () => {
    const { fields } = await issue();
    expect((await post(fields, PNG_1X1)).statusCode).toBe(200);
    const grantRow = await ctx.db
      .selectFrom('upload_grants')
      .select('size')
      .where('storage_key', '=', fields.key)
      .executeTakeFirstOrThrow();
    expect(grantRow.size).toBe(PNG_1X1.length);
  });

  it('refuses a request without a file, and a body that is not multipart', async () => {
    const { fields } = await issue();
    expect((await post(fields)).statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: '/storage', payload: { key: fields.key } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('serves nothing outside the storage folder', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/storage/../../package.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('local storage driver', () => {
  it('stops a write as soon as the stream passes the limit', async () => {
    const { Readable } = await import('node:stream');
    let produced = 0;
    // An endless source: the write must end it, not read it to the end.
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const key = grant().key;
    await expect(ctx.storage.write(key, endless, 256 * 1024)).rejects.toThrow('larger than');
    expect(produced).toBeLessThan(2 * 1024 * 1024);
    expect(stored(key)).toBe(false);
  });

  it('leaves no partial file behind when the limit is passed before the file is open', async () => {
    const { Readable } = await import('node:stream');
    // Forty writes at once, each past its limit within a tick: with the file system's threads busy, a lazily
    // opened file would open after its failed write had cleaned up (CI of stop 32 found one such `.part`).
    const keys = Array.from({ length: 40 }, () => grant().key);
    const burst = () =>
      new Readable({
        read() {
          this.push(Buffer.alloc(64 * 1024));
        },
      });
    const results = await Promise.allSettled(keys.map((key) => ctx.storage.write(key, burst(), 1024)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    // A lazily opened write stream would create its file after the failed write had cleaned up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leftovers()).toEqual([]);
    expect(keys.filter(stored)).toEqual([]);
  });

  it("never writes over a stored file; only the server's own put replaces one", async () => {
    const { Readable } = await import('node:stream');
    const key = grant().key;
    await ctx.storage.write(key, Readable.from([PNG_1X1]), 1024);
    await expect(ctx.storage.write(key, Readable.from([Buffer.from('other')]), 1024)).rejects.toBeInstanceOf(
      KeyExistsError,
    );
    expect(fs.readFileSync(path.join(ctx.storage.dir, key)).equals(PNG_1X1)).toBe(true);
    expect(leftovers()).toEqual([]);
    await ctx.storage.put(key, Buffer.from('replaced'), 'image/png');
    expect(fs.readFileSync(path.join(ctx.storage.dir, key), 'utf8')).toBe('replaced');
  });

  it('refuses keys that could leave its folder', () => {
    for (const key of ['../x.png', 'a/../../x.png', '/etc/passwd', 'a//b.png', 'A/B.PNG']) {
      expect(ctx.storage.pathOf(key), key).toBeNull();
    }
  });
});
