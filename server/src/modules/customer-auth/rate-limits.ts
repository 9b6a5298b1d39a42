import { CODE_COUNTDOWN_SECONDS } from '@onsite/contracts';
import { tooManyRequests } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Rate limits (DESIGN.md: captcha and code sending are limited). */
export const LIMITS = {
  captchaPerIp: { limit: 30, windowMs: 10 * MINUTE },
  // one code per target per countdown, and a daily ceiling per target; an IP may serve a whole office
  codeInterval: { limit: 1, windowMs: CODE_COUNTDOWN_SECONDS * 1000 },
  codePerTargetDay: { limit: 10, windowMs: 24 * HOUR },
  codePerIp: { limit: 20, windowMs: HOUR },
} as const;

/** Counts one hit of `key` against `rule`; too many answers 429 with the wait in seconds and minutes. */
export async function limit(
  limiter: RateLimiter,
  key: string,
  rule: { limit: number; windowMs: number },
  message: MessageKey,
) {
  const result = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw tooManyRequests(message, { seconds, minutes: Math.ceil(seconds / 60) }, seconds);
  }
}

/**
 * The two limits of every code send to one target: the resend interval (the countdown) and the daily ceiling;
 * each flow names its own keys (customer codes by phone or email, staff /forget by account, agent self-service
 * by account and value).
 */
export async function limitCodeTarget(limiter: RateLimiter, keys: { interval: string; day: string }) {
  await limit(
    limiter,
    keys.interval,
    LIMITS.codeInterval,
    'a code was just sent, please wait {seconds} seconds',
  );
  await limit(
    limiter,
    keys.day,
    LIMITS.codePerTargetDay,
    'too many codes requested, please try again in {minutes} minutes',
  );
}
