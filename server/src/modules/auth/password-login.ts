import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { type DeviceAudience, KnownDevices } from '#server/platform/auth/known-devices.ts';
import { verifyAgainstNothing, verifyPassword } from '#server/platform/auth/passwords.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { installSecret } from '#server/platform/install-secret.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { guardLogin, type Lockout, loginFailed, loginSucceeded } from './login-throttle.ts';

/** Where a login comes from, as the route sees it: the IP, the known-device cookies, the log. */
export interface LoginSource {
  ip: string;
  /** The verified known-device id this request carries for the account, or null. */
  deviceOf(audience: DeviceAudience, subjectId: number): string | null;
  /** A lockout starts: logged as a warning and recorded with the request's audit row. */
  onLockout(lockout: Lockout): void;
}

/** The known-device cookies of the login routes; the key is DEVICE_SECRET or generated into DATA_DIR. */
export function createKnownDevices(config: Config): KnownDevices {
  return new KnownDevices(installSecret(config, 'device-secret.txt', config.deviceSecret));
}

export function loginSource(request: FastifyRequest, devices: KnownDevices): LoginSource {
  const lockouts: Lockout[] = [];
  return {
    ip: request.ip,
    deviceOf: (audience, subjectId) => devices.deviceOf(request, audience, subjectId),
    onLockout(lockout) {
      request.log.warn({ lockout }, 'login lockout');
      lockouts.push(lockout);
      request.auditEvent = { type: 'login.lockout', lockouts };
    },
  };
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
