import { ownPluginApi, pluginApi, pluginServiceApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import * as service from './plugin.service.ts';

const PLATFORM = { kind: 'platform' } as const;

/** Plugins: the platform's catalogue and service (admin), a team's own (agent console). */
export const pluginRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---- the catalogue (/addons_list) ----

  serve(app, pluginApi.getList, async (request) => {
    const { page, limit, keyword, status, tool_id: toolId } = request.query;
    const { rows, total } = await service.listPlugins(db, { keyword, status, toolId }, { page, limit });
    return okList(rows, total);
  });

  serve(app, pluginApi.create, async (request) =>
    ok(await service.createPlugin(db, request.body), 'plugin created'),
  );

  serve(app, pluginApi.update, async (request) =>
    ok(await service.updatePlugin(db, request.body), 'plugin saved'),
  );

  serve(app, pluginApi.setStatus, async (request) => {
    const { id, status } = request.body;
    return ok(
      await service.setPluginStatus(db, id, status),
      status === 1 ? 'plugin put on sale' : 'plugin taken off sale',
    );
  });

  // ---- the service (/addons) and the partner drawer's tab ----

  serve(app, pluginServiceApi.getOverview, async () => ok(await service.overview(db)));

  serve(app, pluginServiceApi.getList, async (request) => {
    const { page, limit, plugin_id: pluginId, agent_id: agentId } = request.query;
    const { rows, total } = await service.listEnablements(
      db,
      PLATFORM,
      { pluginId, agentId },
      { page, limit },
    );
    return okList(rows, total);
  });

  serve(app, pluginServiceApi.getAgents, async (request) =>
    ok(await service.agentOptions(db, request.query.keyword)),
  );

  serve(app, pluginServiceApi.disable, async (request) => {
    await service.disableEnablement(db, PLATFORM, request.body.id);
    return ok(null, 'plugin disabled for the agent');
  });

  serve(app, pluginServiceApi.getAgentPlugins, async (request) =>
    ok(await service.agentPlugins(db, request.query.agent_id)),
  );

  serve(app, pluginServiceApi.setAgentPlugin, async (request) => {
    const adminId = principalOf(request, 'admin').adminId;
    return ok(
      await service.setAgentPlugin(db, adminId, request.body),
      request.body.enabled ? 'plugin enabled for the agent' : 'plugin disabled for the agent',
    );
  });

  // ---- the agent console: the team's own, read-only ----

  serve(app, ownPluginApi.getList, async (request) => {
    const { page, limit, keyword, tool_id: toolId } = request.query;
    const scope = agentScope(principalOf(request, 'agent').agentId);
    const { rows, total } = await service.ownPlugins(db, scope, { keyword, toolId }, { page, limit });
    return okList(rows, total);
  });
};
