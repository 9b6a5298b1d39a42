import { agentInfo, agentPermissions, emptyData } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { storageSrc, useStorageUrl } from '../../features/upload';
import { type ConsoleSession, useApi } from '../../shell/console';
import { pendingSession } from '../../shell/sessionState';

export const agentQueryKeys = {
  all: ['agent'] as const,
  info: ['agent', 'info'] as const,
  menus: ['agent', 'menus'] as const,
};

export function useAgentInfo() {
  const api = useApi();
  return useQuery({
    queryKey: agentQueryKeys.info,
    queryFn: () => api.get('/agent/BasicInfo/getInfo', agentInfo),
  });
}

function useAgentMenus() {
  const api = useApi();
  return useQuery({
    queryKey: agentQueryKeys.menus,
    queryFn: () => api.get('/agent/Permissions/getList', agentPermissions),
  });
}

export function useAgentSession(): ConsoleSession {
  const info = useAgentInfo();
  const menus = useAgentMenus();
  const storageUrl = useStorageUrl();
  if (!info.data || !menus.data) return pendingSession([info, menus]) ?? { status: 'loading' };
  const { basic_info, roles, authorities } = info.data;
  return {
    status: 'ready',
    user: {
      name: basic_info.name,
      avatar: basic_info.avatar ? storageSrc(basic_info.avatar, storageUrl) : '',
      roles: roles.map((role) => role.roleCode),
      authorities,
    },
    menus: menus.data,
  };
}

export function logoutAgent(api: ApiClient) {
  return api.request('/auth/logout', emptyData, {
    method: 'POST',
    body: {},
    silent: true,
    ignoreAuthFailure: true,
  });
}

export function changeTeam(api: ApiClient, opid: number) {
  return api.post('/agent/BasicInfo/changeTeam', emptyData, { opid });
}
