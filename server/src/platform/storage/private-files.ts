import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Private files: what jobs store — uploaded import sheets (`…/imports/…`) and their results, exports and
 * failed-row sheets (`…/jobs/…`) — hold customers' mobiles and emails. They are never served with public
 * caching: only through a signed, expiring link (what the job's status and list answer) or to a session of
 * the account whose job made them, with `Cache-Control: private, max-age=300`. Uploads (activity pictures,
 * materials) stay public, cached for a year. Issued invoices (`…/invoices/…`: a customer's tax number) are
 * private too; they are read only through the invoice endpoints, which check whose they are.
 */
const PRIVATE_KEY = /^(?:platform|agent\/\d+|customer\/\d+\/\d+)\/(?:jobs|imports|invoices)\//;

export const isPrivateKey = (key: string) => PRIVATE_KEY.test(key);

/** How long a signed download link works. */
export const PRIVATE_LINK_TTL_MS = 60 * 60 * 1000;
/** How long a browser may keep a private file (it is the user's own; nothing shared caches it). */
export const PRIVATE_CACHE_CONTROL = 'private, max-age=300';

const signature = (key: string, expires: number, secret: string) =>
  createHmac('sha256', secret).update(`file-link\n${key}\n${expires}`).digest('hex');

/** The query that makes a link to `key` good until `now + ttlMs`. */
export function signLink(key: string, secret: string, ttlMs = PRIVATE_LINK_TTL_MS, now = Date.now()): string {
  const expires = Math.floor((now + ttlMs) / 1000);
  return `expires=${expires}&signature=${signature(key, expires, secret)}`;
}

/** Whether a link's `expires` and `signature` are ours, for this key, and not expired. */
export function linkIsValid(
  key: string,
  expires: string,
  given: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signature(key, Number(expires), secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return false;
  return Number(expires) * 1000 > now;
}
