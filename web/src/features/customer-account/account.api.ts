import {
  apiCredential,
  type CreateApiCredentialRequest,
  createdApiCredential,
  customerProfile,
  emptyData,
  officialAccount,
  officialAuthorization,
  officialAuthStatus,
  type SaveServiceRequest,
  thirdPartyService,
  WECHAT_POLL_MS,
  wechatBindQrcode,
  wechatBindStatus,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedback } from '../../app/feedback';
import { customerQueryKeys } from '../../consoles/customer/session';
import { useApi } from '../../shell/console';

const ACCOUNT = '/customer/customer';
const OFFICIAL = '/customer/officialAccount';
const API = '/customer/customerApi';

export const accountKeys = {
  profile: ['customer-account', 'profile'] as const,
  official: (query: object) => ['customer-account', 'official', query] as const,
  officialAll: ['customer-account', 'official'] as const,
  authStatus: (id: number) => ['customer-account', 'official-auth', id] as const,
  bindQr: (nonce: number) => ['customer-account', 'bind-qr', nonce] as const,
  bindStatus: (id: number) => ['customer-account', 'bind-status', id] as const,
  credentials: (query: object) => ['customer-account', 'credentials', query] as const,
  credentialsAll: ['customer-account', 'credentials'] as const,
  services: ['customer-account', 'services'] as const,
};

export function useProfile() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: () => api.get(`${ACCOUNT}/getProfile`, customerProfile),
  });
}

/** A profile change: the server's message is shown, the page and the header (getInfo) refetch. */
export function useProfileChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body }: { path: string; body: Record<string, unknown> }) => {
      const response = await api.request(`${ACCOUNT}/${path}`, emptyData, { method: 'POST', body });
      feedback.success(response.msg);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
        queryClient.invalidateQueries({ queryKey: customerQueryKeys.info }),
      ]),
  });
}

/** A fresh bind QR per `nonce` (enabled while the dialog is open). */
export function useBindQrcode(nonce: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.bindQr(nonce),
    queryFn: () => api.get(`${ACCOUNT}/getWechatBindQrcode`, wechatBindQrcode),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** Polls a bind every 2 s (spec §9) until it is bound, expired or refused. */
export function useBindStatus(bindId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.bindStatus(bindId ?? 0),
    // msg carries a refusal's reason in the user's language
    queryFn: async () => {
      const response = await api.request(`${ACCOUNT}/getWechatBindStatus`, wechatBindStatus, {
        query: { bind_id: bindId ?? 0 },
      });
      return { ...response.data, msg: response.msg };
    },
    enabled: Boolean(bindId),
    refetchInterval: (query) =>
      query.state.error || (query.state.data && query.state.data.status !== 0) ? false : WECHAT_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

// ---- official accounts ----

const officialList = { parse: (data: unknown) => officialAccount.array().parse(data) };

export function useOfficialAccounts(query: { page: number; limit: number; keyword?: string }) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.official(query),
    queryFn: async () => {
      const response = await api.request(`${OFFICIAL}/getList`, officialList, { query: { ...query } });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useStartAuthorization() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post(`${OFFICIAL}/authorize`, officialAuthorization, {}),
  });
}

export function useAuthStatus(authId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.authStatus(authId ?? 0),
    queryFn: () => api.get(`${OFFICIAL}/getAuthorizeStatus`, officialAuthStatus, { auth_id: authId ?? 0 }),
    enabled: Boolean(authId),
    refetchInterval: (query) =>
      query.state.error || (query.state.data && query.state.data.status !== 0) ? false : WECHAT_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

export function useOfficialAction() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: 'refresh' | 'unbind'; id: number }) => {
      const response = await api.request(
        `${OFFICIAL}/${action}`,
        action === 'refresh' ? officialAccount : emptyData,
        {
          method: 'POST',
          body: { id },
        },
      );
      feedback.success(response.msg);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.officialAll }),
  });
}

// ---- API credentials and services ----

const credentialList = { parse: (data: unknown) => apiCredential.array().parse(data) };

export function useCredentials(query: { page: number; limit: number }) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.credentials(query),
    queryFn: async () => {
      const response = await api.request(`${API}/getList`, credentialList, { query: { ...query } });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useCreateCredential() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiCredentialRequest) => api.post(`${API}/create`, createdApiCredential, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.credentialsAll }),
  });
}

export function useRevokeCredential() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.request(`${API}/revoke`, emptyData, { method: 'POST', body: { id } });
      feedback.success(response.msg);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.credentialsAll }),
  });
}

export function useServices() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.services,
    queryFn: () => api.get(`${API}/getServices`, thirdPartyService.array()),
  });
}

export function useSaveService() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveServiceRequest) => {
      const response = await api.request(`${API}/saveService`, emptyData, { method: 'POST', body: input });
      feedback.success(response.msg);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.services }),
  });
}
