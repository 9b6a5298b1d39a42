import { z } from 'zod';
import { captchaResponse, loginCaptchaFields } from './captcha.ts';
import { emptyData } from './envelope.ts';
import { authority, menuItem } from './menu.ts';
import { newPassword } from './password.ts';
import { defineRoute, reply } from './route.ts';

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

/** PUT /api/auth/password (spec §5 password change). */
export const changePasswordRequest = z
  .object({
    oldPassword: z
      .string({ error: 'please enter the old password' })
      .min(1, { error: 'please enter the old password' }),
    password: newPassword,
    password2: z
      .string({ error: 'please enter the password again' })
      .min(1, { error: 'please enter the password again' }),
  })
  .refine((body) => body.password === body.password2, {
    error: 'the two passwords entered are inconsistent',
    path: ['password2'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Admin and agent sessions (spec §7 auth): one endpoint for both staff consoles. */
const staff = { audience: ['admin', 'agent'] } as const;

export const authApi = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    access: { audience: 'public' },
    tags: ['auth'],
    summary: 'Admin or agent login',
    body: loginRequest,
    reply: reply.data(loginResponse),
  }),
  captcha: defineRoute({
    method: 'GET',
    path: '/api/auth/captcha',
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
