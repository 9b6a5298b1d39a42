import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { type DeviceAudience, KnownDevices } from '#server/platform/auth/known-devices.ts';
import {
  hashPassword,
  refuseOwnIdentifiers,
  verifyAgainstNothing,
  verifyPassword,
} from '#server/platform/auth/passwords.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { installSecret } from '#server/platform/install-secret.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import {
  guardLogin,
  guardOldPassword,
  type Lockout,
  loginFailed,
  loginSucceeded,
  oldPasswordFailed,
  oldPasswordSucceeded,
} from './login-throttle.ts';

/** Where a login comes from, as the route sees it: the IP, the known-device cookies, the log. */
export interface LoginSource {
  ip: string;
  /** the browser's user agent, kept with the session it gets */
  userAgent: string;
  /** The verified known-device id this request carries for the account, or null. */
  deviceOf(audience: DeviceAudience, subjectId: number): string | null;
  /** A lockout starts: logged as a warning and recorded with the request's audit row. */
  onLockout(lockout: Lockout): void;
}

/** The known-device cookies of the login routes; the key is DEVICE_SECRET or generated into DATA_DIR. */
export function createKnownDevices(config: Config): KnownDevices {
  return new KnownDevices(installSecret(config, 'device-secret.txt', config.deviceSecret));
}

/** Logs each lockout as a warning and records them all with the request's audit row. */
function lockoutReporter(request: FastifyRequest, type: 'login.lockout' | 'password.lockout') {
  const lockouts: Lockout[] = [];
  return (lockout: Lockout) => {
    request.log.warn({ lockout }, type === 'login.lockout' ? 'login lockout' : 'old password lockout');
    lockouts.push(lockout);
    request.auditEvent = { type, lockouts };
  };
}

export function loginSource(request: FastifyRequest, devices: KnownDevices): LoginSource {
  return {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    deviceOf: (audience, subjectId) => devices.deviceOf(request, audience, subjectId),
    onLockout: lockoutReporter(request, 'login.lockout'),
  };
}

/** Where a password change comes from: the session it runs in, and where its lockouts go. */
export interface PasswordChangeSource {
  sessionId: number;
  onLockout(lockout: Lockout): void;
}

export function passwordChangeSource(request: FastifyRequest, sessionId: number): PasswordChangeSource {
  return { sessionId, onLockout: lockoutReporter(request, 'password.lockout') };
}

/**
 * The old-password check of a password change, throttled per account and session like a login
 * (login-throttle.ts): 429 with Retry-After while waiting, 400 on a wrong password.
 */
export async function checkOldPassword(
  deps: { rateLimiter: RateLimiter; config: Pick<Config, 'loginRateLimit'> },
  source: PasswordChangeSource,
  account: { audience: DeviceAudience; id: number; passwordHash: string },
  oldPassword: string,
) {
  const check = { account: `${account.audience}:${account.id}`, source: `session:${source.sessionId}` };
  const ceiling = deps.config.loginRateLimit;
  await guardOldPassword(deps.rateLimiter, check, ceiling);
  if (await verifyPassword(account.passwordHash, oldPassword)) {
    await oldPasswordSucceeded(deps.rateLimiter, check);
    return;
  }
  for (const lockout of await oldPasswordFailed(deps.rateLimiter, check, ceiling)) source.onLockout(lockout);
  throw badRequest('oldPassword: the old password is wrong');
}

/**
 * A password change (staff, agent self-service, customer): the throttled old-password check, a new password
 * that differs from the old one and does not resemble the account's own `identifiers`; answers its hash.
 */
export async function newPasswordHash(
  deps: { rateLimiter: RateLimiter; config: Pick<Config, 'loginRateLimit'> },
  source: PasswordChangeSource,
  account: { audience: DeviceAudience; id: number; passwordHash: string },
  input: { oldPassword: string; password: string },
  identifiers: readonly (string | null | undefined)[],
): Promise<string> {
  await checkOldPassword(deps, source, account, input.oldPassword);
  if (input.oldPassword === input.password)
    throw badRequest('password: the new password must differ from the old one');
  refuseOwnIdentifiers(input.password, identifiers);
  return hashPassword(input.password);
}

/** After a successful login: this browser becomes (or stays) a known device of the account. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  devices: KnownDevices,
  login: { audience: DeviceAudience; subjectId: number; deviceId: string | null },
) {
  devices.remember(request, reply, login.audience, login.subjectId, login.deviceId ?? undefined);
}

export interface PasswordLogin<Row> {
  audience: DeviceAudience;
  username: string;
  password: string;
  captcha_key?: string;
  captcha_code?: string;
  /** the account of that login name, if there is one */
  find(): Promise<Row | undefined>;
  /** the answer to a wrong name or password (the same for both) */
  wrong: MessageKey;
}

/**
 * Checks a password login under the login throttle (login-throttle.ts): answers the account and the known
 * device it came from, or throws the refusal (wait, captcha, wrong name or password). An unknown name is
 * hashed against nothing and counted like a wrong password, so neither timing nor throttling tells them apart.
 */
export async function checkPasswordLogin<Row extends { id: number; password_hash: string }>(
  deps: { db: Db; rateLimiter: RateLimiter; config: Pick<Config, 'loginRateLimit'> },
  source: LoginSource,
  login: PasswordLogin<Row>,
): Promise<{ row: Row; deviceId: string | null }> {
  const row = await login.find();
  const deviceId = row ? source.deviceOf(login.audience, row.id) : null;
  const attempt = {
    account: `${login.audience}:${login.username}`,
    ip: source.ip,
    deviceId,
    captcha: { key: login.captcha_key, code: login.captcha_code },
  };
  await guardLogin(deps, attempt, deps.config.loginRateLimit);
  const valid = row
    ? await verifyPassword(row.password_hash, login.password)
    : await verifyAgainstNothing(login.password);
  if (!row || !valid) {
    for (const lockout of await loginFailed(deps, attempt, deps.config.loginRateLimit))
      source.onLockout(lockout);
    throw badRequest(login.wrong);
  }
  await loginSucceeded(deps, attempt);
  return { row, deviceId };
}
