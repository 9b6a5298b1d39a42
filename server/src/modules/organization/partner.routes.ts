import { partnerApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { listPartners } from './organization.repository.ts';
import {
  createPartner,
  partnerDetail,
  present,
  setPartnerEnabled,
  updatePartner,
} from './partner.service.ts';

/** Admin › partner (channel management): the agents, created with their owner, edited, disabled, enabled. */
export const partnerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, partnerApi.getList, async (request) => {
    const { page, limit, ...filter } = request.query;
    const { rows, total } = await listPartners(db, filter, { page, limit });
    return okList(rows.map(present), total);
  });

  serve(app, partnerApi.detail, async (request) => ok(await partnerDetail(db, request.query.id)));

  serve(app, partnerApi.create, async (request) =>
    ok(await createPartner(db, request.body), 'agent created'),
  );

  serve(app, partnerApi.update, async (request) => ok(await updatePartner(db, request.body), 'agent saved'));

  serve(app, partnerApi.setStatus, async (request) => {
    const item = await setPartnerEnabled(db, request.body.id, request.body.enabled);
    return ok(item, item.enabled ? 'agent enabled' : 'agent disabled');
  });
};
