import { z } from 'zod';
import { captchaResponse, loginCaptchaFields } from './captcha.ts';
import { emptyData } from './envelope.ts';
import { authority, menuItem } from './menu.ts';
import { newPassword } from './password.ts';
import { defineRoute, reply } from './route.ts';
import { signInPaths } from './sign-in-paths.ts';

export const Audience = z.enum(['admin', 'agent', 'customer']);
export type Audience = z.infer<typeof Audience>;

/** POST /api/auth/login — admin and agent consoles (DESIGN.md). */
export const loginRequest = z.object({
  username: z.string().trim().min(1, { error: 'please enter the username' }).max(100),
  password: z.string().min(1, { error: 'please enter the password' }).max(128),
  remember: z.boolean().default(false),
  audience: z.enum(['admin', 'agent']),
  ...loginCaptchaFields,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * The password step's answer when the account signs in with two factors (account-security.ts): no session
 * yet, but a short-lived signed challenge that the code step exchanges for one.
 */
export const twoFactorChallenge = z.object({
  /** `code`: ask for the app's code or a recovery code; `enrol`: a role requires it, set it up first */
  two_factor: z.enum(['code', 'enrol']),
  challenge_token: z.string(),
  expires_at: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** A call that signs a staff account in (the password step, the invitation sign-up): the session, or the two-factor step. */
export const signInAnswer = z.union([loginResponse, twoFactorChallenge]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** GET /api/auth/user (spec §3 admin logged-in user). */
export const authUser = z.object({
  info: z.object({
    avatar: z.string(),
    nickname: z.string(),
    is_admin: z.number().int(),
    username: z.string(),
  }),
  authorities: z.array(authority),
  roles: z.array(z.object({ roleCode: z.string(), roleName: z.string() })),
  menus: z.array(menuItem),
});
export type AuthUser = z.infer<typeof authUser>;

/** `fields` plus a new password (the policy) typed twice, the two equal (the password forms of spec §5, the invitation sign-up). */
export function withNewPassword<T extends z.ZodRawShape>(fields: T) {
  return z
    .object({
      ...fields,
      password: newPassword,
      password2: z
        .string({ error: 'please enter the password again' })
        .min(1, { error: 'please enter the password again' }),
    })
    .refine((body) => (body as { password: string }).password === (body as { password2: string }).password2, {
      error: 'the two passwords entered are inconsistent',
      path: ['password2'],
    });
}

/** PUT /api/auth/password (spec §5 password change). */
export const changePasswordRequest = withNewPassword({
  oldPassword: z
    .string({ error: 'please enter the old password' })
    .min(1, { error: 'please enter the old password' }),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Admin and agent sessions (spec §7 auth): one endpoint for both staff consoles. */
const staff = { audience: ['admin', 'agent'] } as const;

export const authApi = {
  login: defineRoute({
    method: 'POST',
    path: signInPaths.staffLogin,
    access: { audience: 'public' },
    tags: ['auth'],
    summary: 'Admin or agent login: the session, or the challenge of the two-factor step',
    body: loginRequest,
    reply: reply.data(signInAnswer),
  }),
  captcha: defineRoute({
    method: 'GET',
    path: signInPaths.staffCaptcha,
    access: { audience: 'public' },
    tags: ['auth'],
    summary: 'A single-use graphic captcha (SVG, 5 minutes), asked for after too many failed logins',
    reply: reply.data(captchaResponse),
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    access: staff,
    tags: ['auth'],
    summary: 'The signed-in admin or agent user',
    reply: reply.data(authUser),
  }),
  password: defineRoute({
    method: 'PUT',
    path: '/api/auth/password',
    access: staff,
    tags: ['auth'],
    summary: 'Change own password',
    body: changePasswordRequest,
    reply: reply.data(emptyData),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    access: staff,
    tags: ['auth'],
    summary: 'End this session',
    reply: reply.data(emptyData),
  }),
};

/** /forget of the admin and agent consoles: a code to the account's email, then a new password. */
const staffAccount = {
  audience: z.enum(['admin', 'agent'], { error: 'audience must be admin or agent' }),
  account: z
    .string({ error: 'please enter the username or email' })
    .trim()
    .min(1, { error: 'please enter the username or email' })
    .max(100, { error: 'please enter the username or email' }),
};

export const forgetSendCodeRequest = z.object({
  ...staffAccount,
  captcha_key: z
    .string({ error: 'please refresh the graphic code' })
    .min(1, { error: 'please refresh the graphic code' })
    .max(100),
  captcha_code: z
    .string({ error: 'please enter the graphic code' })
    .trim()
    .min(1, { error: 'please enter the graphic code' })
    .max(12, { error: 'please enter the graphic code' }),
});
export type ForgetSendCodeRequest = z.infer<typeof forgetSendCodeRequest>;

export const forgetResetRequest = withNewPassword({
  ...staffAccount,
  code: z
    .string({ error: 'please enter the verification code' })
    .trim()
    .regex(/^\d{6}$/, { error: 'the verification code is 6 digits' }),
});
export type ForgetResetRequest = z.infer<typeof forgetResetRequest>;

export const forgetApi = {
  sendCode: defineRoute({
    method: 'POST',
    path: '/api/auth/forget/sendCode',
    access: { audience: 'public' },
    tags: ['auth'],
    summary:
      "Forgotten password of a staff account: a code to the account's email (the same answer for any account)",
    body: forgetSendCodeRequest,
    reply: reply.data(emptyData),
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/api/auth/forget/reset',
    access: { audience: 'public' },
    tags: ['auth'],
    summary: 'Set a new password with the emailed code; the account is signed out everywhere',
    body: forgetResetRequest,
    reply: reply.data(emptyData),
  }),
};
