import type { CustomerProfile } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { newPasswordHash, type PasswordChangeSource } from '#server/modules/auth/index.ts';
import { checkCode, releaseCodeInterval } from '#server/modules/customer-auth/index.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './profile.repository.ts';

/** The signed-in customer's own row; every account call starts from it. */
export async function requireAccount(db: Db, scope: CustomerScope) {
  const row = await repository.findAccount(db, scope);
  if (!row) throw notFound('account not found');
  return row;
}

// ---- /user: the settings of the customer's own account ----

export async function profile(db: Db, scope: CustomerScope): Promise<CustomerProfile> {
  const row = await requireAccount(db, scope);
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    company_name: row.company_name,
    city: row.city,
    wx_bound: row.wechat_openid ? 1 : 0,
    has_password: row.password_hash.startsWith('!') ? 0 : 1,
  };
}

export async function setField(
  db: Db,
  scope: CustomerScope,
  change: { nickname: string } | { city: string } | { company_name: string },
) {
  if (!(await repository.updateAccount(db, scope, change))) throw notFound('account not found');
}

export async function setAvatar(db: Db, scope: CustomerScope, key: string) {
  // Only an image this customer uploaded (registered by the picker) can become the avatar.
  if (!(await repository.findOwnImage(db, scope, key)))
    throw badRequest('avatar: please upload an image first');
  if (!(await repository.updateAccount(db, scope, { avatar: key }))) throw notFound('account not found');
}

/**
 * A new phone or email, proved by the code sent to it through the sign-in code calls (captcha included).
 * Logins are unique platform-wide, so a value another customer uses is refused before the code is spent.
 */
export async function setContact(
  db: Db,
  limiter: RateLimiter,
  scope: CustomerScope,
  input: { column: 'mobile' | 'email'; value: string; code: string },
) {
  const current = await requireAccount(db, scope);
  const taken: MessageKey =
    input.column === 'mobile'
      ? 'this phone number is already registered'
      : 'this email is already registered';
  if (current[input.column] === input.value)
    throw badRequest(
      input.column === 'mobile'
        ? 'mobile: this is already your phone number'
        : 'email: this is already your email',
    );
  if (await repository.findOtherByContact(db, scope, input.column, input.value)) throw badRequest(taken);
  await checkCode(db, input.value, input.code);
  try {
    await repository.updateAccount(db, scope, { [input.column]: input.value });
  } catch (error) {
    // two customers claiming the same value at once: the unique index lets one through
    if (await repository.findOtherByContact(db, scope, input.column, input.value)) throw badRequest(taken);
    throw error;
  }
  await releaseCodeInterval(limiter, input.value);
}

/** Spec §5 password change; every session of the customer ends, this one too (docs/decisions 5). */
export async function setPassword(
  deps: Pick<AppDeps, 'db' | 'rateLimiter' | 'config'>,
  scope: CustomerScope,
  input: { oldPassword: string; password: string },
  source: PasswordChangeSource,
) {
  const { db } = deps;
  const row = await requireAccount(db, scope);
  const passwordHash = await newPasswordHash(
    deps,
    source,
    { audience: 'customer', id: row.id, passwordHash: row.password_hash },
    input,
    [row.mobile, row.email, row.nickname],
  );
  await db.transaction().execute(async (trx) => {
    await repository.updateAccount(trx, scope, { password_hash: passwordHash });
    await repository.revokeSessions(trx, scope, 'password_changed');
  });
}
