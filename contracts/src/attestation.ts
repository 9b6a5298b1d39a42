import { z } from 'zod';
import { isPhone } from './customer.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Team attestation (issue 14; spec §2 admin team › attestation): an agent team uploads its business licence
 * and a contact; the platform approves (the team is verified: agents.status 1, the "verified" label of the
 * team popover) or rejects with a reason. Every submission is kept (the history).
 */

/** 0 waiting for review, 1 approved, 2 rejected. */
export const ATTESTATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

export const attestationItem = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  corporate_name: z.string(),
  /** the storage key of the licence image (uploaded in the team) */
  licence_image: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  status: z.number().int(),
  /** why it was rejected ('' otherwise) */
  reason: z.string(),
  create_time: z.string(),
  /** '' until reviewed */
  review_time: z.string(),
  reviewer: z.string(),
});
export type AttestationItem = z.infer<typeof attestationItem>;

/** The agent console's view: whether the team is verified, and its submissions, newest first. */
export const teamAttestation = z.object({
  verified: z.number().int(),
  submissions: z.array(attestationItem),
});
export type TeamAttestation = z.infer<typeof teamAttestation>;

export const attestationSubmitRequest = z.object({
  licence_image: z
    .string({ error: 'please upload the business licence' })
    .trim()
    .min(1, { error: 'please upload the business licence' })
    .max(255, { error: 'please upload the business licence' }),
  contact_name: z
    .string({ error: 'please enter the contact person' })
    .trim()
    .min(1, { error: 'please enter the contact person' })
    .max(32, { error: 'the contact person is at most 32 characters' }),
  contact_phone: z
    .string({ error: 'please enter a valid phone number' })
    .trim()
    .refine(isPhone, { error: 'please enter a valid phone number' }),
});
export type AttestationSubmitRequest = z.infer<typeof attestationSubmitRequest>;

export const attestationListQuery = pageQuery.extend({
  /** team name */
  keyword: z.string().trim().max(64).optional(),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'status must be 0, 1 or 2' })
    .optional(),
});

export const attestationReviewRequest = z
  .object({
    id: rowId('id is required'),
    action: z.enum(['approve', 'reject'], { error: 'action must be approve or reject' }),
    reason: z.string().trim().max(200, { error: 'the reason is at most 200 characters' }).default(''),
  })
  .refine((body) => body.action === 'approve' || body.reason.length > 0, {
    error: 'please give the reason for the rejection',
    path: ['reason'],
  });
export type AttestationReviewRequest = z.input<typeof attestationReviewRequest>;

const tags = ['attestation'];

export const attestationApi = {
  getTeamInfo: defineRoute({
    method: 'GET',
    path: '/api/agent/team/attestation/getInfo',
    access: { audience: 'agent', permission: Permission.agent.teamAttestation },
    tags,
    summary: "The current team's verification and its attestation submissions, newest first",
    reply: reply.data(teamAttestation),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/agent/team/attestation/submit',
    access: { audience: 'agent', permission: Permission.agent.teamAttestation },
    tags,
    summary: 'Submit the business licence and contact of the current team for review',
    body: attestationSubmitRequest,
    reply: reply.data(attestationItem),
  }),
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/team/attestation/getList',
    access: { audience: 'admin', permission: Permission.admin.teamAttestation },
    tags,
    summary: 'Attestation submissions of every team, waiting ones first, by team name and status',
    query: attestationListQuery,
    reply: reply.list(attestationItem),
  }),
  review: defineRoute({
    method: 'POST',
    path: '/api/admin/team/attestation/review',
    access: { audience: 'admin', permission: Permission.admin.teamAttestation },
    tags,
    summary: 'Approve (the team is verified) or reject with a reason a waiting submission',
    body: attestationReviewRequest,
    reply: reply.data(emptyData),
  }),
};
