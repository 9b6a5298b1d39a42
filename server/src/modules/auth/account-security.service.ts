import type { AccountSession, TwoFactorDisableRequest, TwoFactorStatus } from '@onsite/contracts';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, forbidden, notFound } from '#server/platform/http/errors.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { iso } from '#server/platform/time.ts';
import type { StaffAccount } from './account-security.repository.ts';
import * as repository from './account-security.repository.ts';
import { findAdmin, findAgentUser } from './auth.repository.ts';
import { describeDevice } from './device.ts';
import {
  guardSecondFactor,
  type Lockout,
  type SecretCheck,
  secondFactorFailed,
  secondFactorSucceeded,
} from './login-throttle.ts';
import { checkOldPassword, type PasswordChangeSource } from './password-login.ts';
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  type TwoFactorKeys,
  totpFor,
} from './two-factor-keys.ts';

/** Why a session ended, as the sessions table records it. */
export const REVOKED_BY_OWNER = 'signed_out_by_owner';
export const REVOKED_BY_ADMIN = 'signed_out_by_admin';

export function staffAccountOf(principal: Principal): StaffAccount {
  if (principal.kind === 'admin') return { audience: 'admin', id: principal.adminId };
  if (principal.kind === 'agent') return { audience: 'agent', id: principal.agentUserId };
  throw forbidden('this account cannot use this endpoint');
}

// ---- sessions ----

export async function sessionsOf(
  db: Db,
  account: StaffAccount,
  currentSessionId: number | null,
): Promise<AccountSession[]> {
  const rows = await repository.liveSessions(db, account);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    user_agent: row.user_agent,
    ip: row.ip,
    create_time: iso(row.created_at),
    last_seen_time: iso(row.last_seen_at),
    expire_time: iso(row.expires_at),
    current: row.id === currentSessionId,
  }));
}

/** Signs out one session of the account; another account's session (or an ended one) is not found. */
export async function signOutSession(db: Db, account: StaffAccount, sessionId: number, reason: string) {
  if (!(await repository.revokeSessionOf(db, account, sessionId, reason)))
    throw notFound('session not found');
}

export const signOutSessions = repository.revokeSessionsOf;

/** The admin account an administrator manages in the staff drawer; an unknown id is not found. */
export async function adminAccount(db: Db, id: number): Promise<StaffAccount> {
  if (!(await repository.findAdminAccount(db, id))) throw notFound('account not found');
  return { audience: 'admin', id };
}

// ---- two-factor sign-in ----

export interface SecondFactorDeps {
  db: Db;
  rateLimiter: RateLimiter;
  config: Pick<Config, 'loginRateLimit'>;
  keys: TwoFactorKeys;
}

export async function twoFactorStatus(db: Db, account: StaffAccount): Promise<TwoFactorStatus> {
  const totp = await repository.findTotp(db, account);
  const enabled = Boolean(totp?.enabled_at);
  return {
    enabled,
    required: await repository.roleRequiresTotp(db, account),
    recovery_codes_left: enabled ? await repository.unusedRecoveryCodes(db, account) : 0,
  };
}

/** What the password step asks next: nothing, the code, or setting two factors up (a role requires them). */
export async function secondStepOf(db: Db, account: StaffAccount): Promise<'code' | 'enrol' | null> {
  const status = await twoFactorStatus(db, account);
  if (status.enabled) return 'code';
  return status.required ? 'enrol' : null;
}

/** The login name shown by the authenticator app beside the issuer. */
async function accountLabel(db: Db, account: StaffAccount): Promise<string> {
  if (account.audience === 'admin')
    return (await findAdmin(db, account.id))?.username ?? `admin-${account.id}`;
  return (await findAgentUser(db, account.id))?.email ?? `agent-${account.id}`;
}

/** A new secret, not in force until a code of it is confirmed (replaces an unconfirmed one). */
export async function startEnrolment(deps: SecondFactorDeps, account: StaffAccount) {
  const existing = await repository.findTotp(deps.db, account);
  if (existing?.enabled_at) throw badRequest('two-factor sign-in is already on');
  const secret = newTotpSecret();
  await repository.savePendingTotp(deps.db, account, deps.keys.seal(secret));
  return { secret, otpauth_uri: totpFor(secret, await accountLabel(deps.db, account)).toString() };
}

/**
 * Checks a second factor under the throttle (login-throttle.ts: growing waits per account and source, a
 * ceiling per account): a 6-digit code of the app, taken once (its time step must be later than the last
 * one taken), or — where allowed — an unused recovery code, spent. `enrolling` checks the unconfirmed
 * secret and turns it on.
 */
export async function checkSecondFactor(
  deps: SecondFactorDeps,
  account: StaffAccount,
  code: string,
  options: { source: string; enrolling: boolean; onLockout(lockout: Lockout): void },
): Promise<void> {
  const check: SecretCheck = { account: `${account.audience}:${account.id}`, source: options.source };
  await guardSecondFactor(deps.rateLimiter, check, deps.config.loginRateLimit);
  const totp = await repository.findTotp(deps.db, account);
  if (!totp || Boolean(totp.enabled_at) === options.enrolling)
    throw badRequest(options.enrolling ? 'set up the authenticator app first' : 'two-factor sign-in is off');

  const refuse = async (
    message: 'the code is wrong' | 'this code was already used, please wait for the next one',
  ) => {
    for (const lockout of await secondFactorFailed(deps.rateLimiter, check, deps.config.loginRateLimit))
      options.onLockout(lockout);
    return badRequest(message);
  };
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = matchingStep(deps.keys.open(totp.secret_sealed), digits);
    if (step === null) throw await refuse('the code is wrong');
    if (!(await repository.claimStep(deps.db, account, step, options.enrolling)))
      throw await refuse('this code was already used, please wait for the next one');
  } else {
    const recovery = normalizeRecoveryCode(code);
    const spent =
      !options.enrolling &&
      recovery.length > 0 &&
      (await repository.spendRecoveryCode(deps.db, account, deps.keys.hashRecoveryCode(recovery)));
    if (!spent) throw await refuse('the code is wrong');
  }
  await secondFactorSucceeded(deps.rateLimiter, check);
}

/** After the first code of a new secret: the ten recovery codes, stored hashed and answered once. */
export async function issueRecoveryCodes(deps: SecondFactorDeps, account: StaffAccount): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repository.replaceRecoveryCodes(
    deps.db,
    account,
    codes.map((code) => deps.keys.hashRecoveryCode(code)),
  );
  return codes;
}

/** Confirms the secret set up on the profile page with a current code: it is in force from now on. */
export async function confirmEnrolment(
  deps: SecondFactorDeps,
  account: StaffAccount,
  code: string,
  options: { source: string; onLockout(lockout: Lockout): void },
) {
  return inTransaction(deps.db, async (trx) => {
    const inside = { ...deps, db: trx };
    await checkSecondFactor(inside, account, code, { ...options, enrolling: true });
    return issueRecoveryCodes(inside, account);
  });
}

/**
 * Turns two-factor sign-in off, proven by a current code (or a recovery code) or by the password (both
 * throttled) — not while a role of the account requires it.
 */
export async function disableTwoFactor(
  deps: SecondFactorDeps,
  principal: Principal,
  input: TwoFactorDisableRequest,
  source: PasswordChangeSource,
) {
  const account = staffAccountOf(principal);
  const totp = await repository.findTotp(deps.db, account);
  if (!totp?.enabled_at) throw badRequest('two-factor sign-in is off');
  if (await repository.roleRequiresTotp(deps.db, account))
    throw badRequest('a role of this account requires two-factor sign-in; it cannot be turned off');
  if (input.code) {
    await checkSecondFactor(deps, account, input.code, {
      source: `session:${source.sessionId}`,
      enrolling: false,
      onLockout: source.onLockout,
    });
  } else {
    const row =
      account.audience === 'admin'
        ? await findAdmin(deps.db, account.id)
        : await findAgentUser(deps.db, account.id);
    if (!row) throw notFound('account not found');
    await checkOldPassword(
      deps,
      source,
      { audience: account.audience, id: account.id, passwordHash: row.password_hash },
      input.password ?? '',
    );
  }
  await inTransaction(deps.db, (trx) => repository.deleteTotp(trx, account));
}

/** An administrator removes an account's authenticator (a lost phone): it signs in with the password alone. */
export async function resetTwoFactor(db: Db, account: StaffAccount) {
  await inTransaction(db, async (trx) => {
    await repository.deleteTotp(trx, account);
    await repository.revokeSessionsOf(trx, account, null, REVOKED_BY_ADMIN);
  });
}
