import type { FastifyInstance } from 'fastify';

/**
 * Security headers, computed once (helmet rebuilt them on every request — measurable in bench/). The CSP
 * lets antd inject its CSS-in-JS <style> elements and allows data:/blob: images for previews.
 */
const SECURITY_HEADERS = Object.freeze({
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * HSTS means something only over HTTPS, and a browser ignores it over plain HTTP (RFC 6797 §8.1): it is
 * sent when the request came over TLS — directly, or through a proxy we trust (TRUST_PROXY) that says so
 * with x-forwarded-proto. Fastify's `request.protocol` reads exactly that.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Sets the security headers and echoes the request id, in one synchronous hook. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.header('x-request-id', request.id);
    done();
  });
}
