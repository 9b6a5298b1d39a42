import { auditApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { notFound } from '#server/platform/http/errors.ts';
import { serveEach } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { toAuditDetail, toAuditItem } from './audit.presenter.ts';
import { type AuditScope, findAuditLog, listAuditLogs } from './audit.repository.ts';

/** The audit log: the admin reads every tenant's, an agent owner the team's own. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const scopeFor = (request: Parameters<typeof principalOf>[0], audience: 'admin' | 'agent'): AuditScope => {
    const principal = principalOf(request, audience);
    return principal.kind === 'agent' ? agentScope(principal.agentId) : { kind: 'platform' };
  };

  serveEach(app, auditApi.getList, (audience) => async (request) => {
    const { page, limit, ...filter } = request.query;
    const { rows, total } = await listAuditLogs(db, scopeFor(request, audience), filter, { page, limit });
    return okList(rows.map(toAuditItem), total);
  });

  serveEach(app, auditApi.getInfo, (audience) => async (request) => {
    const row = await findAuditLog(db, scopeFor(request, audience), request.query.id);
    if (!row) throw notFound('audit record not found');
    return ok(toAuditDetail(row));
  });
};
