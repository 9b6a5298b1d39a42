import { randomBytes } from 'node:crypto';
import { SANDBOX_OPENID_PATTERN } from '@onsite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '#server/platform/http/cookies.ts';

/**
 * The sandbox WeChat "phone": the openid a browser scanned with before, remembered in a cookie, so that
 * the sandbox login and bind pages behave like one WeChat user per browser (as the real app would).
 */
const COOKIE = 'sandbox_wechat_openid';

/** The remembered openid of this browser, or a new one. */
export function sandboxOpenidOf(request: FastifyRequest): string {
  const remembered = readCookie(request, COOKIE);
  return remembered && SANDBOX_OPENID_PATTERN.test(remembered)
    ? remembered
    : `sandbox_${randomBytes(9).toString('base64url')}`;
}

/** Remembers the openid that just confirmed a scan, for the sandbox pages only. */
export function rememberSandboxOpenid(reply: FastifyReply, openid: string): void {
  reply.header(
    'set-cookie',
    `${COOKIE}=${openid}; Path=/api/sandbox/wechat; Max-Age=31536000; HttpOnly; SameSite=Lax`,
  );
}
