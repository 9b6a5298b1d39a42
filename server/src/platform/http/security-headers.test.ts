import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

/** A bare app with only the security headers, behind a trusted proxy or not (TRUST_PROXY). */
async function appBehind(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  registerSecurityHeaders(app);
  app.get('/ping', async () => 'pong');
  app.get('/json', async () => ({ code: 0, msg: 'ok', data: null }));
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
  app.get('/sandboxed', async (_request, reply) =>
    reply
      .header('content-security-policy', "sandbox; default-src 'none'")
      .type('image/svg+xml')
      .send('<svg/>'),
  );
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('sends a JSON answer the short set: never sniffed, framed or read cross-origin', async () => {
    const app = await appBehind(false);
    const response = await app.inject({ method: 'GET', url: '/json' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
    // what only a document needs is not written on every API answer
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBeUndefined();
    await app.close();
  });

  it.each(['/page', '/ping'])('sends an answer that is not JSON (%s) the document set', async (url) => {
    const app = await appBehind(false);
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toBeTruthy();
    await app.close();
  });

  it('keeps the policy a route chose for its own answer', async () => {
    const app = await appBehind(false);
    const response = await app.inject({ method: 'GET', url: '/sandboxed' });
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    await app.close();
  });

  it('sends Strict-Transport-Security only on HTTPS requests, never over plain HTTP', async () => {
    const direct = await appBehind(false);
    const plain = await direct.inject({ method: 'GET', url: '/ping' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // without TRUST_PROXY a client's x-forwarded-proto is not believed
    const claimed = await direct.inject({
      method: 'GET',
      url: '/ping',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    await direct.close();

    const proxied = await appBehind(true);
    const overHttps = await proxied.inject({
      method: 'GET',
      url: '/ping',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await proxied.inject({
      method: 'GET',
      url: '/ping',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    await proxied.close();
  });
});
