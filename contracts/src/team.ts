import { z } from 'zod';
import { signInAnswer, withNewPassword } from './auth.ts';
import { isEmail } from './customer.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import {
  grantNode,
  roleCreateRequest,
  roleDetail,
  roleIdRequest,
  roleItem,
  roleListQuery,
  roleUpdateRequest,
} from './role.ts';
import { defineRoute, reply } from './route.ts';
import { optionalEmail, roleOption } from './staff.ts';

/**
 * The agent console's team management (issue 14): the members of the team the session acts in with their
 * role there, the team's roles (the shared built-in ones and its own), invitation links, and the public
 * /invite page. Every route is scoped by the session's team: another team's member, role or invitation is
 * not found.
 */
const id = (error: string) => rowId(error);

export const teamMemberListQuery = pageQuery.extend({
  /** name, email or phone */
  keyword: z.string().trim().max(64).optional(),
  role_id: id('role_id must be a role id').optional(),
});

export const teamMember = z.object({
  /** the agent user's id */
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_code: z.string(),
  /** holds the built-in owner role in this team */
  is_owner: z.boolean(),
  /** the signed-in user */
  is_self: z.boolean(),
  join_time: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** A role a member may be given in this team: a shared built-in one or one of the team's own. */
export const teamRoleOption = roleOption.extend({ built_in: z.boolean() });
export type TeamRoleOption = z.infer<typeof teamRoleOption>;

export const teamMemberRoleRequest = z.object({
  id: id('id is required'),
  role_id: id('choose a role'),
});
export const teamMemberIdRequest = z.object({ id: id('id is required') });

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationItem = z.object({
  id: z.number().int(),
  role_id: z.number().int(),
  role_name: z.string(),
  /** '' = anyone with the link */
  email: z.string(),
  inviter_name: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
  create_time: z.string(),
  /** the last time the link was mailed to `email` ('' = never: no email, or the delivery failed) */
  emailed_at: z.string(),
});
export type InvitationItem = z.infer<typeof invitationItem>;

export const INVITATION_DAYS_MAX = 30;

export const invitationCreateRequest = z.object({
  role_id: id('choose a role'),
  email: optionalEmail,
  days: z
    .number({ error: 'the link is valid for 1 to 30 days' })
    .int({ error: 'the link is valid for 1 to 30 days' })
    .min(1, { error: 'the link is valid for 1 to 30 days' })
    .max(INVITATION_DAYS_MAX, { error: 'the link is valid for 1 to 30 days' })
    .default(7),
});
export type InvitationCreateRequest = z.input<typeof invitationCreateRequest>;

/** The new invitation with its token: the only time the token is told (only its hash is kept). */
export const invitationCreated = invitationItem.extend({ token: z.string() });
export type InvitationCreated = z.infer<typeof invitationCreated>;

export const invitationIdRequest = z.object({ id: id('id is required') });

const invitationToken = z
  .string({ error: 'the invitation link is not valid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'the invitation link is not valid' });

export const inviteInfoQuery = z.object({ token: invitationToken });

/** What the /invite page shows: who invites to which team, with which role, and whether it can still be used. */
export const inviteInfo = z.object({
  team_name: z.string(),
  team_avatar: z.string(),
  /** 1 = verified */
  team_status: z.number().int(),
  inviter_name: z.string(),
  role_name: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
});
export type InviteInfo = z.infer<typeof inviteInfo>;

export const inviteAcceptRequest = z.object({ token: invitationToken });

export const inviteRegisterRequest = withNewPassword({
  token: invitationToken,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(50, { error: 'name is at most 50 characters' }),
  email: z
    .string({ error: 'email is not valid' })
    .trim()
    .max(100, { error: 'email is not valid' })
    .refine(isEmail, { error: 'email is not valid' }),
});
export type InviteRegisterRequest = z.input<typeof inviteRegisterRequest>;

const tags = ['team'];
const MEMBER = '/api/agent/team/member';
const INVITATION = '/api/agent/team/invitation';
const ROLE = '/api/agent/team/role';
const members = { audience: 'agent', permission: Permission.agent.teamMember } as const;
const inviting = { audience: 'agent', permission: Permission.agent.teamMemberInvite } as const;
const roles = { audience: 'agent', permission: Permission.agent.teamRoleList } as const;
const managingRoles = { audience: 'agent', permission: Permission.agent.teamRole } as const;

export const teamMemberApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${MEMBER}/getList`,
    access: members,
    tags,
    summary: 'Members of the current team with their role in it',
    query: teamMemberListQuery,
    reply: reply.list(teamMember),
  }),
  getRoles: defineRoute({
    method: 'GET',
    path: `${MEMBER}/getRoles`,
    access: members,
    tags,
    summary: 'The roles a member of the current team may be given (built-in and the team’s own)',
    reply: reply.data(z.array(teamRoleOption)),
  }),
  changeRole: defineRoute({
    method: 'POST',
    path: `${MEMBER}/changeRole`,
    access: { audience: 'agent', permission: Permission.agent.teamMemberEdit },
    tags,
    summary: "Change a member's role in the current team (the last owner stays an owner)",
    body: teamMemberRoleRequest,
    reply: reply.data(teamMember),
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${MEMBER}/remove`,
    access: { audience: 'agent', permission: Permission.agent.teamMemberRemove },
    tags,
    summary: 'Take a member out of the current team (never the last owner)',
    body: teamMemberIdRequest,
    reply: reply.data(emptyData),
  }),
};

export const teamInvitationApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${INVITATION}/getList`,
    access: inviting,
    tags,
    summary: 'Pending invitations of the current team, newest first',
    query: pageQuery,
    reply: reply.list(invitationItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${INVITATION}/create`,
    access: inviting,
    tags,
    summary:
      'Create an expiring invitation link to the current team with the role its user gets; one limited to an email is mailed there',
    body: invitationCreateRequest,
    reply: reply.data(invitationCreated),
  }),
  resend: defineRoute({
    method: 'POST',
    path: `${INVITATION}/resend`,
    access: inviting,
    tags,
    summary:
      'Mail a pending invitation limited to an email again, with a new link (the previous link stops working)',
    body: invitationIdRequest,
    reply: reply.data(invitationItem),
  }),
  revoke: defineRoute({
    method: 'POST',
    path: `${INVITATION}/revoke`,
    access: inviting,
    tags,
    summary: 'Revoke a pending invitation (its link stops working)',
    body: invitationIdRequest,
    reply: reply.data(emptyData),
  }),
};

/** The same shapes as the admin roles (contracts/src/role.ts), scoped to the current team. */
export const teamRoleApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${ROLE}/getList`,
    access: roles,
    tags,
    summary: 'Roles of the current team (built-in ones read-only) with how many of its members hold each',
    query: roleListQuery,
    reply: reply.list(roleItem),
  }),
  getGrantTree: defineRoute({
    method: 'GET',
    path: `${ROLE}/getGrantTree`,
    access: roles,
    tags,
    summary:
      'The menus and permission strings the platform allows agents, as the tree a team role grants from',
    reply: reply.data(z.array(grantNode)),
  }),
  getInfo: defineRoute({
    method: 'GET',
    path: `${ROLE}/getInfo`,
    access: roles,
    tags,
    summary: 'One role of the current team with what it grants',
    query: roleIdRequest,
    reply: reply.data(roleDetail),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${ROLE}/create`,
    access: managingRoles,
    tags,
    summary: 'Create a role of the current team with its grants',
    body: roleCreateRequest,
    reply: reply.data(roleDetail),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${ROLE}/update`,
    access: managingRoles,
    tags,
    summary: "Change a team role's name and grants (its holders get them on their next request)",
    body: roleUpdateRequest,
    reply: reply.data(roleDetail),
  }),
  delete: defineRoute({
    method: 'POST',
    path: `${ROLE}/delete`,
    access: managingRoles,
    tags,
    summary: 'Delete a team role no member holds and no pending invitation offers',
    body: roleIdRequest,
    reply: reply.data(emptyData),
  }),
};

/** The public /invite page (spec §2 agent public paths). */
export const inviteApi = {
  getInfo: defineRoute({
    method: 'GET',
    path: '/api/agent/invite/getInfo',
    access: { audience: 'public' },
    tags,
    summary: 'Who invites to which team, and whether the invitation can still be used (rate limited)',
    query: inviteInfoQuery,
    reply: reply.data(inviteInfo),
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/agent/invite/accept',
    access: { audience: 'agent' },
    tags,
    summary: 'The signed-in agent user joins the team and acts in it',
    body: inviteAcceptRequest,
    reply: reply.data(emptyData),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/agent/invite/register',
    access: { audience: 'public' },
    tags,
    summary:
      'A new agent user signs up with the invitation and joins the team: signed in, or first the two-factor set-up its role requires (rate limited)',
    body: inviteRegisterRequest,
    reply: reply.data(signInAnswer),
  }),
};
