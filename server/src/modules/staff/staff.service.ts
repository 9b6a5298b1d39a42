import {
  PASSWORD_LINK_HOURS,
  type SetPasswordInfo,
  type StaffItem,
  type StaffSecurity,
  type staffCreateRequest,
  type staffUpdateRequest,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { sessionsOf, twoFactorStatus } from '#server/modules/auth/index.ts';
import { hashPassword, refuseOwnIdentifiers } from '#server/platform/auth/passwords.ts';
import { revokeOtherSessions } from '#server/platform/auth/sessions.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
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
    password_pending: row.password_pending,
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

/** How the set-password mails go out: the messenger and the admin console's origin (PUBLIC_URL or the server's). */
export interface PasswordLinkMail {
  messenger: Messenger;
  origin: string;
}

const LINK_MS = PASSWORD_LINK_HOURS * 60 * 60 * 1000;

/**
 * Mails a new set-password link to the account and then keeps its hash, voiding the account's earlier links;
 * a failed delivery (recorded in the outbox) keeps the earlier link and throws.
 */
async function sendPasswordLinkTo(
  db: Db,
  mail: PasswordLinkMail,
  account: { id: number; username: string; nickname: string; email: string },
  createdBy: number,
): Promise<{ expires_at: string }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LINK_MS);
  const link = `${mail.origin}/new_admin/set-password?token=${encodeURIComponent(token)}`;
  await mail.messenger.sendEmail({
    agentId: null,
    to: account.email,
    subject: 'Onsite 管理后台账号：设置密码 / admin console account: set your password',
    text: [
      `${account.nickname}，您好：已为您创建 Onsite 管理后台账号「${account.username}」。请在 ${PASSWORD_LINK_HOURS} 小时内打开下面的链接设置密码，然后登录：`,
      link,
      '',
      `Hello ${account.nickname}, an Onsite admin console account "${account.username}" was created for you. Open the link within ${PASSWORD_LINK_HOURS} hours to choose your password, then sign in:`,
      link,
    ].join('\n'),
  });
  await inTransaction(db, async (trx) => {
    await repository.voidPasswordLinks(trx, account.id);
    await repository.insertPasswordLink(trx, {
      adminId: account.id,
      tokenHash: hashToken(token),
      expiresAt,
      createdBy,
    });
  });
  return { expires_at: expiresAt.toISOString() };
}

/**
 * A new account with a first password, or — `password_mode: link` — with a password nobody knows (the hash
 * of a random secret) until the person sets theirs through the emailed link.
 */
export async function createStaff(
  db: Db,
  selfId: number,
  input: CreateInput,
  mail: PasswordLinkMail,
): Promise<{ item: StaffItem; emailed: boolean }> {
  const byLink = input.password_mode === 'link';
  if (!byLink)
    refuseOwnIdentifiers(input.password ?? '', [input.username, input.email, input.phone, input.nickname]);
  const passwordHash = await hashPassword(byLink ? newToken() : (input.password ?? ''));
  const item = await inTransaction(db, async (trx) => {
    if (await repository.findStaffByUsername(trx, input.username)) throw badRequest('this username is taken');
    const roleIds = await checkRoles(trx, input.role_ids);
    const row = await repository.insertStaff(trx, {
      username: input.username,
      nickname: input.nickname,
      email: input.email,
      phone: input.phone,
      password_hash: passwordHash,
      password_pending: byLink,
    });
    await repository.setRoles(trx, row.id, roleIds);
    return presentOne(trx, row.id, selfId);
  });
  if (!byLink) return { item, emailed: false };
  // the account stays (an administrator resends the link from the list) when the mail cannot go out
  const emailed = await sendPasswordLinkTo(db, mail, item, selfId).then(
    () => true,
    () => false,
  );
  return { item, emailed };
}

/** A new link for an account that has not chosen its password yet; the previous link stops working. */
export async function resendPasswordLink(db: Db, selfId: number, id: number, mail: PasswordLinkMail) {
  const account = await existing(db, id);
  if (!account.password_pending) throw badRequest('this account has already set its password');
  if (!account.email) throw badRequest('this account has no email: add one first');
  return sendPasswordLinkTo(db, mail, account, selfId).catch(() => {
    throw badRequest('the email could not be sent, please try again later');
  });
}

/** The link's account, or why the link cannot be used (unknown, used, replaced by a newer one, expired). */
async function usableLink(db: Db, token: string) {
  const link = await repository.passwordLinkByHash(db, hashToken(token));
  if (!link) throw notFound('this set-password link is not valid');
  if (link.used_at) throw badRequest('this set-password link was already used: sign in with your password');
  if (link.voided_at) throw badRequest('a newer set-password link was sent: use the latest email');
  if (new Date(link.expires_at) <= new Date())
    throw badRequest('this set-password link has expired: ask an administrator for a new one');
  return link;
}

export async function passwordLinkInfo(db: Db, token: string): Promise<SetPasswordInfo> {
  const link = await usableLink(db, token);
  return { username: link.username, nickname: link.nickname, expires_at: iso(link.expires_at) };
}

/** The person's own password through the link (the policy, not resembling the account); answers the account. */
export async function setPasswordWithLink(db: Db, token: string, password: string): Promise<number> {
  const link = await usableLink(db, token);
  refuseOwnIdentifiers(password, [link.username, link.email, link.phone, link.nickname]);
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    if (!(await repository.usePasswordLink(trx, link.id)))
      throw badRequest('this set-password link was already used: sign in with your password');
    await repository.updateStaffRow(trx, link.admin_id, {
      password_hash: passwordHash,
      password_pending: false,
    });
    await revokeOtherSessions(trx, 'admin', link.admin_id, 'password reset');
    return link.admin_id;
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
    await repository.updateStaffRow(trx, id, {
      password_hash: await hashPassword(password),
      password_pending: false,
    });
    await repository.voidPasswordLinks(trx, id);
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
