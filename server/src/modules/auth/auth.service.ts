import type { AuthUser, ChangePasswordRequest, LoginRequest } from '@onsite/contracts';
import { MenuType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { grantedMenus, toMenuItem } from '#server/modules/menus/index.ts';
import { roleIdsOf } from '#server/platform/access/permissions.ts';
import { SIGNED_IN_ELSEWHERE } from '#server/platform/auth/auth-plugin.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { createSession, revokeOtherSessions, revokeSession } from '#server/platform/auth/sessions.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { forbidden, notFound } from '#server/platform/http/errors.ts';
import * as repository from './auth.repository.ts';
import {
  checkPasswordLogin,
  type LoginSource,
  newPasswordHash,
  type PasswordChangeSource,
} from './password-login.ts';

export const WRONG_LOGIN = 'wrong username or password';

/**
 * Admin or agent login, under the login throttle (password-login.ts). Admins keep one session: this login
 * signs every other one out (-200 there). Answers the session and the device to remember.
 */
export async function login(deps: AppDeps, input: LoginRequest, source: LoginSource) {
  const { db } = deps;
  const common = {
    username: input.username,
    password: input.password,
    captcha_key: input.captcha_key,
    captcha_code: input.captcha_code,
    wrong: WRONG_LOGIN,
  } as const;

  if (input.audience === 'admin') {
    const { row: admin, deviceId } = await checkPasswordLogin(deps, source, {
      ...common,
      audience: 'admin',
      find: () => repository.findAdminByUsername(db, input.username),
    });
    if (admin.status !== 1) throw forbidden('this account is disabled');
    await revokeOtherSessions(db, 'admin', admin.id, SIGNED_IN_ELSEWHERE);
    const session = await createSession(db, {
      audience: 'admin',
      subjectId: admin.id,
      agentId: null,
      remember: input.remember,
    });
    return { subjectId: admin.id, agentId: null, deviceId, ...session };
  }

  const { row: user, deviceId } = await checkPasswordLogin(deps, source, {
    ...common,
    audience: 'agent',
    find: () => repository.findAgentUserByEmail(db, input.username),
  });
  if (user.status !== 1) throw forbidden('this account is disabled');
  const memberships = await repository.membershipsOf(db, user.id);
  if (memberships.length === 0) throw forbidden('this account does not belong to any team');
  // Act in the team used last time, if the user still belongs to it.
  const team = memberships.find((membership) => membership.agent_id === user.last_team_id) ?? memberships[0];
  const session = await createSession(db, {
    audience: 'agent',
    subjectId: user.id,
    agentId: team.agent_id,
    remember: input.remember,
  });
  return { subjectId: user.id, agentId: team.agent_id, deviceId, ...session };
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
