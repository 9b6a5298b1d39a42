import { SESSION_LIST_MAX } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';

// Every function here reads or writes one staff account's own rows: the account is the principal's own
// (its sessions and authenticator) or an admin account an administrator with admin.system.user.session names.

export type StaffAudience = 'admin' | 'agent';
export interface StaffAccount {
  audience: StaffAudience;
  id: number;
}

/** The account's live sessions, the most recently used first. */
// tenancy: one account's own sessions (StaffAccount is the scope: the principal or a checked admin account)
export function liveSessions(db: Db, account: StaffAccount) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy((eb) => eb.fn.coalesce('last_seen_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .limit(SESSION_LIST_MAX)
    .execute();
}

/** Ends one live session of the account; false when it has no such session. */
// tenancy: narrowed to the account's own sessions, so another account's session id is not found
export async function revokeSessionOf(db: Db, account: StaffAccount, sessionId: number, reason: string) {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Ends every live session of the account but `keep` (none kept when it is null). */
// tenancy: one account's own sessions
export async function revokeSessionsOf(db: Db, account: StaffAccount, keep: number | null, reason: string) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (keep !== null) query = query.where('id', '<>', keep);
  await query.execute();
}

export function findTotp(db: Db, account: StaffAccount) {
  return db
    .selectFrom('staff_totp')
    .selectAll()
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .executeTakeFirst();
}

/** A new, not yet confirmed secret; replaces an unconfirmed one. */
export async function savePendingTotp(db: Db, account: StaffAccount, sealed: string) {
  await db
    .insertInto('staff_totp')
    .values({ audience: account.audience, subject_id: account.id, secret_sealed: sealed })
    .onConflict((conflict) =>
      conflict
        .columns(['audience', 'subject_id'])
        .doUpdateSet({ secret_sealed: sealed, enabled_at: null, last_step: 0, created_at: new Date() }),
    )
    .execute();
}

/**
 * Takes the code's time step: true only when it is later than the last step taken, so one code (and any
 * earlier one) is accepted once, even by two requests at the same moment.
 */
export async function claimStep(db: Db, account: StaffAccount, step: number, enable: boolean) {
  const rows = await db
    .updateTable('staff_totp')
    .set(enable ? { last_step: step, enabled_at: new Date() } : { last_step: step })
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .where('last_step', '<', step)
    .returning('subject_id')
    .execute();
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, account: StaffAccount, hashes: string[]) {
  await deleteRecoveryCodes(db, account);
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((hash) => ({ audience: account.audience, subject_id: account.id, code_hash: hash })))
    .execute();
}

function deleteRecoveryCodes(db: Db, account: StaffAccount) {
  return db
    .deleteFrom('staff_recovery_codes')
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .execute();
}

/** Spends an unused recovery code; false when the account has no such unused code. */
export async function spendRecoveryCode(db: Db, account: StaffAccount, hash: string) {
  const rows = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: new Date() })
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function unusedRecoveryCodes(db: Db, account: StaffAccount) {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the authenticator and its recovery codes. */
export async function deleteTotp(db: Db, account: StaffAccount) {
  await db
    .deleteFrom('staff_totp')
    .where('audience', '=', account.audience)
    .where('subject_id', '=', account.id)
    .execute();
  await deleteRecoveryCodes(db, account);
}

/** Whether a role the account holds requires two-factor sign-in (an agent user: in any of its teams). */
// tenancy: the account's own memberships, read at its sign-in before a team scope exists
export async function roleRequiresTotp(db: Db, account: StaffAccount): Promise<boolean> {
  const row =
    account.audience === 'admin'
      ? await db
          .selectFrom('admin_roles')
          .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
          .select('roles.id')
          .where('admin_roles.admin_id', '=', account.id)
          .where('roles.require_totp', '=', true)
          .executeTakeFirst()
      : await db
          .selectFrom('agent_memberships')
          .innerJoin('roles', 'roles.id', 'agent_memberships.role_id')
          .select('roles.id')
          .where('agent_memberships.agent_user_id', '=', account.id)
          .where('roles.require_totp', '=', true)
          .executeTakeFirst();
  return row !== undefined;
}

/** The admin account of that id (the staff drawer's target), if there is one. */
export function findAdminAccount(db: Db, id: number) {
  return db.selectFrom('admins').select(['id', 'username']).where('id', '=', id).executeTakeFirst();
}
