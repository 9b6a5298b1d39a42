import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures.ts';
import { drain, exportStatus, requestExport, workerFor } from './transfer.test-helpers.ts';

/**
 * Export files hold customers' mobiles and emails: they are served with private, short caching, and only
 * through a signed, expiring link or to a session of the tenant that owns them. Public uploads (activity
 * pictures) keep their long, public caching.
 */
const ctx = useTestContext();

let fileUrl = '';
let key = '';
let agent = '';

beforeAll(async () => {
  agent = await ctx.loginAgent();
  const queued = await requestExport(ctx, 'agent', agent, 'symbol=customer&keyword=1');
  expect(queued.body.code, queued.body.msg).toBe(0);
  await drain(workerFor(ctx.db, ctx.storage));
  const done = await exportStatus(ctx, 'agent', agent, queued.body.data.log_id);
  expect(done.body.data.status).toBe(2);
  fileUrl = done.body.data.file_url;
  key = new URL(fileUrl, 'http://x').pathname.replace(/^\/storage\//, '');
});

const fetchFile = (url: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('an export file', () => {
  it('is answered by its signed link, privately and briefly cached', async () => {
    expect(fileUrl).toMatch(/^\/storage\/agent\/\d+\/jobs\/.+\.xlsx\?expires=\d+&signature=[0-9a-f]{64}$/);
    const served = await fetchFile(fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(served.headers['cache-control']).toBe('private, max-age=300');
  });

  it('is refused without the link’s signature to an anonymous caller', async () => {
    const anonymous = await fetchFile(`/storage/${key}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401 });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('is refused with a tampered or expired link', async () => {
    const url = new URL(fileUrl, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const tampered = `/storage/${key}?expires=${url.searchParams.get('expires')}&signature=${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`;
    expect((await fetchFile(tampered)).statusCode).toBe(403);
    // a later expiry with the old signature
    const extended = `/storage/${key}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${signature}`;
    expect((await fetchFile(extended)).statusCode).toBe(403);
    // another file's signature
    const otherKey = `/storage/${key.replace(/\.xlsx$/, '-2.xlsx')}?${url.searchParams}`;
    expect([403, 404]).toContain((await fetchFile(otherKey)).statusCode);
    const expired = ctx.storage.privateUrl(key, -1000);
    const answer = await fetchFile(expired);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().msg).toBe('this download link is invalid or has expired');
  });

  it('is served to a session of its owner, and is not found for another tenant’s session', async () => {
    const own = await fetchFile(`/storage/${key}`, agent);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=300');
    // the same account acting in its other team
    const elsewhere = await ctx.loginAgent();
    const switched = await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token: elsewhere,
      payload: { opid: ctx.ids.agent2Id },
    });
    expect(switched.body.code).toBe(0);
    expect((await fetchFile(`/storage/${key}`, elsewhere)).statusCode).toBe(404);
    await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token: elsewhere,
      payload: { opid: ctx.ids.agent1Id },
    });
    // another account of the same team: jobs are per account
    expect((await fetchFile(`/storage/${key}`, await ctx.loginAgent(DEMO.agentStaff))).statusCode).toBe(404);
    expect((await fetchFile(`/storage/${key}`, await ctx.loginAdmin())).statusCode).toBe(404);
    const customer = await fetchFile(`/storage/${key}`, await ctx.loginCustomer());
    expect(customer.statusCode).toBe(404);
  });
});

describe('a public upload', () => {
  it('keeps its long, public caching', async () => {
    const token = await ctx.loginCustomer();
    const grant = await ctx.call({ method: 'GET', url: '/api/customer/Upload/getToken?name=a.png', token });
    await ctx.app.inject({
      method: 'POST',
      url: '/storage',
      ...(await multipart(grant.body.data.fields, { name: 'a.png', type: 'image/png', content: PNG_1X1 })),
    });
    const served = await fetchFile(`/storage/${grant.body.data.key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
