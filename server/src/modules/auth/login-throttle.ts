import { ErrorCode } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { checkCaptcha } from '#server/modules/customer-auth/index.ts';
import { AppError, tooManyRequests } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';

/**
 * Password guesses are throttled so that strangers cannot lock the owner out (docs/decisions.md, "Login
 * throttling"):
 * - per account and source (the IP, or the device when it signed in to this account before): the first
 *   failures are free, then each failure makes that pair wait 1 s, 2 s, 4 s … (at most 15 minutes) before
 *   its next try is even checked — 429 with Retry-After;
 * - per account across every source (`limit` failures in 15 minutes) and per IP across accounts (three
 *   times that): the ceiling is reached, and from then until its window ends a login needs the graphic
 *   captcha (code `captchaRequired`, 429 with Retry-After) — except from a device that signed in to this
 *   account before, so the owner's correct password keeps working on it.
 * Failures are what count: a successful login costs nothing and clears its pair's delays.
 */
export const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A pair's failures are remembered this long, so its delays keep growing past the cap's reach. */
const PAIR_WINDOW_MS = 60 * 60_000;
const CEILING_WINDOW_MS = 15 * 60_000;
// One IP may try several accounts (an office behind NAT), so it gets a wider allowance than one account.
const IP_FACTOR = 3;

export interface LoginAttempt {
  /** `<audience>:<login name, lower case>`: counted whether or not the account exists */
  account: string;
  ip: string;
  /** the verified known-device id of this request for the account, if it has one */
  deviceId: string | null;
  captcha?: { key?: string; code?: string };
}

/** A lockout starting: logged as a warning and recorded with the request's audit row. */
export interface Lockout {
  /** `source`: one account from one source waits; `account` / `ip`: the captcha is asked for */
  scope: 'source' | 'account' | 'ip';
  account: string;
  source: string;
  failures: number;
  retryAfterS: number;
}

const sourceOf = (attempt: LoginAttempt) =>
  attempt.deviceId ? `device:${attempt.deviceId}` : `ip:${attempt.ip}`;
const keys = (attempt: LoginAttempt) => {
  const pair = `${attempt.account.toLowerCase()}|${sourceOf(attempt)}`;
  return {
    pairFailures: `login:pair:${pair}`,
    pairWait: `login:wait:${pair}`,
    accountFailures: `login:account:${attempt.account.toLowerCase()}`,
    ipFailures: `login:ip:${attempt.ip}`,
  };
};

/** A pair's wait is a one-hit window of the delay's length in the rate limiter (shared through Redis). */
async function startWait(limiter: RateLimiter, key: string, ms: number) {
  await limiter.reset(key);
  await limiter.hit(key, 1, ms);
}

/** How long a counter of `key` stays at or over `ceiling` (0: it is below). */
async function overCeilingMs(limiter: RateLimiter, key: string, ceiling: number): Promise<number> {
  const window = await limiter.peek(key);
  return window.count >= ceiling ? window.retryAfterMs : 0;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The delay a pair waits after its `failures`-th failure (0 while the failures are free). */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS);
}

export const CAPTCHA_REQUIRED: MessageKey =
  'too many failed logins for this account, please enter the graphic code';

/**
 * Before the password is checked: a pair still waiting is refused (429 + Retry-After); past a ceiling, a
 * request from an unknown device needs a correct captcha (spent here, right or wrong).
 */
export async function guardLogin(
  deps: { db: Db; rateLimiter: RateLimiter },
  attempt: LoginAttempt,
  ceiling: number,
) {
  const limiter = deps.rateLimiter;
  const key = keys(attempt);
  const wait = await overCeilingMs(limiter, key.pairWait, 1);
  if (wait > 0) {
    const retryAfterS = seconds(wait);
    throw tooManyRequests(
      'too many failed logins, please wait {seconds} seconds and try again',
      { seconds: retryAfterS },
      retryAfterS,
    );
  }
  if (attempt.deviceId) return;
  const flagged = Math.max(
    await overCeilingMs(limiter, key.accountFailures, ceiling),
    await overCeilingMs(limiter, key.ipFailures, ceiling * IP_FACTOR),
  );
  if (flagged === 0) return;
  const { key: captchaKey, code } = attempt.captcha ?? {};
  if (!captchaKey || !code)
    throw new AppError(429, ErrorCode.captchaRequired, CAPTCHA_REQUIRED, undefined, seconds(flagged));
  await checkCaptcha(deps.db, captchaKey, code);
}

/** One more failure of a pair: from the free ones on, the pair waits (a `source` lockout). */
async function pairFailed(
  limiter: RateLimiter,
  key: { pairFailures: string; pairWait: string },
  base: { account: string; source: string },
): Promise<Lockout[]> {
  const pair = await limiter.hit(key.pairFailures, Number.MAX_SAFE_INTEGER, PAIR_WINDOW_MS);
  const delay = delayAfter(pair.count);
  if (delay === 0) return [];
  await startWait(limiter, key.pairWait, delay);
  return [{ scope: 'source', ...base, failures: pair.count, retryAfterS: seconds(delay) }];
}

/** One more failure against a ceiling; reaching it is a lockout of that scope. */
async function ceilingFailed(
  limiter: RateLimiter,
  key: string,
  ceiling: number,
  lockout: Pick<Lockout, 'scope' | 'account' | 'source'>,
): Promise<Lockout[]> {
  const counted = await limiter.hit(key, ceiling, CEILING_WINDOW_MS);
  if (counted.count !== ceiling) return [];
  return [{ ...lockout, failures: counted.count, retryAfterS: seconds(counted.retryAfterMs) }];
}

/** A wrong password (or unknown account): counts it everywhere and answers the lockouts it starts. */
export async function loginFailed(
  deps: { rateLimiter: RateLimiter },
  attempt: LoginAttempt,
  ceiling: number,
): Promise<Lockout[]> {
  const limiter = deps.rateLimiter;
  const key = keys(attempt);
  const base = { account: attempt.account.toLowerCase(), source: sourceOf(attempt) };
  return [
    ...(await pairFailed(limiter, key, base)),
    ...(await ceilingFailed(limiter, key.accountFailures, ceiling, { scope: 'account', ...base })),
    ...(await ceilingFailed(limiter, key.ipFailures, ceiling * IP_FACTOR, {
      scope: 'ip',
      ...base,
      source: `ip:${attempt.ip}`,
    })),
  ];
}

/** A correct password: the pair starts afresh (the ceilings run out by themselves). */
export function loginSucceeded(deps: { rateLimiter: RateLimiter }, attempt: LoginAttempt) {
  return clearPair(deps.rateLimiter, keys(attempt));
}

async function clearPair(limiter: RateLimiter, key: { pairFailures: string; pairWait: string }) {
  await limiter.reset(key.pairFailures);
  await limiter.reset(key.pairWait);
}

// ---- checks inside or on the way to a session: the old password of a password change (issue 13: it
// answered about 50 guesses a second) and the code of two-factor sign-in ----

/** Whose secret is checked (`<audience>:<id>`), from where (`session:<id>`, or `ip:<ip>` at sign-in). */
export interface OldPasswordCheck {
  account: string;
  source: string;
}
export type SecretCheck = OldPasswordCheck;

/** What is guessed: the old password of a password change, or a two-factor code. */
type SecretKind = 'oldpw' | 'totp';

const WAIT_MESSAGE = {
  oldpw: 'too many wrong old passwords, please wait {seconds} seconds and try again',
  totp: 'too many wrong codes, please wait {seconds} seconds and try again',
} as const satisfies Record<SecretKind, MessageKey>;

const secretKeys = (kind: SecretKind, check: SecretCheck) => ({
  pairFailures: `${kind}:pair:${check.account}|${check.source}`,
  pairWait: `${kind}:wait:${check.account}|${check.source}`,
  accountFailures: `${kind}:account:${check.account}`,
});

/**
 * Before the secret is checked: the same growing delays per account and source as a login's, and past the
 * account's ceiling (from all sources) no check at all until the window ends — for the old password only a
 * holder of a session gets there, for a code only a holder of the password; the owner can still reset the
 * password by code (or use a recovery code) or wait.
 */
async function guardSecret(kind: SecretKind, limiter: RateLimiter, check: SecretCheck, ceiling: number) {
  const key = secretKeys(kind, check);
  const wait = Math.max(
    await overCeilingMs(limiter, key.pairWait, 1),
    await overCeilingMs(limiter, key.accountFailures, ceiling),
  );
  if (wait === 0) return;
  const retryAfterS = seconds(wait);
  throw tooManyRequests(WAIT_MESSAGE[kind], { seconds: retryAfterS }, retryAfterS);
}

async function secretFailed(
  kind: SecretKind,
  limiter: RateLimiter,
  check: SecretCheck,
  ceiling: number,
): Promise<Lockout[]> {
  const key = secretKeys(kind, check);
  return [
    ...(await pairFailed(limiter, key, check)),
    ...(await ceilingFailed(limiter, key.accountFailures, ceiling, { scope: 'account', ...check })),
  ];
}

export const guardOldPassword = (limiter: RateLimiter, check: SecretCheck, ceiling: number) =>
  guardSecret('oldpw', limiter, check, ceiling);
export const oldPasswordFailed = (limiter: RateLimiter, check: SecretCheck, ceiling: number) =>
  secretFailed('oldpw', limiter, check, ceiling);
export const oldPasswordSucceeded = (limiter: RateLimiter, check: SecretCheck) =>
  clearPair(limiter, secretKeys('oldpw', check));

export const guardSecondFactor = (limiter: RateLimiter, check: SecretCheck, ceiling: number) =>
  guardSecret('totp', limiter, check, ceiling);
export const secondFactorFailed = (limiter: RateLimiter, check: SecretCheck, ceiling: number) =>
  secretFailed('totp', limiter, check, ceiling);
export const secondFactorSucceeded = (limiter: RateLimiter, check: SecretCheck) =>
  clearPair(limiter, secretKeys('totp', check));
