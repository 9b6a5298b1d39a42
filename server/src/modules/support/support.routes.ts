import { supportApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { claimSupport, startSupport } from './support.service.ts';

/** "Log in as" a customer: the staff's start (admin and agent owners) and the customer console's claim. */
export const supportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const audience of ['admin', 'agent'] as const) {
    serve(app, supportApi.start[audience], async (request) => {
      const staff = principalOf(request, audience);
      const from = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
      const started = await startSupport(db, staff, request.body.id, from);
      request.auditEvent = {
        support_start: { customer_id: started.customer.id, agent_id: started.customer.agent_id },
      };
      return ok({ url: started.url, expires_at: started.expires_at }, 'support link created');
    });
  }

  serve(app, supportApi.claim, async (request) => {
    const claimed = await claimSupport(db, request.body.code);
    const { session } = claimed;
    request.auditActor = {
      audience: 'customer',
      actorId: session.subject_id,
      agentId: session.agent_id,
      customerId: session.subject_id,
    };
    request.auditEvent = {
      support_by: { audience: session.support_audience, id: session.support_subject_id },
    };
    return ok({ token: claimed.token, expires_at: claimed.expires_at }, 'signed in for support');
  });
};
