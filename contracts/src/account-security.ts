import { z } from 'zod';
import { loginResponse } from './auth.ts';
import { emptyData } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';
import { staffItem } from './staff.ts';

/**
 * Staff account security (issue 14): the sessions of an account (own, on the profile page; any admin
 * account's, in the staff drawer) and TOTP two-factor sign-in (RFC 6238) with one-time recovery codes.
 */

/** A live session of a staff account. */
export const accountSession = z.object({
  id: z.number().int(),
  /** browser and system read from the user agent, e.g. "Chrome 131 · Windows" ('' when unknown) */
  device: z.string(),
  user_agent: z.string(),
  ip: z.string(),
  create_time: z.string(),
  /** the last request ('' when none since sign-in); written at most once a minute */
  last_seen_time: z.string(),
  expire_time: z.string(),
  /** the session this request is made with */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** At most this many sessions are listed, the most recently used first. */
export const SESSION_LIST_MAX = 100;

export const revokeOwnSessionRequest = z.object({ id: rowId('id is required') });

/** The code of an authenticator app (6 digits) or one of the recovery codes. */
const secondFactorCode = z
  .string({ error: 'please enter the code' })
  .trim()
  .min(1, { error: 'please enter the code' })
  .max(32, { error: 'the code is 6 digits or a recovery code' });

/** A code of the authenticator app only: enrolment proves the app holds the secret. */
const totpCode = z
  .string({ error: 'please enter the code' })
  .trim()
  .regex(/^\d{6}$/, { error: 'the code is the 6 digits the app shows' });

const challengeToken = z
  .string({ error: 'the sign-in has expired, please sign in again' })
  .min(1, { error: 'the sign-in has expired, please sign in again' })
  .max(1000, { error: 'the sign-in has expired, please sign in again' });

export const twoFactorVerifyRequest = z.object({ challenge_token: challengeToken, code: secondFactorCode });
export const twoFactorEnrolStartRequest = z.object({ challenge_token: challengeToken });
export const twoFactorEnrolConfirmRequest = z.object({ challenge_token: challengeToken, code: totpCode });
export const twoFactorEnableRequest = z.object({ code: totpCode });

/** Turning two-factor sign-in off takes a current code (or a recovery code) or the password. */
export const twoFactorDisableRequest = z
  .object({
    code: secondFactorCode.optional(),
    password: z.string().max(128).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), {
    error: 'enter a current code or your password',
    path: ['code'],
  });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequest>;

/** A new secret for the authenticator app: scanned as a QR of the URI, or typed in as text. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** The ten one-time recovery codes, shown once. */
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** one of the account's roles requires two-factor sign-in */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

const staff = { audience: ['admin', 'agent'] } as const;
const publicAccess = { audience: 'public' } as const;
const tags = ['account-security'];

export const accountSecurityApi = {
  sessions: defineRoute({
    method: 'GET',
    path: '/api/auth/sessions',
    access: staff,
    tags,
    summary: "The signed-in account's live sessions, the most recently used first",
    reply: reply.data(z.array(accountSession)),
  }),
  revokeSession: defineRoute({
    method: 'POST',
    path: '/api/auth/sessions/revoke',
    access: staff,
    tags,
    summary: 'Sign out one of the own sessions (its next request answers that the session expired)',
    body: revokeOwnSessionRequest,
    reply: reply.data(emptyData),
  }),
  revokeOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/auth/sessions/revokeOthers',
    access: staff,
    tags,
    summary: 'Sign out every own session but this one',
    reply: reply.data(emptyData),
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/auth/twoFactor/status',
    access: staff,
    tags,
    summary: 'Whether the account signs in with two factors, and whether a role requires it',
    reply: reply.data(twoFactorStatus),
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/api/auth/twoFactor/setup',
    access: staff,
    tags,
    summary: 'A new TOTP secret for the authenticator app (not in force until confirmed with a code)',
    reply: reply.data(twoFactorSetup),
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/api/auth/twoFactor/enable',
    access: staff,
    tags,
    summary:
      'Confirm the new secret with a current code: two-factor sign-in is on; answers the recovery codes',
    body: twoFactorEnableRequest,
    reply: reply.data(recoveryCodes),
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/api/auth/twoFactor/disable',
    access: staff,
    tags,
    summary: 'Turn two-factor sign-in off with a current code or the password (not while a role requires it)',
    body: twoFactorDisableRequest,
    reply: reply.data(emptyData),
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/auth/twoFactor/verify',
    access: publicAccess,
    tags,
    summary: 'Second sign-in step: the challenge of the password step and a code (or a recovery code)',
    body: twoFactorVerifyRequest,
    reply: reply.data(loginResponse),
  }),
  enrolStart: defineRoute({
    method: 'POST',
    path: '/api/auth/twoFactor/enrolStart',
    access: publicAccess,
    tags,
    summary: 'Sign-in of an account whose role requires two factors and has none: a new secret to scan',
    body: twoFactorEnrolStartRequest,
    reply: reply.data(twoFactorSetup),
  }),
  enrolConfirm: defineRoute({
    method: 'POST',
    path: '/api/auth/twoFactor/enrolConfirm',
    access: publicAccess,
    tags,
    summary: 'Confirm the secret set up at sign-in with a code: the session, and the recovery codes',
    body: twoFactorEnrolConfirmRequest,
    reply: reply.data(loginResponse.extend(recoveryCodes.shape)),
  }),
};

/** Sessions of any admin staff account (admin: system › user, the account's drawer). */
const staffSessionAccess = { audience: 'admin', permission: Permission.admin.systemUserSession } as const;
const STAFF_BASE = '/api/admin/system/user';

export const staffSecurity = z.object({
  account: staffItem,
  sessions: z.array(accountSession),
  two_factor: twoFactorStatus,
});
export type StaffSecurity = z.infer<typeof staffSecurity>;

export const staffSessionQuery = z.object({ id: rowId('id is required') });
export const staffRevokeSessionRequest = z.object({
  id: rowId('id is required'),
  session_id: rowId('session_id is required'),
});
export const staffAccountRequest = z.object({ id: rowId('id is required') });

export const staffSecurityApi = {
  sessions: defineRoute({
    method: 'GET',
    path: `${STAFF_BASE}/sessions`,
    access: staffSessionAccess,
    tags,
    summary: 'A staff account (the drawer), its live sessions and whether it signs in with two factors',
    query: staffSessionQuery,
    reply: reply.data(staffSecurity),
  }),
  revokeSession: defineRoute({
    method: 'POST',
    path: `${STAFF_BASE}/revokeSession`,
    access: staffSessionAccess,
    tags,
    summary: "Sign out one of a staff account's sessions",
    body: staffRevokeSessionRequest,
    reply: reply.data(emptyData),
  }),
  revokeAllSessions: defineRoute({
    method: 'POST',
    path: `${STAFF_BASE}/revokeAllSessions`,
    access: staffSessionAccess,
    tags,
    summary: 'Sign a staff account out everywhere',
    body: staffAccountRequest,
    reply: reply.data(emptyData),
  }),
  resetTwoFactor: defineRoute({
    method: 'POST',
    path: `${STAFF_BASE}/resetTwoFactor`,
    access: staffSessionAccess,
    tags,
    summary: "Remove a staff account's authenticator and recovery codes (a lost phone); its sessions end",
    body: staffAccountRequest,
    reply: reply.data(emptyData),
  }),
};
