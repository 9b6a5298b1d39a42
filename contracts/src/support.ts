import { z } from 'zod';
import { customerLoginResponse } from './customer.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * "Log in as" a customer for support (issue 15): the platform's staff, or the owner of the customer's agent,
 * open the customer console as that customer without its password. The start answers a one-time link; the
 * new tab trades its code for a session marked with who opened it, which the customer console shows as a
 * banner and the audit log records with every call.
 */
export const supportStartRequest = z.object({ id: rowId('please choose a customer') });

/** `url`: the customer console's claim page with the one-time code in its fragment (never sent to a server log). */
export const supportStartResponse = z.object({ url: z.string(), expires_at: z.string() });

export const supportClaimRequest = z.object({
  code: z
    .string({ error: 'this support link is not valid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'this support link is not valid' }),
});

const LOGIN_AS = {
  admin: {
    permission: Permission.admin.customerLoginAs,
    summary: 'Open a support session as any customer (a one-time link)',
  },
  agent: {
    permission: Permission.agent.customerLoginAs,
    summary: "Open a support session as one of the team's customers (a one-time link)",
  },
} as const;

export const supportApi = {
  start: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/customer/loginAs`,
      access: { audience, permission: LOGIN_AS[audience].permission },
      tags: ['support'],
      summary: LOGIN_AS[audience].summary,
      body: supportStartRequest,
      reply: reply.data(supportStartResponse),
    }),
  ),
  claim: defineRoute({
    method: 'POST',
    path: '/api/customer/support/claim',
    access: { audience: 'public' },
    tags: ['support'],
    summary: "Trade a support link's one-time code for the customer session it opens",
    body: supportClaimRequest,
    reply: reply.data(customerLoginResponse),
  }),
};
