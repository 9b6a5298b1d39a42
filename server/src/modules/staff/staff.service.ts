import type { StaffItem, StaffSecurity, staffCreateRequest, staffUpdateRequest } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { sessionsOf, twoFactorStatus } from '#server/modules/auth/index.ts';
import { hashPassword, refuseOwnIdentifiers } from '#server/platform/auth/passwords.ts';
import { revokeOtherSessions } from '#server/platform/auth/sessions.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import * as repository from './staff.repository.ts';

type CreateInput = z.output<typeof staffCreateRequest>;
type UpdateInput = z.output<typeof staffUpdateRequest>;

/** The list rows of these accounts, with their roles and last sign-in. */
export async function present(db: Db, rows: repository.StaffRow[], selfId: number): Promise<StaffItem[]> {
  const ids = rows.map((row) => row.id);
  const [roles, logins] = await Promise.all([
    repository.rolesOfStaff(db, ids),
    repository.lastLogins(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    phone: row.phone,
    status: row.status,
    roles: roles.get(row.id) ?? [],
    is_self: row.id === selfId,
    create_time: iso(row.created_at),
    last_login_time: iso(logins.get(row.id) ?? null),
  }));
}

async function presentOne(db: Db, id: number, selfId: number): Promise<StaffItem> {
  const row = await repository.findStaff(db, id);
  if (!row) throw notFound('account not found');
  const [item] = await present(db, [row], selfId);
  return item as StaffItem;
}

async function existing(db: Db, id: number) {
  const row = await repository.findStaff(db, id);
  if (!row) throw notFound('account not found');
  return row;
}

/** The roles named must be admin roles. */
async function checkRoles(db: Db, roleIds: number[]) {
  const known = new Set((await repository.adminRoles(db)).map((role) => role.id));
  if (roleIds.some((id) => !known.has(id))) throw badRequest('role not found');
  return [...new Set(roleIds)];
}

const superRoleId = async (db: Db) =>
  (await repository.adminRoles(db)).find((role) => role.role_code === ROLE.platformSuperAdmin)?.id ?? 0;

/**
 * The platform always keeps an active super admin: an account that is the last one cannot be disabled,
 * deleted or lose the role.
 */
async function keepsASuperAdmin(db: Db, adminId: number) {
  const superId = await superRoleId(db);
  const holds = (await repository.rolesOfStaff(db, [adminId]))
    .get(adminId)
    ?.some((role) => role.id === superId);
  if (holds && (await repository.otherActiveSuperAdmins(db, adminId, superId)) === 0)
    throw badRequest('the platform needs at least one active super admin');
}

export function createStaff(db: Db, selfId: number, input: CreateInput): Promise<StaffItem> {
  return inTransaction(db, async (trx) => {
    if (await repository.findStaffByUsername(trx, input.username)) throw badRequest('this username is taken');
    refuseOwnIdentifiers(input.password, [input.username, input.email, input.phone, input.nickname]);
    const roleIds = await checkRoles(trx, input.role_ids);
    const row = await repository.insertStaff(trx, {
      username: input.username,
      nickname: input.nickname,
      email: input.email,
      phone: input.phone,
      password_hash: await hashPassword(input.password),
    });
    await repository.setRoles(trx, row.id, roleIds);
    return presentOne(trx, row.id, selfId);
  });
}

export function updateStaff(db: Db, selfId: number, input: UpdateInput): Promise<StaffItem> {
  return inTransaction(db, async (trx) => {
    await existing(trx, input.id);
    const roleIds = await checkRoles(trx, input.role_ids);
    const superId = await superRoleId(trx);
    if (!roleIds.includes(superId)) await keepsASuperAdmin(trx, input.id);
    await repository.updateStaffRow(trx, input.id, {
      nickname: input.nickname,
      email: input.email,
      phone: input.phone,
    });
    await repository.setRoles(trx, input.id, roleIds);
    return presentOne(trx, input.id, selfId);
  });
}

/** Disabling ends the account's sessions at once; its next request answers 401. */
export function setStaffStatus(db: Db, selfId: number, id: number, status: 0 | 1): Promise<StaffItem> {
  return inTransaction(db, async (trx) => {
    await existing(trx, id);
    if (status === 0) {
      if (id === selfId) throw badRequest('you cannot disable or delete your own account');
      await keepsASuperAdmin(trx, id);
      await revokeOtherSessions(trx, 'admin', id, 'account disabled');
    }
    await repository.updateStaffRow(trx, id, { status });
    return presentOne(trx, id, selfId);
  });
}

/** A new password from an administrator: the account's sessions end (it signs in with the new one). */
export function resetStaffPassword(db: Db, id: number, password: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const account = await existing(trx, id);
    refuseOwnIdentifiers(password, [account.username, account.email, account.phone, account.nickname]);
    await repository.updateStaffRow(trx, id, { password_hash: await hashPassword(password) });
    await revokeOtherSessions(trx, 'admin', id, 'password reset');
  });
}

export function deleteStaff(db: Db, selfId: number, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await existing(trx, id);
    if (id === selfId) throw badRequest('you cannot disable or delete your own account');
    await keepsASuperAdmin(trx, id);
    await revokeOtherSessions(trx, 'admin', id, 'account deleted');
    await repository.deleteStaffRow(trx, id);
  });
}

/** The staff drawer: the account, its live sessions and its two-factor sign-in. */
export async function staffSecurity(
  db: Db,
  selfId: number,
  id: number,
  currentSessionId: number,
): Promise<StaffSecurity> {
  const row = await repository.findStaff(db, id);
  if (!row) throw notFound('account not found');
  const account = { audience: 'admin' as const, id };
  const [[item], sessions, twoFactor] = await Promise.all([
    present(db, [row], selfId),
    sessionsOf(db, account, currentSessionId),
    twoFactorStatus(db, account),
  ]);
  return { account: item, sessions, two_factor: twoFactor };
}
