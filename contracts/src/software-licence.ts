import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';
import { licenceStatus } from './software.ts';

/**
 * Issued software licences as staff see them (issue 16, the "software" kind): the platform every licence
 * (admin › 产品 › 软件, its 授权 tab) and may revoke one; an agent the licences of its own customers (agent ›
 * 产品, its 客户授权 tab). The key is masked but for its last group.
 */

const tags = ['software licence'];

export const staffLicence = z.object({
  id: z.number().int(),
  software_id: z.number().int(),
  /** the product's name and version */
  name: z.string(),
  version: z.string(),
  customer_id: z.number().int(),
  /** the customer's name (nickname, else phone or email) */
  customer: z.string(),
  agent_id: z.number().int(),
  agent: z.string(),
  order_no: z.string(),
  /** the key with every group but the last masked: *****-*****-*****-3DNE6 */
  licence_key: z.string(),
  seats: z.number().int(),
  status: licenceStatus,
  create_time: z.string(),
  /** '' while active */
  revoke_time: z.string(),
});
export type StaffLicence = z.infer<typeof staffLicence>;

const search = {
  keyword: z
    .string()
    .trim()
    .max(64, { error: 'the keyword is at most 64 characters' })
    .optional()
    .describe(
      "the customer's name, phone or email, the key's last group (or the whole key) or the order number",
    ),
  software_id: rowId('software_id must be a software id').optional(),
  status: licenceStatus.optional(),
};

export const agentLicenceQuery = pageQuery.extend(search);
export const adminLicenceQuery = pageQuery.extend({
  ...search,
  agent_id: rowId('agent_id must be an agent id').optional(),
});

export const licenceIdQuery = z.object({ id: rowId('id must be a licence id') });

export const softwareLicenceApi = {
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/software/licence/getList',
    access: { audience: 'admin', permission: Permission.admin.software },
    tags,
    summary:
      'Every issued software licence, newest first, by customer, key or order, software, state and agent',
    query: adminLicenceQuery,
    reply: reply.list(staffLicence),
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/api/admin/software/licence/revoke',
    access: { audience: 'admin', permission: Permission.admin.softwareRevoke },
    tags,
    summary: "Revoke a customer's software licence (its key stops counting; the customer sees it revoked)",
    body: licenceIdQuery,
    reply: reply.data(staffLicence),
  }),
  agentList: defineRoute({
    method: 'GET',
    path: '/api/agent/software/licence/getList',
    access: { audience: 'agent', permission: Permission.agent.product },
    tags,
    summary: "The software licences of the team's customers, newest first",
    query: agentLicenceQuery,
    reply: reply.list(staffLicence),
  }),
  agentInfo: defineRoute({
    method: 'GET',
    path: '/api/agent/software/licence/getInfo',
    access: { audience: 'agent', permission: Permission.agent.product },
    tags,
    summary: "One licence of the team's customers",
    query: licenceIdQuery,
    reply: reply.data(staffLicence),
  }),
};
