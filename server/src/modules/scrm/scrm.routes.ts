import { scrmBusinessApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serveEach } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import type { LeadScope } from './lead.repository.ts';
import * as leads from './lead.service.ts';

type Console = 'admin' | 'agent';

/**
 * SCRM business: each console works its own pipeline — the platform's leads (admin › scrm), the team's own
 * (agent › scrm). Another pipeline's lead is not found.
 */
export const scrmRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const scopeOf = (request: FastifyRequest, audience: Console): LeadScope => {
    const principal = principalOf(request, audience);
    return principal.kind === 'agent' ? agentScope(principal.agentId) : { kind: 'platform' };
  };
  const actorOf = async (request: FastifyRequest, audience: Console): Promise<leads.Actor> => {
    const principal = principalOf(request, audience);
    const who =
      principal.kind === 'agent'
        ? { audience: 'agent' as const, id: principal.agentUserId }
        : { audience: 'admin' as const, id: principal.adminId };
    return { ...who, name: await leads.staffName(db, who) };
  };

  serveEach(app, scrmBusinessApi.getList, (audience) => async (request) => {
    const { page, limit, keyword, stage, source, owner_id: ownerId, unowned } = request.query;
    const filter = { keyword, stage, source, ownerId, unowned: unowned === 1 };
    const { rows, total } = await leads.listLeads(db, scopeOf(request, audience), filter, { page, limit });
    return okList(rows, total);
  });

  serveEach(
    app,
    scrmBusinessApi.getInfo,
    (audience) => async (request) =>
      ok(await leads.leadDetail(db, scopeOf(request, audience), request.query.id)),
  );

  serveEach(
    app,
    scrmBusinessApi.getOwners,
    (audience) => async (request) => ok(await leads.owners(db, scopeOf(request, audience))),
  );

  serveEach(app, scrmBusinessApi.create, (audience) => async (request) => {
    const actor = await actorOf(request, audience);
    return ok(await leads.createLead(db, scopeOf(request, audience), actor, request.body), 'lead created');
  });

  serveEach(app, scrmBusinessApi.assign, (audience) => async (request) => {
    const { id, owner_id: ownerId } = request.body;
    const actor = await actorOf(request, audience);
    return ok(await leads.assign(db, scopeOf(request, audience), actor, id, ownerId), 'lead assigned');
  });

  serveEach(app, scrmBusinessApi.setStage, (audience) => async (request) => {
    const { id, stage } = request.body;
    const actor = await actorOf(request, audience);
    return ok(await leads.setStage(db, scopeOf(request, audience), actor, id, stage), 'stage changed');
  });

  serveEach(app, scrmBusinessApi.addNote, (audience) => async (request) => {
    const { id, body } = request.body;
    const actor = await actorOf(request, audience);
    return ok(await leads.addNote(db, scopeOf(request, audience), actor, id, body), 'note added');
  });
};
