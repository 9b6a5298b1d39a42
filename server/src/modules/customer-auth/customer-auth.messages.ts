import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The customer-auth module's messages (modules/customer-auth: customer sign-in, registration, binding and
 * verification codes; contracts/src/customer-auth.ts), keyed by their English text like every catalogue (see
 * platform/i18n/messages.ts); server/src/messages.ts registers them with the others. The account settings
 * (modules/customer-account) reuse its code, binding and registration messages.
 */
export const customerAuthMessages = {
  'verification code sent to your phone': { zh_CN: '验证码已发送至手机', zh_TW: '驗證碼已傳送至手機' },
  'verification code sent to your email': { zh_CN: '验证码已发送至邮箱', zh_TW: '驗證碼已傳送至電子郵件' },
  'registered, please log in': { zh_CN: '注册成功，请登录', zh_TW: '註冊成功，請登入' },
  bound: { zh_CN: '绑定成功', zh_TW: '綁定成功' },
  // the codes, binding and registration: modules/customer-account uses these too
  'too many requests, please try again in {minutes} minutes': {
    zh_CN: '请求过于频繁，请 {minutes} 分钟后再试',
    zh_TW: '請求過於頻繁，請 {minutes} 分鐘後再試',
  },
  'too many codes requested, please try again in {minutes} minutes': {
    zh_CN: '获取验证码过于频繁，请 {minutes} 分钟后再试',
    zh_TW: '取得驗證碼過於頻繁，請 {minutes} 分鐘後再試',
  },
  'a code was just sent, please wait {seconds} seconds': {
    zh_CN: '验证码刚刚已发送，请 {seconds} 秒后再试',
    zh_TW: '驗證碼剛剛已傳送，請 {seconds} 秒後再試',
  },
  // the captcha's answers, also sent by the staff login (modules/auth) when its throttle asks for a captcha
  'wrong graphic code, please try the new one': {
    zh_CN: '图形验证码错误，请输入新的图形验证码',
    zh_TW: '圖形驗證碼錯誤，請輸入新的圖形驗證碼',
  },
  'the graphic code has expired, please try the new one': {
    zh_CN: '图形验证码已过期，请输入新的图形验证码',
    zh_TW: '圖形驗證碼已過期，請輸入新的圖形驗證碼',
  },
  'sign-in by phone is not available on this site': {
    zh_CN: '本站未开放手机号登录注册',
    zh_TW: '本站未開放手機號碼登入註冊',
  },
  'the code could not be sent, please try again later': {
    zh_CN: '验证码发送失败，请稍后再试',
    zh_TW: '驗證碼傳送失敗，請稍後再試',
  },
  'wrong verification code': { zh_CN: '验证码错误', zh_TW: '驗證碼錯誤' },
  'too many wrong codes, please get a new code': {
    zh_CN: '验证码错误次数过多，请重新获取',
    zh_TW: '驗證碼錯誤次數過多，請重新取得',
  },
  'the verification code has expired, please get a new code': {
    zh_CN: '验证码已失效，请重新获取',
    zh_TW: '驗證碼已失效，請重新取得',
  },
  'this phone number is already registered': { zh_CN: '该手机号已注册', zh_TW: '該手機號碼已註冊' },
  'this email is already registered': { zh_CN: '该邮箱已注册', zh_TW: '該電子郵件已註冊' },
  'this account is not registered': { zh_CN: '该账号未注册', zh_TW: '該帳號未註冊' },
  'WeChat login is not available on this site': { zh_CN: '本站未开放微信登录', zh_TW: '本站未開放微信登入' },
  'the WeChat login has expired, please scan again': {
    zh_CN: '微信登录已过期，请重新扫码',
    zh_TW: '微信登入已過期，請重新掃碼',
  },
  'this WeChat account is already bound': { zh_CN: '该微信已绑定账号', zh_TW: '該微信已綁定帳號' },
  'this phone number is already bound to another WeChat account': {
    zh_CN: '该手机号已绑定其他微信',
    zh_TW: '該手機號碼已綁定其他微信',
  },
  // also contracts/src/customer-account.ts
  'please enter a valid email': { zh_CN: '请输入正确的邮箱', zh_TW: '請輸入正確的電子郵件' },
  'please enter the verification code': { zh_CN: '请输入验证码', zh_TW: '請輸入驗證碼' },
  'please enter the graphic code': { zh_CN: '请输入图形验证码', zh_TW: '請輸入圖形驗證碼' },
  'please refresh the graphic code': { zh_CN: '请刷新图形验证码', zh_TW: '請重新整理圖形驗證碼' },
  'register_type must be mobile or email': {
    zh_CN: 'register_type 必须是 mobile 或 email',
    zh_TW: 'register_type 必須是 mobile 或 email',
  },
  'bind_type must be 1 (phone)': {
    zh_CN: 'bind_type 必须是 1（手机号）',
    zh_TW: 'bind_type 必須是 1（手機號碼）',
  },
  'channel must be sms or email': {
    zh_CN: 'channel 必须是 sms 或 email',
    zh_TW: 'channel 必須是 sms 或 email',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    'customer-auth': typeof customerAuthMessages;
  }
}
