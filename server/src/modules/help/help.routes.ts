import { ErrorCode, helpApi, helpSiteApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import type { HelpScope } from './help.repository.ts';
import * as service from './help.service.ts';

/**
 * The help centre: the platform's own (admin console) and each agent's for its site (agent console), and the
 * customer site's help panel fetch (spec §7 "Help design", §8 code -10).
 */
export const helpRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const audience of ['admin', 'agent'] as const) {
    const api = helpApi[audience];
    const scopeOf = (request: Parameters<typeof principalOf>[0]): HelpScope =>
      audience === 'admin' ? { kind: 'platform' } : agentScope(principalOf(request, 'agent').agentId);

    serve(app, api.getCategories, async (request) => ok(await service.categories(db, scopeOf(request))));
    serve(app, api.saveCategory, async (request) =>
      ok(await service.saveCategory(db, scopeOf(request), request.body), 'help category saved'),
    );
    serve(app, api.deleteCategory, async (request) => {
      await service.deleteCategory(db, scopeOf(request), request.body.id);
      return ok(null, 'help category deleted');
    });

    serve(app, api.getEntries, async (request) =>
      ok(await service.entries(db, scopeOf(request), request.query.category_id)),
    );
    serve(app, api.saveEntry, async (request) =>
      ok(await service.saveEntry(db, scopeOf(request), request.body), 'help entry saved'),
    );
    serve(app, api.deleteEntry, async (request) => {
      await service.deleteEntry(db, scopeOf(request), request.body.id);
      return ok(null, 'help entry deleted');
    });

    serve(app, api.getDesigns, async (request) => ok(await service.designs(db, scopeOf(request))));
    serve(app, api.getDesign, async (request) =>
      ok(await service.design(db, scopeOf(request), request.query.id)),
    );
    serve(app, api.saveDesign, async (request) =>
      ok(await service.saveDesign(db, scopeOf(request), request.body), 'help design draft saved'),
    );
    serve(app, api.publishDesign, async (request) =>
      ok(await service.publishDesign(db, scopeOf(request), request.body.id), 'help design published'),
    );
    serve(app, api.deleteDesign, async (request) => {
      await service.deleteDesign(db, scopeOf(request), request.body.id);
      return ok(null, 'help design deleted');
    });
  }

  serve(app, helpSiteApi.getDesign, async (request) => {
    const hostAgent = async () => (await agentForHost(db, request.headers.host)).id;
    const found = await service.siteDesign(db, request.query, hostAgent);
    return found
      ? ok(found)
      : { code: ErrorCode.helpDesignAbsent, msg: 'no help design' as const, data: null };
  });

  serve(app, helpSiteApi.getEntry, async (request) => {
    const hostAgent = async () => (await agentForHost(db, request.headers.host)).id;
    return ok(await service.siteEntry(db, request.query, hostAgent));
  });
};
