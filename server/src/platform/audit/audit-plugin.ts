import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { auditSummary } from './audit-summary.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by handlers that establish who acted when no session existed yet (login). */
    auditActor?: { audience: string; actorId: number; agentId: number | null; customerId: number | null };
    /** Set by handlers when something beyond the call itself happened (a login lockout starting). */
    auditEvent?: Record<string, unknown>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Audit log of every state-changing call under /api: who, in which tenant, what, when and how it ended.
 * Attached only to POST/PUT/PATCH/DELETE routes (reads pay nothing), and written just before the response
 * leaves, so a client that saw the answer can rely on the row; a failed write is logged, never fatal.
 */
export function registerAudit(app: FastifyInstance, db: Db): void {
  const audit = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const actor = request.auditActor ?? actorOf(request);
    // a support session ("log in as"): every call it makes names the staff account acting as the customer
    const principal = request.principal;
    const support = principal?.kind === 'customer' ? principal.support : undefined;
    const event = support
      ? { ...request.auditEvent, support_by: { audience: support.audience, id: support.subjectId } }
      : request.auditEvent;
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
          user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
          summary: auditSummary(
            request.query,
            request.body,
            String(request.headers['content-type'] ?? '').startsWith('multipart/'),
          ),
          event: event ? JSON.stringify(event) : null,
        })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (!route.url.toLowerCase().startsWith('/api/') || !methods.some((method) => STATE_CHANGING.has(method)))
      return;
    const existing = route.onSend ? ([] as onSendHookHandler[]).concat(route.onSend) : [];
    route.onSend = [...existing, audit as onSendHookHandler];
  });
}

function actorOf(request: FastifyRequest) {
  const principal = request.principal;
  switch (principal?.kind) {
    case 'admin':
      return { audience: 'admin', actorId: principal.adminId, agentId: null, customerId: null };
    case 'agent':
      return {
        audience: 'agent',
        actorId: principal.agentUserId,
        agentId: principal.agentId,
        customerId: null,
      };
    case 'customer':
      return {
        audience: 'customer',
        actorId: principal.customerId,
        agentId: principal.agentId,
        customerId: principal.customerId,
      };
    default:
      return { audience: 'visitor', actorId: null, agentId: null, customerId: null };
  }
}
