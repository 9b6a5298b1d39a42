import { scrmBusinessApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as leads from './lead.service.ts';

/** The admin console works the platform's own pipeline. */
const PLATFORM = { kind: 'platform' } as const;

/** SCRM (admin › scrm): the platform's leads from its channels. */
export const scrmRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const actorOf = async (request: FastifyRequest): Promise<leads.Actor> => {
    const adminId = principalOf(request, 'admin').adminId;
    return { audience: 'admin', id: adminId, name: await leads.adminName(db, adminId) };
  };

  serve(app, scrmBusinessApi.getList, async (request) => {
    const { page, limit, keyword, stage, source, owner_id: ownerId, unowned } = request.query;
    const filter = { keyword, stage, source, ownerId, unowned: unowned === 1 };
    const { rows, total } = await leads.listLeads(db, PLATFORM, filter, { page, limit });
    return okList(rows, total);
  });

  serve(app, scrmBusinessApi.getInfo, async (request) =>
    ok(await leads.leadDetail(db, PLATFORM, request.query.id)),
  );

  serve(app, scrmBusinessApi.getOwners, async () => ok(await leads.owners(db, PLATFORM)));

  serve(app, scrmBusinessApi.create, async (request) =>
    ok(await leads.createLead(db, PLATFORM, await actorOf(request), request.body), 'lead created'),
  );

  serve(app, scrmBusinessApi.assign, async (request) => {
    const { id, owner_id: ownerId } = request.body;
    return ok(await leads.assign(db, PLATFORM, await actorOf(request), id, ownerId), 'lead assigned');
  });

  serve(app, scrmBusinessApi.setStage, async (request) => {
    const { id, stage } = request.body;
    return ok(await leads.setStage(db, PLATFORM, await actorOf(request), id, stage), 'stage changed');
  });

  serve(app, scrmBusinessApi.addNote, async (request) => {
    const { id, body } = request.body;
    return ok(await leads.addNote(db, PLATFORM, await actorOf(request), id, body), 'note added');
  });
};
