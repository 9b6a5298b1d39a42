import { authApi } from '@onsite/contracts';
import type { ApiClient } from '#web/api/client';
import { useAdminUser } from '#web/features/session/admin';
import type { ConsoleSession } from '#web/shell/console';
import { pendingSession } from '#web/shell/sessionState';

export function useAdminSession(): ConsoleSession {
  const user = useAdminUser();
  if (!user.data) return pendingSession([user]) ?? { status: 'loading' };
  const { info, menus, roles, authorities } = user.data;
  return {
    status: 'ready',
    user: {
      name: info.nickname || info.username,
      avatar: info.avatar,
      roles: roles.map((role) => role.roleCode),
      authorities: authorities.map((entry) => entry.authority),
    },
    menus,
  };
}

export function logoutAdmin(api: ApiClient) {
  return api.call(authApi.logout, undefined, { silent: true, ignoreAuthFailure: true });
}
