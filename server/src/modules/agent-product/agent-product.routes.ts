import { agentProductApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import * as service from './agent-product.service.ts';

/** The agent console's 产品 page: the team's offers, their retail prices and switches. */
export const agentProductRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, agentProductApi.getList, async (request) => {
    const scope = agentScope(principalOf(request, 'agent').agentId);
    const { rows, total } = await service.listProducts(db, scope, request.query);
    return okList(rows, total);
  });
  serve(app, agentProductApi.update, async (request) => {
    const scope = agentScope(principalOf(request, 'agent').agentId);
    const { retail_price, enabled } = request.body;
    const message =
      retail_price !== undefined || enabled === undefined
        ? 'retail price saved'
        : enabled
          ? 'product switched on for the site'
          : 'product switched off for the site';
    return ok(await service.updateProduct(db, scope, request.body), message);
  });
};
