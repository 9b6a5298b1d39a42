import { templateApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { listTemplates } from './template.repository.ts';
import * as service from './template.service.ts';

/** Activity templates (skins), declared in contracts/src/template.ts. */
export const templateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, templateApi.getList, async (request) => {
    const { page, limit, ...filter } = request.query;
    const { rows, total } = await listTemplates(db, filter, { page, limit });
    return okList(rows.map(service.present), total);
  });

  serve(app, templateApi.create, async (request) =>
    ok(await service.createTemplate(db, request.body), 'template saved'),
  );

  serve(app, templateApi.update, async (request) =>
    ok(await service.updateTemplate(db, request.body), 'template saved'),
  );

  serve(app, templateApi.setStatus, async (request) => {
    const item = await service.setTemplateEnabled(db, request.body.id, request.body.enabled);
    return ok(item, item.enabled ? 'template turned on' : 'template turned off');
  });

  serve(app, templateApi.getAgentTemplates, async (request) =>
    ok(await service.agentTemplates(db, request.query.agent_id)),
  );

  serve(app, templateApi.saveAgentTemplates, async (request) =>
    ok(await service.saveAgentTemplates(db, request.body), "the agent's templates were saved"),
  );

  serve(app, templateApi.getAgentList, async (request) => {
    const { page, limit, ...filter } = request.query;
    const scope = agentScope(principalOf(request, 'agent').agentId);
    const { rows, total } = await service.offeredTemplates(db, scope, filter, { page, limit });
    return okList(rows, total);
  });
};
