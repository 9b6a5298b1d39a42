import type { FastifyInstance } from 'fastify';

/**
 * What every answer carries (computed once: helmet rebuilt them on every request — measurable in bench/).
 * A JSON answer is never a page, so it needs no more than OWASP's REST set: no sniffing it into something
 * runnable, never framed, not readable cross-origin without CORS.
 */
const API_CSP = "default-src 'none';frame-ancestors 'none'";
const ANSWER_HEADERS = Object.freeze({
  'content-security-policy': API_CSP,
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * What a document (the consoles' HTML, the API docs, a download or any other answer that is not JSON) carries
 * on top: helmet's set. The CSP lets antd inject its CSS-in-JS <style> elements and allows data:/blob:
 * images for previews.
 */
const DOCUMENT_HEADERS = Object.freeze({
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
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/**
 * HSTS means something only over HTTPS, and a browser ignores it over plain HTTP (RFC 6797 §8.1): it is
 * sent when the request came over TLS — directly, or through a proxy we trust (TRUST_PROXY) that says so
 * with x-forwarded-proto. Fastify's `request.protocol` reads exactly that.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets the security headers and echoes the request id: every answer gets the short set as the request
 * arrives, and an answer that turns out not to be JSON gets the document set as it is sent. (Most answers
 * are the API's JSON: eight headers fewer to store, check and write on each — issue 19's hot path.)
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(ANSWER_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && JSON_TYPE.test(type)) return done(null, payload);
    // a route that chose its own policy (a stored file's sandbox) keeps it
    const ownPolicy = reply.getHeader('content-security-policy');
    reply.headers(DOCUMENT_HEADERS);
    if (ownPolicy !== undefined && ownPolicy !== API_CSP) reply.header('content-security-policy', ownPolicy);
    done(null, payload);
  });
}
