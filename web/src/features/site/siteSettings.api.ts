import {
  type AgentSiteSettings,
  agentSiteSettingsView,
  type BankAccount,
  bankAccount,
} from '@onsite/contracts';
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

const bankAccountKey = ['site', 'bank-account'] as const;

/** The account the agent's site receives bank transfers on (null: none). */
export function useSiteBankAccount() {
  const api = useApi();
  return useQuery({
    queryKey: bankAccountKey,
    queryFn: () => api.get('/agent/site/getBankAccount', bankAccount.nullable()),
  });
}

export function useSaveSiteBankAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankAccount | { clear: 1 }) =>
      api.post('/agent/site/saveBankAccount', bankAccount.nullable(), input),
    onSuccess: (saved) => queryClient.setQueryData(bankAccountKey, saved),
  });
}
