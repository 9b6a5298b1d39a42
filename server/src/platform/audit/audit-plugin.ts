import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by handlers that establish who acted when no session existed yet (login). */
    auditActor?: { audience: string; actorId: number; agentId: number | null; customerId: number | null };
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Audit log of every state-changing call under /api: who, in which tenant, what, when and how it ended.
 * Written just before the response leaves, so a client that saw the answer can rely on the row; a failed
 * write is logged and never fails the request itself.
 */
export function registerAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.toLowerCase().startsWith('/api/')) return payload;
    const principal = request.principal;
    const actor =
      request.auditActor ??
      (principal?.kind === 'admin'
        ? { audience: 'admin', actorId: principal.adminId, agentId: null, customerId: null }
        : principal?.kind === 'agent'
          ? {
              audience: 'agent',
              actorId: principal.agentUserId,
              agentId: principal.agentId,
              customerId: null,
            }
          : principal?.kind === 'customer'
            ? {
                audience: 'customer',
                actorId: principal.customerId,
                agentId: principal.agentId,
                customerId: principal.customerId,
              }
            : { audience: 'visitor', actorId: null, agentId: null, customerId: null });
    try {
      await db
        .insertInto('audit_logs')
        .values({
          request_id: String(request.id),
          audience: actor.audience,
          actor_id: actor.actorId,
          agent_id: actor.agentId,
          customer_id: actor.customerId,
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0],
          status_code: reply.statusCode,
          ip: request.ip,
        })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });
}
