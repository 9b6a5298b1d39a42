import { z } from 'zod';
import { isEmail, isPhone } from './customer.ts';
import { pageQuery } from './envelope.ts';
import { newPassword } from './password.ts';

/** Spec §9: the send-code button counts down 120 s; the WeChat login popup polls every 2 s. */
export const CODE_COUNTDOWN_SECONDS = 120;
export const WECHAT_POLL_MS = 2000;

const phone = z
  .string({ error: 'please enter a valid phone number' })
  .trim()
  .refine(isPhone, { error: 'please enter a valid phone number' });
const email = z
  .string({ error: 'please enter a valid email' })
  .trim()
  .toLowerCase()
  .refine(isEmail, { error: 'please enter a valid email' });
const verifyCode = z
  .string({ error: 'please enter the verification code' })
  .trim()
  .min(1, { error: 'please enter the verification code' })
  .max(12, { error: 'please enter the verification code' });
const captcha = {
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

/** GET /api/customer/login/getCaptcha (spec §3 Captcha): img is an SVG data URL; key names it when checked. */
export const captchaResponse = z.object({ img: z.string(), key: z.string() });

/** POST /api/customer/login/postVerifyCode (spec §5 "Send code"). */
export const sendSmsCodeRequest = z.object({ mobile: phone, ...captcha });
/** POST /api/customer/login/postEmailVerifyCode. */
export const sendEmailCodeRequest = z.object({ email, ...captcha });
/** Both answer when the next code may be asked for (the countdown). */
export const sendCodeResponse = z.object({ countdown: z.number().int() });

/** POST /api/customer/login/postRegister {verify_code, password, mobile or email, register_type}. */
export const registerRequest = z.discriminatedUnion(
  'register_type',
  [
    z.object({
      register_type: z.literal('mobile'),
      mobile: phone,
      verify_code: verifyCode,
      password: newPassword,
    }),
    z.object({ register_type: z.literal('email'), email, verify_code: verifyCode, password: newPassword }),
  ],
  { error: 'register_type must be mobile or email' },
);
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /api/customer/login/resetPassword {verify_code, password, account}: account is a phone or an email. */
export const resetPasswordRequest = z.object({
  account: z
    .string({ error: 'please enter a valid phone number or email' })
    .trim()
    .toLowerCase()
    .refine((value) => isPhone(value) || isEmail(value), {
      error: 'please enter a valid phone number or email',
    }),
  verify_code: verifyCode,
  password: newPassword,
});

/** POST /api/customer/login/postBindCustomerAccount: bind_type 1 = bind a phone to the scanned WeChat. */
export const bindAccountRequest = z.object({
  bind_type: z.literal(1, { error: 'bind_type must be 1 (phone)' }),
  bind_value: phone,
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
