import {
  type AnyRoute,
  type CreateApiCredentialRequest,
  customerAccountApi,
  type SaveServiceRequest,
  WECHAT_POLL_MS,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedback } from '#web/app/feedback';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { customerQueryKeys } from '#web/features/session/customer';
import { useApi } from '#web/shell/console';

export const accountKeys = {
  profile: ['customer-account', 'profile'] as const,
  official: (query: object) => ['customer-account', 'official', query] as const,
  officialAll: ['customer-account', 'official'] as const,
  authStatus: (id: number) => ['customer-account', 'official-auth', id] as const,
  bindQr: (nonce: number) => ['customer-account', 'bind-qr', nonce] as const,
  bindStatus: (id: number) => ['customer-account', 'bind-status', id] as const,
  services: ['customer-account', 'services'] as const,
};

export function useProfile() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: () => api.call(customerAccountApi.getProfile),
  });
}

/** The settings page's profile changes, by their endpoint's name under /customer/customer. */
const profileChanges = {
  postAvatar: customerAccountApi.postAvatar,
  postNickname: customerAccountApi.postNickname,
  postCity: customerAccountApi.postCity,
  postCompanyName: customerAccountApi.postCompanyName,
  postEmail: customerAccountApi.postEmail,
  postMobile: customerAccountApi.postMobile,
  unbindWx: customerAccountApi.unbindWx,
};
export type ProfileChangePath = keyof typeof profileChanges;

/** A profile change: the server's message is shown, the page and the header (getInfo) refetch. */
export function useProfileChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body }: { path: ProfileChangePath; body: Record<string, unknown> }) => {
      // the body's fields are the modal's (validated by the route's contract on the server)
      const route: AnyRoute = profileChanges[path];
      const response = await api.envelope(route, body);
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
    queryFn: () => api.call(customerAccountApi.getWechatBindQrcode),
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
      const response = await api.envelope(customerAccountApi.getWechatBindStatus, { bind_id: bindId ?? 0 });
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

export function useOfficialAccounts(query: { page: number; limit: number; keyword?: string }) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.official(query),
    queryFn: async () => {
      const { rows, count } = await api.page(customerAccountApi.officialList, query);
      return { items: rows, count };
    },
    placeholderData: keepPreviousData,
  });
}

export function useStartAuthorization() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call(customerAccountApi.officialAuthorize),
  });
}

export function useAuthStatus(authId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.authStatus(authId ?? 0),
    queryFn: () => api.call(customerAccountApi.officialAuthorizeStatus, { auth_id: authId ?? 0 }),
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
      const response =
        action === 'refresh'
          ? await api.envelope(customerAccountApi.officialRefresh, { id })
          : await api.envelope(customerAccountApi.officialUnbind, { id });
      feedback.success(response.msg);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.officialAll }),
  });
}

// ---- API credentials and services ----

export function useCreateCredential() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiCredentialRequest) => api.call(customerAccountApi.credentialCreate, input),
    // the credential list's pages (the API page's DataTable)
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, customerAccountApi.credentialList),
      }),
  });
}

export function useRevokeCredential() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.envelope(customerAccountApi.credentialRevoke, { id });
      feedback.success(response.msg);
    },
    // the credential list's pages (the API page's DataTable)
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, customerAccountApi.credentialList),
      }),
  });
}

export function useServices() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.services,
    queryFn: () => api.call(customerAccountApi.getServices),
  });
}

export function useSaveService() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveServiceRequest) => {
      const response = await api.envelope(customerAccountApi.saveService, input);
      feedback.success(response.msg);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.services }),
  });
}
