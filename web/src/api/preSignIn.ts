import type { AnyRoute } from '@onsite/contracts';
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

const customerLogin = '/api/customer/login';

/**
 * The routes the login screens call before there is a session, declared by method and path (the same as
 * their contracts', which preSignIn.test.ts checks) so that a console's first load carries no contract
 * module and no zod (issue 19): the staff login and its captcha, the customer's sign-in panel (login
 * settings, captcha, codes, registration, reset, phone binding, WeChat scan) and the customer site's data.
 * Their answers are parsed by their contracts' schemas, as every answer is.
 */
export const preSignIn = {
  staffLogin: late((m) => m.authApi.login, 'POST', '/api/auth/login'),
  staffCaptcha: late((m) => m.authApi.captcha, 'GET', '/api/auth/captcha'),
  customerLoginSettings: late((m) => m.customerApi.loginInfo, 'GET', `${customerLogin}/getInfo`),
  customerLogin: late((m) => m.customerApi.login, 'POST', `${customerLogin}/index`),
  customerCaptcha: late((m) => m.customerAuthApi.getCaptcha, 'GET', `${customerLogin}/getCaptcha`),
  sendSmsCode: late((m) => m.customerAuthApi.postVerifyCode, 'POST', `${customerLogin}/postVerifyCode`),
  sendEmailCode: late(
    (m) => m.customerAuthApi.postEmailVerifyCode,
    'POST',
    `${customerLogin}/postEmailVerifyCode`,
  ),
  register: late((m) => m.customerAuthApi.postRegister, 'POST', `${customerLogin}/postRegister`),
  resetPassword: late((m) => m.customerAuthApi.resetPassword, 'POST', `${customerLogin}/resetPassword`),
  bindPhone: late(
    (m) => m.customerAuthApi.postBindCustomerAccount,
    'POST',
    `${customerLogin}/postBindCustomerAccount`,
  ),
  wechatQrcode: late((m) => m.customerAuthApi.getWechatQrcode, 'GET', `${customerLogin}/getWechatQrcode`),
  wechatLoginStatus: late(
    (m) => m.customerAuthApi.getWechatQrcodeLoginStatus,
    'GET',
    `${customerLogin}/getWechatQrcodeLoginStatus`,
  ),
  siteData: late((m) => m.siteApi.getData, 'GET', '/api/customer/common/getData'),
};
