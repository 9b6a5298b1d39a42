import { type AgentSiteSettings, type BankAccount, siteSettingsApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

const settingsKey = ['site', 'settings'] as const;

export function useSiteSettings() {
  const api = useApi();
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api.call(siteSettingsApi.getSetting),
  });
}

export function useSaveSiteSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AgentSiteSettings) => api.call(siteSettingsApi.saveSetting, settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

const bankAccountKey = ['site', 'bank-account'] as const;

/** The account the agent's site receives bank transfers on (null: none). */
export function useSiteBankAccount() {
  const api = useApi();
  return useQuery({
    queryKey: bankAccountKey,
    queryFn: () => api.call(siteSettingsApi.getBankAccount),
  });
}

export function useSaveSiteBankAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankAccount | { clear: 1 }) => api.call(siteSettingsApi.saveBankAccount, input),
    onSuccess: (saved) => queryClient.setQueryData(bankAccountKey, saved),
  });
}
