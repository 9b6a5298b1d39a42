import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

/** A bare app with only the security headers, behind a trusted proxy or not (TRUST_PROXY). */
async function appBehind(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  registerSecurityHeaders(app);
  app.get('/ping', async () => 'pong');
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('sends the usual headers on every answer', async () => {
    const app = await appBehind(false);
    const response = await app.inject({ method: 'GET', url: '/ping' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toBeTruthy();
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
