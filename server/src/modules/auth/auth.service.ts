import type { AuthUser, ChangePasswordRequest, LoginRequest } from '@onsite/contracts';
import { MenuType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { grantedMenus, toMenuItem } from '#server/modules/menus/index.ts';
import { roleIdsOf } from '#server/platform/access/permissions.ts';
import { SIGNED_IN_ELSEWHERE } from '#server/platform/auth/auth-plugin.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { createSession, revokeOtherSessions, revokeSession } from '#server/platform/auth/sessions.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { badRequest, forbidden, notFound } from '#server/platform/http/errors.ts';
import type { StaffAccount } from './account-security.repository.ts';
import {
  checkSecondFactor,
  issueRecoveryCodes,
  type SecondFactorDeps,
  secondStepOf,
} from './account-security.service.ts';
import * as repository from './auth.repository.ts';
import {
  checkPasswordLogin,
  type LoginSource,
  newPasswordHash,
  type PasswordChangeSource,
} from './password-login.ts';
import { CHALLENGE_TTL_MS, type Challenge, type TwoFactorKeys } from './two-factor-keys.ts';

export const WRONG_LOGIN = 'wrong username or password';

/** A staff session, or the challenge of the two-factor step that stands in for it. */
export type LoginOutcome =
  | {
      kind: 'session';
      subjectId: number;
      agentId: number | null;
      deviceId: string | null;
      token: string;
      expiresAt: Date;
    }
  | { kind: 'challenge'; subjectId: number; step: 'code' | 'enrol'; challenge: string; expiresAt: Date };

/**
 * Admin or agent login, under the login throttle (password-login.ts). An account with an authenticator (or
 * whose role requires one) gets no session yet but the signed challenge of the code step. Answers the
 * session (or challenge) and the device to remember.
 */
export async function login(
  deps: AppDeps,
  keys: TwoFactorKeys,
  input: LoginRequest,
  source: LoginSource,
): Promise<LoginOutcome> {
  const { db } = deps;
  const common = {
    username: input.username,
    password: input.password,
    captcha_key: input.captcha_key,
    captcha_code: input.captcha_code,
    wrong: WRONG_LOGIN,
  } as const;

  const { row, deviceId } =
    input.audience === 'admin'
      ? await checkPasswordLogin(deps, source, {
          ...common,
          audience: 'admin',
          find: () => repository.findAdminByUsername(db, input.username),
        })
      : await checkPasswordLogin(deps, source, {
          ...common,
          audience: 'agent',
          find: () => repository.findAgentUserByEmail(db, input.username),
        });
  return startSignIn(
    db,
    keys,
    { audience: input.audience, id: row.id },
    {
      remember: input.remember,
      deviceId,
      passwordHash: row.password_hash,
      source,
    },
  );
}

/**
 * The step after a proven password (the login's password step, the invitation sign-up): the session, or —
 * when the account has an authenticator or a role of it requires one — the signed challenge of the code or
 * enrolment step instead.
 */
export async function startSignIn(
  db: Db,
  keys: TwoFactorKeys,
  account: StaffAccount,
  login: {
    remember: boolean;
    deviceId: string | null;
    passwordHash: string;
    source: Pick<LoginSource, 'ip' | 'userAgent'>;
  },
): Promise<LoginOutcome> {
  await signInTarget(db, account);
  const step = await secondStepOf(db, account);
  if (step) {
    const expires = Date.now() + CHALLENGE_TTL_MS;
    const challenge = keys.signChallenge({
      audience: account.audience,
      subjectId: account.id,
      remember: login.remember,
      purpose: step,
      deviceId: login.deviceId,
      credential: keys.credentialOf(login.passwordHash),
      expires,
    });
    return { kind: 'challenge', subjectId: account.id, step, challenge, expiresAt: new Date(expires) };
  }
  const session = await startStaffSession(db, account, login.remember, login.source);
  return { kind: 'session', deviceId: login.deviceId, ...session };
}

/**
 * Whether the account may have a session (checked at the password step and again when the code step
 * completes): active, and an agent user in a team; answers the team an agent user acts in — the one used
 * last time if it still belongs to it.
 */
async function signInTarget(db: Db, account: StaffAccount): Promise<number | null> {
  if (account.audience === 'admin') {
    const admin = await repository.findAdmin(db, account.id);
    if (admin?.status !== 1) throw forbidden('this account is disabled');
    return null;
  }
  const user = await repository.findAgentUser(db, account.id);
  if (user?.status !== 1) throw forbidden('this account is disabled');
  const all = await repository.membershipsOf(db, user.id, { includeDisabled: true });
  if (all.length === 0) throw forbidden('this account does not belong to any team');
  const memberships = all.filter((membership) => membership.disabled_at === null);
  if (memberships.length === 0) throw forbidden('your team has been disabled by the platform');
  return (memberships.find((membership) => membership.agent_id === user.last_team_id) ?? memberships[0])
    .agent_id;
}

/** The session of a completed sign-in. Admins keep one session: it signs every other one out (-200 there). */
async function startStaffSession(
  db: Db,
  account: StaffAccount,
  remember: boolean,
  source: Pick<LoginSource, 'ip' | 'userAgent'>,
) {
  const agentId = await signInTarget(db, account);
  if (account.audience === 'admin') await revokeOtherSessions(db, 'admin', account.id, SIGNED_IN_ELSEWHERE);
  const session = await createSession(db, {
    audience: account.audience,
    subjectId: account.id,
    agentId,
    remember,
    from: { ip: source.ip, userAgent: source.userAgent },
  });
  return { subjectId: account.id, agentId, ...session };
}

/**
 * A challenge of the password step that is ours, unexpired, of this purpose and of the account's current
 * password (a password changed or reset since voids it); else "sign in again".
 */
export async function readChallenge(
  db: Db,
  keys: TwoFactorKeys,
  token: string,
  purpose: Challenge['purpose'],
): Promise<Challenge> {
  const challenge = keys.readChallenge(token);
  const expired = () => badRequest('the sign-in has expired, please sign in again');
  if (challenge?.purpose !== purpose) throw expired();
  const row =
    challenge.audience === 'admin'
      ? await repository.findAdmin(db, challenge.subjectId)
      : await repository.findAgentUser(db, challenge.subjectId);
  if (!row || keys.credentialOf(row.password_hash) !== challenge.credential) throw expired();
  return challenge;
}

/** The code step of a sign-in: a code of the app or a recovery code, under the throttle; then the session. */
export async function completeTwoFactorLogin(
  deps: SecondFactorDeps,
  challenge: Challenge,
  code: string,
  source: LoginSource,
) {
  const account = { audience: challenge.audience, id: challenge.subjectId };
  await checkSecondFactor(deps, account, code, {
    source: `ip:${source.ip}`,
    enrolling: false,
    onLockout: source.onLockout,
  });
  return startStaffSession(deps.db, account, challenge.remember, source);
}

/**
 * The sign-in of an account whose role requires two factors and that has none: the first code of the new
 * secret turns it on; then the session and the recovery codes, in one transaction.
 */
export function completeEnrolmentLogin(
  deps: SecondFactorDeps,
  challenge: Challenge,
  code: string,
  source: LoginSource,
) {
  const account = { audience: challenge.audience, id: challenge.subjectId };
  return inTransaction(deps.db, async (trx) => {
    const inside = { ...deps, db: trx };
    await checkSecondFactor(inside, account, code, {
      source: `ip:${source.ip}`,
      enrolling: true,
      onLockout: source.onLockout,
    });
    const recoveryCodes = await issueRecoveryCodes(inside, account);
    return { ...(await startStaffSession(trx, account, challenge.remember, source)), recoveryCodes };
  });
}

/** GET /auth/user: the admin-user shape for both admin and agent principals. */
export async function currentUser(db: Db, principal: Principal): Promise<AuthUser> {
  const roleIds = await roleIdsOf(db, principal);
  let info: AuthUser['info'];
  if (principal.kind === 'admin') {
    const admin = await repository.findAdmin(db, principal.adminId);
    if (!admin) throw notFound('account not found');
    info = {
      avatar: admin.avatar,
      nickname: admin.nickname,
      is_admin: admin.is_admin,
      username: admin.username,
    };
  } else if (principal.kind === 'agent') {
    const user = await repository.findAgentUser(db, principal.agentUserId);
    if (!user) throw notFound('account not found');
    const membership = (await repository.membershipsOf(db, user.id)).find(
      (row) => row.agent_id === principal.agentId,
    );
    info = {
      avatar: user.avatar,
      nickname: user.name,
      is_admin: membership?.is_admin ?? 0,
      username: user.email,
    };
  } else {
    throw forbidden('this account cannot use this endpoint');
  }
  const granted = await grantedMenus(db, principal.kind, roleIds);
  const roles = await repository.rolesByIds(db, roleIds);
  return {
    info,
    authorities: granted.map((menu) => ({
      authority: menu.permission_mark,
      menuType: menu.menu_type,
      menuId: menu.id,
      parentId: menu.parent_id,
    })),
    roles: roles.map((role) => ({ roleCode: role.role_code, roleName: role.role_name })),
    menus: granted
      .filter((menu) => menu.menu_type === MenuType.menu || menu.menu_type === MenuType.programme)
      .map(toMenuItem),
  };
}

/** PUT /auth/password: the old password must match; every session of the account ends ("please log in again"). */
export async function changePassword(
  deps: AppDeps,
  principal: Principal,
  input: ChangePasswordRequest,
  source: PasswordChangeSource,
) {
  const { db } = deps;
  const target =
    principal.kind === 'admin'
      ? {
          table: 'admins' as const,
          id: principal.adminId,
          row: await repository.findAdmin(db, principal.adminId),
        }
      : principal.kind === 'agent'
        ? {
            table: 'agent_users' as const,
            id: principal.agentUserId,
            row: await repository.findAgentUser(db, principal.agentUserId),
          }
        : null;
  if (!target?.row) throw forbidden('this account cannot use this endpoint');
  const passwordHash = await newPasswordHash(
    deps,
    source,
    {
      audience: principal.kind === 'admin' ? 'admin' : 'agent',
      id: target.id,
      passwordHash: target.row.password_hash,
    },
    input,
    'username' in target.row
      ? [target.row.username, target.row.nickname]
      : [target.row.email, target.row.name, target.row.phone],
  );
  await db.transaction().execute(async (trx) => {
    await repository.updatePasswordHash(trx, target.table, target.id, passwordHash);
    await revokeOtherSessions(trx, principal.kind, target.id, 'password_changed');
  });
}

export function logout(db: Db, principal: Principal) {
  return revokeSession(db, principal.sessionId, 'logout');
}
