import { z } from 'zod';
import { changePasswordRequest } from './auth.ts';
import { isPhone } from './customer.ts';
import {
  emailInput,
  phoneInput,
  sandboxTicketQuery,
  sandboxWechatConfirmForm,
  sendCodeResponse,
} from './customer-auth.ts';
import { emptyData } from './envelope.ts';
import { int4, rowId } from './input.ts';
import { menuItem } from './menu.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

export const team = z.object({
  opid: z.number().int(),
  corporate_name: z.string(),
  corporate_brief: z.string(),
  corporate_avatar: z.string(),
  /** 1 = verified */
  status: z.number().int(),
});
export type Team = z.infer<typeof team>;

/** GET /api/agent/BasicInfo/getInfo (spec §3 agent user info). */
export const agentInfo = z.object({
  basic_info: z.object({
    name: z.string(),
    avatar: z.string(),
    /** the sign-in email, the phone (may be empty), 0 unknown / 1 male / 2 female */
    email: z.string(),
    phone: z.string(),
    gender: z.number().int(),
    /** 1 when a WeChat / WeCom identity is bound (updateWxOpenid / updateQyOpenid); the openids stay private */
    wx_bound: z.number().int(),
    qy_bound: z.number().int(),
    last_team_id: z.number().int(),
    is_admin: z.number().int(),
    agent_id: z.number().int(),
    customer_id: z.number().int(),
  }),
  roles: z.array(z.object({ roleCode: z.string(), roleName: z.string() })),
  teams: z.array(team),
  authorities: z.array(z.string()),
});
export type AgentInfo = z.infer<typeof agentInfo>;

export const agentPermissions = z.array(menuItem);

export const changeTeamRequest = z.object({
  opid: rowId('opid is required'),
});

/** POST /api/agent/BasicInfo/updateBasicName (spec §7): the signed-in agent user's display name. */
export const updateBasicNameRequest = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(50, { error: 'name is at most 50 characters' }),
});
export type UpdateBasicNameRequest = z.infer<typeof updateBasicNameRequest>;

/**
 * POST /api/agent/BasicInfo/updateBasicAvatar (spec §7): a storage key uploaded in the current team
 * (agent/{agent_id}/…), or empty to go back to the default avatar.
 */
export const updateBasicAvatarRequest = z.object({
  avatar: z
    .string({ error: 'avatar must be a storage key' })
    .trim()
    .max(255, { error: 'avatar must be a storage key' }),
});
export type UpdateBasicAvatarRequest = z.infer<typeof updateBasicAvatarRequest>;

/** The genders updateBasicGender accepts: 0 unknown, 1 male, 2 female. */
export const GENDERS = [0, 1, 2] as const;

/** POST /api/agent/BasicInfo/updateBasicGender (spec §7). */
export const updateBasicGenderRequest = z.object({
  gender: int4('gender must be 0 (unknown), 1 (male) or 2 (female)').refine(
    (value) => (GENDERS as readonly number[]).includes(value),
    { error: 'gender must be 0 (unknown), 1 (male) or 2 (female)' },
  ),
});
export type UpdateBasicGenderRequest = z.infer<typeof updateBasicGenderRequest>;

const sixDigitCode = z
  .string({ error: 'please enter the verification code' })
  .trim()
  .regex(/^\d{6}$/, { error: 'the verification code is 6 digits' });

/**
 * POST /api/agent/BasicInfo/checkPhone (spec §7): checks that the new number is free and sends it a code
 * (the SMS driver, or the outbox). updateBasicPhone then spends the code.
 */
export const checkPhoneRequest = z.object({ phone: phoneInput });
export const updateBasicPhoneRequest = z.object({ phone: phoneInput, verify_code: sixDigitCode });
/** POST /api/agent/BasicInfo/checkEmail: the same for a new sign-in email (SMTP, or the outbox). */
export const checkEmailRequest = z.object({ email: emailInput });
export const updateBasicEmailRequest = z.object({ email: emailInput, verify_code: sixDigitCode });
export type UpdateBasicPhoneRequest = z.infer<typeof updateBasicPhoneRequest>;
export type UpdateBasicEmailRequest = z.infer<typeof updateBasicEmailRequest>;

/** POST /api/agent/BasicInfo/updateBasicPassword: the old password, the new one twice under the policy. */
export const updateBasicPasswordRequest = changePasswordRequest;

/**
 * GET /api/agent/BasicInfo/getWechatQrcode and getWorkerQrcode: a bind ticket; the QR encodes `qrcode_url`
 * (the sandbox page a phone opens after the scan). The console polls getBindStatus with `bind_id`.
 */
export const staffBindQrcode = z.object({
  bind_id: z.number().int(),
  qrcode_url: z.string(),
  expires_at: z.string(),
});
export const staffBindStatusQuery = z.object({ bind_id: rowId('bind_id must be a number') });
/** status 0 waiting for the scan, 1 scanned (updateWxOpenid / updateQyOpenid may bind it), 2 expired, 3 bound. */
export const staffBindStatus = z.object({ status: z.number().int() });
export type StaffBindStatus = z.infer<typeof staffBindStatus>;
/** POST /api/agent/BasicInfo/updateWxOpenid and updateQyOpenid: bind the identity the scan confirmed. */
export const updateOpenidRequest = z.object({ bind_id: rowId('bind_id must be a number') });

/** GET /api/agent/team/profile/getInfo: the organisation (team) the user acts in, as its owners edit it. */
export const teamProfile = z.object({
  opid: z.number().int(),
  corporate_name: z.string(),
  corporate_brief: z.string(),
  corporate_avatar: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  /** 1 = verified (through the attestation) */
  status: z.number().int(),
});
export type TeamProfile = z.infer<typeof teamProfile>;

/** POST /api/agent/team/profile/update: name, brief, avatar (uploaded in the team, or empty) and contact. */
export const teamProfileUpdateRequest = z.object({
  corporate_name: z
    .string({ error: 'the team name is required' })
    .trim()
    .min(1, { error: 'the team name is required' })
    .max(50, { error: 'the team name is at most 50 characters' }),
  corporate_brief: z.string().trim().max(200, { error: 'the brief is at most 200 characters' }).default(''),
  corporate_avatar: z.string().trim().max(255, { error: 'avatar must be a storage key' }).default(''),
  contact_name: z
    .string()
    .trim()
    .max(32, { error: 'the contact person is at most 32 characters' })
    .default(''),
  contact_phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhone(value), { error: 'please enter a valid phone number' })
    .default(''),
});
export type TeamProfileUpdateRequest = z.input<typeof teamProfileUpdateRequest>;

const agentOnly = { audience: 'agent' } as const;

/** The agent console's own user and team (spec §7 BasicInfo, Permissions). */
export const agentApi = {
  getInfo: defineRoute({
    method: 'GET',
    path: '/api/agent/BasicInfo/getInfo',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Signed-in agent user, roles, teams and authorities',
    reply: reply.data(agentInfo),
  }),
  permissions: defineRoute({
    method: 'GET',
    path: '/api/agent/Permissions/getList',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Menus and permissions in the current team',
    reply: reply.data(agentPermissions),
  }),
  changeTeam: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/changeTeam',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Act in another team of the user',
    body: changeTeamRequest,
    reply: reply.data(emptyData),
  }),
  updateBasicName: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicName',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Rename the signed-in agent user',
    body: updateBasicNameRequest,
    reply: reply.data(emptyData),
  }),
  updateBasicAvatar: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicAvatar',
    access: agentOnly,
    tags: ['agent'],
    summary: "Set the signed-in agent user's avatar to an image uploaded in the current team",
    body: updateBasicAvatarRequest,
    reply: reply.data(emptyData),
  }),
  updateBasicGender: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicGender',
    access: agentOnly,
    tags: ['agent'],
    summary: "Set the signed-in agent user's gender (0 unknown, 1 male, 2 female)",
    body: updateBasicGenderRequest,
    reply: reply.data(emptyData),
  }),
  checkPhone: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/checkPhone',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Check that a new phone number is free and send it a verification code',
    body: checkPhoneRequest,
    reply: reply.data(sendCodeResponse),
  }),
  updateBasicPhone: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicPhone',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Change the phone number with the code checkPhone sent to it',
    body: updateBasicPhoneRequest,
    reply: reply.data(emptyData),
  }),
  checkEmail: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/checkEmail',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Check that a new sign-in email is free and send it a verification code',
    body: checkEmailRequest,
    reply: reply.data(sendCodeResponse),
  }),
  updateBasicEmail: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicEmail',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Change the sign-in email with the code checkEmail sent to it',
    body: updateBasicEmailRequest,
    reply: reply.data(emptyData),
  }),
  updateBasicPassword: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicPassword',
    access: agentOnly,
    tags: ['agent'],
    summary: "Change the signed-in agent user's password; every other session of the account ends",
    body: updateBasicPasswordRequest,
    reply: reply.data(emptyData),
  }),
  getWechatQrcode: defineRoute({
    method: 'GET',
    path: '/api/agent/BasicInfo/getWechatQrcode',
    access: agentOnly,
    tags: ['agent'],
    summary: 'A QR to bind WeChat to the signed-in agent user (sandbox scan)',
    reply: reply.data(staffBindQrcode),
  }),
  getWorkerQrcode: defineRoute({
    method: 'GET',
    path: '/api/agent/BasicInfo/getWorkerQrcode',
    access: agentOnly,
    tags: ['agent'],
    summary: 'A QR to bind WeCom (WeChat Work) to the signed-in agent user (sandbox scan)',
    reply: reply.data(staffBindQrcode),
  }),
  getBindStatus: defineRoute({
    method: 'GET',
    path: '/api/agent/BasicInfo/getBindStatus',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Poll a WeChat / WeCom bind QR (every 2 s): 0 waiting, 1 scanned, 2 expired, 3 bound',
    query: staffBindStatusQuery,
    reply: reply.data(staffBindStatus),
  }),
  updateWxOpenid: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateWxOpenid',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Bind the WeChat identity a getWechatQrcode scan confirmed',
    body: updateOpenidRequest,
    reply: reply.data(emptyData),
  }),
  updateQyOpenid: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateQyOpenid',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Bind the WeCom identity a getWorkerQrcode scan confirmed',
    body: updateOpenidRequest,
    reply: reply.data(emptyData),
  }),
  getTeamProfile: defineRoute({
    method: 'GET',
    path: '/api/agent/team/profile/getInfo',
    access: { audience: 'agent', permission: Permission.agent.teamProfile },
    tags: ['agent'],
    summary: 'The profile of the team the user acts in (name, brief, avatar, contact, verified)',
    reply: reply.data(teamProfile),
  }),
  updateTeamProfile: defineRoute({
    method: 'POST',
    path: '/api/agent/team/profile/update',
    access: { audience: 'agent', permission: Permission.agent.teamProfile },
    tags: ['agent'],
    summary: "Edit the current team's name, brief, avatar and contact (its owners)",
    body: teamProfileUpdateRequest,
    reply: reply.data(teamProfile),
  }),
  sandboxBindPage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/staffBind',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: 'Sandbox WeChat / WeCom: the page a phone opens from a staff bind QR (HTML)',
    query: sandboxTicketQuery,
    reply: reply.html(),
  }),
  sandboxBind: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/staffBind',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: 'Sandbox WeChat / WeCom: the phone confirms the scan with its identity (HTML form)',
    body: sandboxWechatConfirmForm,
    reply: reply.html(),
  }),
};
