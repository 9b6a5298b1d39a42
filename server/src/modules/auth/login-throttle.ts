import { tooManyRequests } from '#server/platform/http/errors.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';

const WINDOW_MS = 15 * 60 * 1000;
// One IP may try several accounts (an office behind NAT), so it gets a wider allowance than one account.
const IP_FACTOR = 3;

/**
 * Login attempts are limited per IP and per account within a 15-minute window; a success clears the
 * account's counter. Over the limit → 429 with how long to wait.
 */
export async function throttleLogin(limiter: RateLimiter, limit: number, ip: string, account: string) {
  const byIp = await limiter.hit(`login:ip:${ip}`, limit * IP_FACTOR, WINDOW_MS);
  const byAccount = await limiter.hit(`login:account:${account.toLowerCase()}`, limit, WINDOW_MS);
  const blocked = [byIp, byAccount].filter((result) => !result.allowed);
  if (blocked.length > 0) {
    const minutes = Math.ceil(Math.max(...blocked.map((result) => result.retryAfterMs)) / 60_000);
    throw tooManyRequests('too many login attempts, please try again in {minutes} minutes', { minutes });
  }
}

export function clearLoginThrottle(limiter: RateLimiter, account: string) {
  return limiter.reset(`login:account:${account.toLowerCase()}`);
}
