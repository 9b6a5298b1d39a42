import type { Audience, RouteAccess } from '@onsite/contracts';

/** Who is calling. Every tenant query takes its scope from here, never from ids in the request. */
export type Principal =
  | { kind: 'admin'; adminId: number; sessionId: number }
  | { kind: 'agent'; agentUserId: number; agentId: number; sessionId: number }
  | {
      kind: 'customer';
      customerId: number;
      agentId: number;
      sessionId: number;
      /** a support session ("log in as"): the staff account acting as the customer */
      support?: { audience: 'admin' | 'agent'; subjectId: number };
    };

/** Why a presented token did not yield a principal; decides between 401, -2 and -200. */
export type SessionProblem = 'missing' | 'expired' | 'signed_in_elsewhere';

/** Declared by every route's contract (`access`); collected into the permission snapshot. */
export type { RouteAccess, RouteAudience } from '@onsite/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
    sessionProblem: SessionProblem | null;
    presentedAudience: Audience | null;
    /** the session's last seen time as read at the start of the request (auth-plugin.ts) */
    sessionLastSeen: Date | null;
  }
}
