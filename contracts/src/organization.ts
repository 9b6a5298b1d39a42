import { z } from 'zod';
import { teamProfile, teamProfileUpdateRequest } from './agent.ts';
import { pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/** Admin › team › organization: every agent team (organisation) with its profile and members count. */
export const organizationItem = teamProfile.omit({ opid: true }).extend({
  id: z.number().int(),
  members: z.number().int(),
  /** the platform's own default agent (customers without another agent) */
  is_platform_default: z.boolean(),
  create_time: z.string(),
});
export type OrganizationItem = z.infer<typeof organizationItem>;

export const organizationListQuery = pageQuery.extend({
  /** name, contact person or phone */
  keyword: z.string().trim().max(64).optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }).optional(),
});

/** The platform edits a team's name, brief and contact (the logo stays the team's own upload). */
export const organizationUpdateRequest = teamProfileUpdateRequest
  .omit({ corporate_avatar: true })
  .extend({ id: rowId('id is required') });
export type OrganizationUpdateRequest = z.input<typeof organizationUpdateRequest>;

const access = { audience: 'admin', permission: Permission.admin.teamOrganization } as const;
const tags = ['organization'];

export const organizationApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/team/organization/getList',
    access,
    tags,
    summary: 'Agent teams (organisations) with their profile, verification and members count',
    query: organizationListQuery,
    reply: reply.list(organizationItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/team/organization/update',
    access,
    tags,
    summary: "Edit an agent team's name, brief and contact",
    body: organizationUpdateRequest,
    reply: reply.data(organizationItem),
  }),
};

const profileAccess = { audience: 'admin', permission: Permission.admin.teamProfile } as const;

/** Admin › team › profile: the platform's own organisation (the default agent team), as its owners would edit it. */
export const platformTeamApi = {
  getInfo: defineRoute({
    method: 'GET',
    path: '/api/admin/team/profile/getInfo',
    access: profileAccess,
    tags,
    summary: "The platform's own organisation (the default agent team): name, brief, avatar, contact",
    reply: reply.data(teamProfile),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/team/profile/update',
    access: profileAccess,
    tags,
    summary:
      "Edit the platform's own organisation: name, brief, avatar (uploaded by the platform) and contact",
    body: teamProfileUpdateRequest,
    reply: reply.data(teamProfile),
  }),
};
