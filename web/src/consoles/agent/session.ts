import { agentApi, authApi } from '@onsite/contracts';
import type { ApiClient } from '#web/api/client';
import { useAgentInfo, useAgentMenus } from '#web/features/session/agent';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import type { ConsoleSession } from '#web/shell/console';
import { pendingSession } from '#web/shell/sessionState';

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
  return api.call(authApi.logout, undefined, { silent: true, ignoreAuthFailure: true });
}

export function changeTeam(api: ApiClient, opid: number) {
  return api.call(agentApi.changeTeam, { opid });
}
