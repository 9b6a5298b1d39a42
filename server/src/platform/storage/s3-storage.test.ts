import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '#server/test/upload-fixtures.ts';
import { S3Storage } from './s3-storage.ts';
import type { UploadGrant } from './storage.ts';

/**
 * The S3 driver against a real S3-compatible server: `npm run test:s3` (scripts/with-s3.sh starts s3rver
 * and sets S3_TEST_*). Skipped when no server is given.
 */
const endpoint = process.env.S3_TEST_ENDPOINT;

const grant = (overrides: Partial<UploadGrant> = {}): UploadGrant => ({
  key: `agent/4/2025/01/02/${Date.now().toString(16).padStart(32, '0')}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}.png`,
  prefix: 'agent/4/',
  maxBytes: 1024,
  expiresAt: new Date(Date.now() + 60_000),
  user: { audience: 'agent', agent_id: 4, customer_id: 0, user_id: 9 },
  ...overrides,
});

async function postForm(url: string, fields: Record<string, string>, content: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'a.png');
  return fetch(url, { method: 'POST', body: form });
}

describe.skipIf(!endpoint)('S3 storage driver (S3-compatible server)', () => {
  const storage = new S3Storage({
    endpoint,
    bucket: process.env.S3_TEST_BUCKET ?? '',
    accessKey: process.env.S3_TEST_ACCESS_KEY ?? '',
    secretKey: process.env.S3_TEST_SECRET_KEY ?? '',
    region: 'us-east-1',
  });

  it('signs a POST policy that pins the bucket, the exact key, the size range and the expiry', async () => {
    const g = grant();
    const target = await storage.createUpload(g);
    expect(target.url).toBe(`${endpoint}/${process.env.S3_TEST_BUCKET}`);
    expect(target.fields.key).toBe(g.key);
    const policy = JSON.parse(Buffer.from(target.fields.Policy, 'base64').toString('utf8'));
    expect(target.token).toBe(target.fields.Policy);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: process.env.S3_TEST_BUCKET },
        { key: g.key },
        ['content-length-range', 1, 1024],
      ]),
    );
    // No starts-with condition: the key cannot be changed by the browser.
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    const expires = new Date(policy.expiration).getTime();
    expect(Math.abs(expires - g.expiresAt.getTime())).toBeLessThan(2000);
    expect(target.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uploads through the presigned POST, then stats, reads the first bytes and deletes the object', async () => {
    const g = grant();
    const target = await storage.createUpload(g);
    const response = await postForm(target.url, target.fields, PNG_1X1);
    expect(response.status).toBeLessThan(300);
    expect(await storage.stat(g.key)).toEqual({ size: PNG_1X1.length });
    const head = await storage.readHead(g.key, 8);
    expect(head.equals(PNG_1X1.subarray(0, 8))).toBe(true);
    await storage.delete(g.key);
    expect(await storage.stat(g.key)).toBeNull();
  });

  it('answers null for a key never stored and for a key we would never build', async () => {
    expect(await storage.stat(grant().key)).toBeNull();
    expect(await storage.stat('../escape.png')).toBeNull();
  });

  it('serves stored objects at the public base URL', async () => {
    const g = grant();
    const target = await storage.createUpload(g);
    await postForm(target.url, target.fields, PNG_1X1);
    const served = await fetch(`${storage.publicBaseUrl}${g.key}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    await storage.delete(g.key);
  });
});
