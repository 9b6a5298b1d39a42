import { dashboardApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serveEach } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { overview } from './dashboard.service.ts';

/** The console home's figures: the platform's (admin) or the signed-in team's (agent). */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(app, dashboardApi.overview, (audience) => async (request) => {
    const scope =
      audience === 'admin'
        ? ({ kind: 'platform' } as const)
        : agentScope(principalOf(request, 'agent').agentId);
    return ok(await overview(db, scope, request.query));
  });
};
