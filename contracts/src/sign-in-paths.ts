/**
 * The paths of the routes a console calls before there is a session (the logins, their captchas and codes,
 * the customer site's data). No zod here: the web's login screens send these routes before any contract
 * module is loaded (web/src/api/preSignIn.ts, issue 19); the contracts declare the routes with them.
 */
export const signInPaths = {
  staffLogin: '/api/auth/login',
  staffCaptcha: '/api/auth/captcha',
  customerLoginSettings: '/api/customer/login/getInfo',
  customerLogin: '/api/customer/login/index',
  customerCaptcha: '/api/customer/login/getCaptcha',
  sendSmsCode: '/api/customer/login/postVerifyCode',
  sendEmailCode: '/api/customer/login/postEmailVerifyCode',
  register: '/api/customer/login/postRegister',
  resetPassword: '/api/customer/login/resetPassword',
  bindPhone: '/api/customer/login/postBindCustomerAccount',
  wechatQrcode: '/api/customer/login/getWechatQrcode',
  wechatLoginStatus: '/api/customer/login/getWechatQrcodeLoginStatus',
  siteData: '/api/customer/common/getData',
} as const;
