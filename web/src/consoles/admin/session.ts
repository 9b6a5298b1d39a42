import { authUser, emptyData } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type ConsoleSession, useApi } from '../../shell/console';
import { pendingSession } from '../../shell/sessionState';

export const adminQueryKeys = {
  user: ['admin', 'user'] as const,
};

export function useAdminUser() {
  const api = useApi();
  return useQuery({ queryKey: adminQueryKeys.user, queryFn: () => api.get('/auth/user', authUser) });
}

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
  return api.request('/auth/logout', emptyData, {
    method: 'POST',
    body: {},
    silent: true,
    ignoreAuthFailure: true,
  });
}
