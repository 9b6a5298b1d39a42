import { z } from 'zod';
import { captchaResponse } from './captcha.ts';
import { customerLoginResponse, isEmail, isPhone } from './customer.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { newPassword, PASSWORD_RESEMBLES_ACCOUNT, resemblesIdentifier } from './password.ts';
import { defineRoute, reply } from './route.ts';
import { signInPaths } from './sign-in-paths.ts';

export { CODE_COUNTDOWN_SECONDS, WECHAT_POLL_MS } from './customer-auth-timing.ts';

/** A phone number or an email typed in a form (trimmed; the email lower-cased), with the spec's messages. */
export const phoneInput = z
  .string({ error: 'please enter a valid phone number' })
  .trim()
  .refine(isPhone, { error: 'please enter a valid phone number' });
export const emailInput = z
  .string({ error: 'please enter a valid email' })
  .trim()
  .toLowerCase()
  .refine(isEmail, { error: 'please enter a valid email' });
const verifyCode = z
  .string({ error: 'please enter the verification code' })
  .trim()
  .min(1, { error: 'please enter the verification code' })
  .max(12, { error: 'please enter the verification code' });
export const captchaFields = {
  captcha_code: z
    .string({ error: 'please enter the graphic code' })
    .trim()
    .min(1, { error: 'please enter the graphic code' })
    .max(12, { error: 'please enter the graphic code' }),
  captcha_key: z
    .string({ error: 'please refresh the graphic code' })
    .min(1, { error: 'please refresh the graphic code' })
    .max(100, { error: 'please refresh the graphic code' }),
};

/** POST /api/customer/login/postVerifyCode (spec §5 "Send code"). */
export const sendSmsCodeRequest = z.object({ mobile: phoneInput, ...captchaFields });
/** POST /api/customer/login/postEmailVerifyCode. */
export const sendEmailCodeRequest = z.object({ email: emailInput, ...captchaFields });
/** Both answer when the next code may be asked for (the countdown). */
export const sendCodeResponse = z.object({ countdown: z.number().int() });

/**
 * The code of the invite link the visitor came through (contracts/src/channel.ts): the new customer is
 * counted as its sign-up and belongs to the link's agent. An unknown or disabled code is ignored.
 */
const inviteCodeInput = z.string().trim().max(64).optional();

/** POST /api/customer/login/postRegister {verify_code, password, mobile or email, register_type, invite_code?}. */
export const registerRequest = z
  .discriminatedUnion(
    'register_type',
    [
      z.object({
        register_type: z.literal('mobile'),
        mobile: phoneInput,
        verify_code: verifyCode,
        password: newPassword,
        invite_code: inviteCodeInput,
      }),
      z.object({
        register_type: z.literal('email'),
        email: emailInput,
        verify_code: verifyCode,
        password: newPassword,
        invite_code: inviteCodeInput,
      }),
    ],
    { error: 'register_type must be mobile or email' },
  )
  .refine(
    (body) =>
      !resemblesIdentifier(body.password, [body.register_type === 'mobile' ? body.mobile : body.email]),
    { error: PASSWORD_RESEMBLES_ACCOUNT, path: ['password'] },
  );
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /api/customer/login/resetPassword {verify_code, password, account}: account is a phone or an email. */
export const resetPasswordRequest = z
  .object({
    account: z
      .string({ error: 'please enter a valid phone number or email' })
      .trim()
      .toLowerCase()
      .refine((value) => isPhone(value) || isEmail(value), {
        error: 'please enter a valid phone number or email',
      }),
    verify_code: verifyCode,
    password: newPassword,
  })
  .refine((body) => !resemblesIdentifier(body.password, [body.account]), {
    error: PASSWORD_RESEMBLES_ACCOUNT,
    path: ['password'],
  });

/** POST /api/customer/login/postBindCustomerAccount: bind_type 1 = bind a phone to the scanned WeChat. */
export const bindAccountRequest = z.object({
  bind_type: z.literal(1, { error: 'bind_type must be 1 (phone)' }),
  bind_value: phoneInput,
  verify_code: verifyCode,
  login_token: z
    .string({ error: 'the WeChat login has expired, please scan again' })
    .min(1, { error: 'the WeChat login has expired, please scan again' })
    .max(100, { error: 'the WeChat login has expired, please scan again' }),
});

/** GET /api/customer/login/getWechatQrcode: qrcode_url is what the QR encodes (the page a phone opens). */
export const wechatQrcodeResponse = z.object({
  qrcode_url: z.string(),
  login_token: z.string(),
  expires_at: z.string(),
});

export const wechatStatusQuery = z.object({
  login_token: z
    .string({ error: 'the WeChat login has expired, please scan again' })
    .min(1, { error: 'the WeChat login has expired, please scan again' })
    .max(100, { error: 'the WeChat login has expired, please scan again' }),
});

/**
 * GET /api/customer/login/getWechatQrcodeLoginStatus (spec §4 "Wechat login"): on_openid 1 + on_login 1 =
 * signed in (token given); on_openid 1 + on_login 0 = the WeChat has no account yet → bind a phone;
 * expired 1 = scan a new QR.
 */
export const wechatStatusResponse = z.object({
  on_openid: z.number().int(),
  on_login: z.number().int(),
  expired: z.number().int(),
  token: z.string().optional(),
  expires_at: z.string().optional(),
});
export type WechatStatus = z.infer<typeof wechatStatusResponse>;

/** GET /api/admin/messageOutbox/getList: every SMS and email the platform sent or recorded. */
export const outboxListQuery = pageQuery.extend({
  channel: z.enum(['sms', 'email'], { error: 'channel must be sms or email' }).optional(),
  recipient: z.string().trim().max(200).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuery>;

export const outboxItem = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  agent_id: z.number().int().nullable(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  driver: z.string(),
  status: z.enum(['sent', 'recorded', 'failed']),
  error: z.string(),
  create_time: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItem>;

// ---- the sandbox WeChat pages a phone opens from a QR (HTML, public) ----

/** The openid a sandbox phone confirms with (remembered in a cookie between scans). */
export const SANDBOX_OPENID_PATTERN = /^[\w-]{6,64}$/;

/** GET /api/sandbox/wechat/{confirm,bind,authorize}?ticket=…: the ticket the QR carries. */
export const sandboxTicketQuery = z.object({ ticket: z.string().max(100).default('') });

/** POST /api/sandbox/wechat/confirm: the phone's HTML form. */
export const sandboxWechatConfirmForm = z.object({
  ticket: z.string().max(100),
  openid: z.string().regex(SANDBOX_OPENID_PATTERN),
});

const tags = ['customer login'];
const publicAccess = { audience: 'public' } as const;

/**
 * Customer sign-in without a session yet (spec §7 "Customer login"): captcha, codes, register, reset, WeChat
 * scan login and bind phone, and the sandbox WeChat confirmation page the login QR opens.
 */
export const customerAuthApi = {
  getCaptcha: defineRoute({
    method: 'GET',
    path: signInPaths.customerCaptcha,
    access: publicAccess,
    tags,
    summary: 'A single-use graphic captcha (SVG, 5 minutes)',
    reply: reply.data(captchaResponse),
  }),
  postVerifyCode: defineRoute({
    method: 'POST',
    path: signInPaths.sendSmsCode,
    access: publicAccess,
    tags,
    summary: 'Send a verification code by SMS (needs the graphic captcha)',
    body: sendSmsCodeRequest,
    reply: reply.data(sendCodeResponse),
  }),
  postEmailVerifyCode: defineRoute({
    method: 'POST',
    path: signInPaths.sendEmailCode,
    access: publicAccess,
    tags,
    summary: 'Send a verification code by email (needs the graphic captcha)',
    body: sendEmailCodeRequest,
    reply: reply.data(sendCodeResponse),
  }),
  postRegister: defineRoute({
    method: 'POST',
    path: signInPaths.register,
    access: publicAccess,
    tags,
    summary: "Register a customer of this host's agent site by phone or email code",
    body: registerRequest,
    reply: reply.data(emptyData),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: signInPaths.resetPassword,
    access: publicAccess,
    tags,
    summary: 'Set a new password with a code sent to the phone or email; ends every session',
    body: resetPasswordRequest,
    reply: reply.data(emptyData),
  }),
  postBindCustomerAccount: defineRoute({
    method: 'POST',
    path: signInPaths.bindPhone,
    access: publicAccess,
    tags,
    summary: 'Bind a phone to the scanned WeChat (bind_type 1) and sign in',
    body: bindAccountRequest,
    reply: reply.data(customerLoginResponse),
  }),
  getWechatQrcode: defineRoute({
    method: 'GET',
    path: signInPaths.wechatQrcode,
    access: publicAccess,
    tags,
    summary: 'A WeChat login QR (sandbox: it opens our confirmation page) and the token to poll with',
    reply: reply.data(wechatQrcodeResponse),
  }),
  getWechatQrcodeLoginStatus: defineRoute({
    method: 'GET',
    path: signInPaths.wechatLoginStatus,
    access: publicAccess,
    tags,
    summary: 'Poll a WeChat login (every 2 s): signed in, bind a phone, or expired',
    query: wechatStatusQuery,
    reply: reply.data(wechatStatusResponse),
  }),
  sandboxConfirmPage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/confirm',
    access: publicAccess,
    tags: ['sandbox'],
    summary: 'Sandbox WeChat: the confirmation page a phone opens from the login QR (HTML)',
    query: sandboxTicketQuery,
    reply: reply.html(),
  }),
  sandboxConfirm: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/confirm',
    access: publicAccess,
    tags: ['sandbox'],
    summary: 'Sandbox WeChat: the phone confirms the login with its openid (HTML form)',
    body: sandboxWechatConfirmForm,
    reply: reply.html(),
  }),
};
