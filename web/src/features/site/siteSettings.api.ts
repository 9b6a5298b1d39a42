import { type AgentSiteSettings, agentSiteSettingsView } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../shell/console';

const settingsKey = ['site', 'settings'] as const;

export function useSiteSettings() {
  const api = useApi();
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api.get('/agent/site/getSetting', agentSiteSettingsView),
  });
}

export function useSaveSiteSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AgentSiteSettings) =>
      api.post('/agent/site/saveSetting', agentSiteSettingsView, settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
