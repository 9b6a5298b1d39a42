import { type AnyRoute, signInPaths } from '@onsite/contracts';
import type { LateRoute } from './client';

type Contracts = typeof import('./preSignInContracts');

let loading: Promise<Contracts> | undefined;
const contracts = () => {
  loading ??= import('./preSignInContracts');
  return loading;
};

/**
 * Fetches the pre-sign-in contracts (and zod) ahead of their first answer; the login screens call it once
 * they have shown, so that a login's answer is parsed without waiting for them.
 */
export function preloadPreSignInContracts(): void {
  void contracts().catch(() => {
    // a failed fetch is tried again by the first call that needs it
    loading = undefined;
  });
}

/** The route `pick` names, sent by its method and path and parsed once its module is there. */
function late<R extends AnyRoute>(pick: (modules: Contracts) => R, method: R['method'], path: string): R {
  const route: Pick<AnyRoute, 'method' | 'path'> & { reply: { kind: 'data' } } & LateRoute = {
    method,
    path,
    reply: { kind: 'data' },
    late: async () => pick(await contracts()),
  };
  return route as unknown as R;
}

/**
 * The routes the login screens call before there is a session, declared by method and path (the contracts'
 * zod-free `signInPaths`; preSignIn.test.ts checks each against its contract) so that a console's first
 * load carries no contract module and no zod (issue 19): the staff login and its captcha, the customer's
 * sign-in panel (login settings, captcha, codes, registration, reset, phone binding, WeChat scan) and the
 * customer site's data.
 * Their answers are parsed by their contracts' schemas, as every answer is.
 */
export const preSignIn = {
  staffLogin: late((m) => m.authApi.login, 'POST', signInPaths.staffLogin),
  staffCaptcha: late((m) => m.authApi.captcha, 'GET', signInPaths.staffCaptcha),
  customerLoginSettings: late((m) => m.customerApi.loginInfo, 'GET', signInPaths.customerLoginSettings),
  customerLogin: late((m) => m.customerApi.login, 'POST', signInPaths.customerLogin),
  customerCaptcha: late((m) => m.customerAuthApi.getCaptcha, 'GET', signInPaths.customerCaptcha),
  sendSmsCode: late((m) => m.customerAuthApi.postVerifyCode, 'POST', signInPaths.sendSmsCode),
  sendEmailCode: late((m) => m.customerAuthApi.postEmailVerifyCode, 'POST', signInPaths.sendEmailCode),
  register: late((m) => m.customerAuthApi.postRegister, 'POST', signInPaths.register),
  resetPassword: late((m) => m.customerAuthApi.resetPassword, 'POST', signInPaths.resetPassword),
  bindPhone: late((m) => m.customerAuthApi.postBindCustomerAccount, 'POST', signInPaths.bindPhone),
  wechatQrcode: late((m) => m.customerAuthApi.getWechatQrcode, 'GET', signInPaths.wechatQrcode),
  wechatLoginStatus: late(
    (m) => m.customerAuthApi.getWechatQrcodeLoginStatus,
    'GET',
    signInPaths.wechatLoginStatus,
  ),
  siteData: late((m) => m.siteApi.getData, 'GET', signInPaths.siteData),
};
