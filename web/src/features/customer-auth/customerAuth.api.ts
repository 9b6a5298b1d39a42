import { type CustomerLoginRequest, WECHAT_POLL_MS } from '@onsite/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { preSignIn } from '#web/api/preSignIn';
import { feedback } from '#web/app/feedback';
import { useApi } from '#web/shell/console';

/** Query keys of the sign-in popup; captcha and WeChat QR are never cached across openings. */
export const customerAuthKeys = {
  settings: ['customer-auth', 'settings'] as const,
  captcha: (nonce: number) => ['customer-auth', 'captcha', nonce] as const,
  wechatQrcode: (nonce: number) => ['customer-auth', 'wechat-qrcode', nonce] as const,
  wechatStatus: (loginToken: string) => ['customer-auth', 'wechat-status', loginToken] as const,
};

/** Login settings of this host's agent site: which modes the popup offers (phone_on, on_wechat_login). */
export function useLoginSettings() {
  const api = useApi();
  return useQuery({
    queryKey: customerAuthKeys.settings,
    queryFn: () => api.call(preSignIn.customerLoginSettings),
    staleTime: 5 * 60_000,
  });
}

/** A fresh graphic captcha per `nonce` (bump it to refresh; each captcha is single use on the server). */
export function useCaptcha(nonce: number) {
  const api = useApi();
  return useQuery({
    queryKey: customerAuthKeys.captcha(nonce),
    queryFn: () => api.call(preSignIn.customerCaptcha),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export interface SendCodeInput {
  channel: 'sms' | 'email';
  target: string;
  captcha_code: string;
  captcha_key: string;
}

/** Sends a code by SMS or email; the server's message ("sent to your phone/email") is shown. */
export function useSendCode() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ channel, target, ...captcha }: SendCodeInput) => {
      const response =
        channel === 'sms'
          ? await api.envelope(preSignIn.sendSmsCode, { mobile: target, ...captcha })
          : await api.envelope(preSignIn.sendEmailCode, { email: target, ...captcha });
      feedback.success(response.msg);
      return response.data;
    },
  });
}

/** The server's message ("registered, please log in", "changed, please log in again") is shown. */
function showMessage(response: { msg: string }) {
  feedback.success(response.msg);
}

export type RegisterInput = (
  | { register_type: 'mobile'; mobile: string; verify_code: string; password: string }
  | { register_type: 'email'; email: string; verify_code: string; password: string }
) & { invite_code?: string };

export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: RegisterInput) => showMessage(await api.envelope(preSignIn.register, input)),
  });
}

export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { account: string; verify_code: string; password: string }) =>
      showMessage(await api.envelope(preSignIn.resetPassword, input)),
  });
}

export function usePasswordLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: CustomerLoginRequest) => api.call(preSignIn.customerLogin, input),
  });
}

export function useBindPhone() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { bind_value: string; verify_code: string; login_token: string }) => {
      const response = await api.envelope(preSignIn.bindPhone, {
        bind_type: 1,
        ...input,
      });
      feedback.success(response.msg);
      return response.data;
    },
  });
}

export function useWechatQrcode(nonce: number) {
  const api = useApi();
  return useQuery({
    queryKey: customerAuthKeys.wechatQrcode(nonce),
    queryFn: () => api.call(preSignIn.wechatQrcode),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** Spec §4: the popup polls the WeChat login every 2 s until it is signed in, needs a phone, or expired. */
export function useWechatStatus(loginToken: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: customerAuthKeys.wechatStatus(loginToken ?? ''),
    queryFn: () => api.call(preSignIn.wechatLoginStatus, { login_token: loginToken ?? '' }),
    enabled: Boolean(loginToken),
    gcTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error') return false;
      return data && (data.on_openid === 1 || data.expired === 1) ? false : WECHAT_POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
}
