import {
  agentArticleApi,
  partnerArticleApi,
  partnerSiteApi,
  schemeApi,
  websiteApi,
  websiteArticleApi,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import * as service from './site-content.service.ts';

/**
 * Site content edited in the consoles: an agent's site data, login switches and articles by the platform
 * (admin › partner tabs), the platform's own site (admin › website), the team's own articles (agent
 * console), and the platform's programme catalogue (admin › scheme). The customer site reads the same rows.
 */
export const siteContentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---- one agent's site, edited by the platform ----
  serve(app, partnerSiteApi.getSetting, async (request) =>
    ok(await service.managedSiteOf(db, await service.managedAgent(db, request.query.agent_id))),
  );
  serve(app, partnerSiteApi.saveSetting, async (request) => {
    const site = await service.managedAgent(db, request.body.agent_id);
    return ok(await service.saveManagedSite(db, site, request.body), 'site settings saved');
  });

  // ---- the platform's own default site ----
  serve(app, websiteApi.getSetting, async () =>
    ok(await service.managedSiteOf(db, await service.platformSite(db))),
  );
  serve(app, websiteApi.saveSetting, async (request) =>
    ok(
      await service.saveManagedSite(db, await service.platformSite(db), request.body),
      'site settings saved',
    ),
  );

  // ---- the platform's own pages, every site's fallback ----
  serve(app, websiteArticleApi.getList, async () => ok(await service.articlesOf(db, service.PLATFORM_ROWS)));
  serve(app, websiteArticleApi.save, async (request) =>
    ok(await service.saveArticle(db, service.PLATFORM_ROWS, request.body), 'article saved'),
  );
  serve(app, websiteArticleApi.delete, async (request) =>
    ok(await service.deleteArticle(db, service.PLATFORM_ROWS, request.body.id), 'article deleted'),
  );

  // ---- an agent's articles, edited by the platform ----
  serve(app, partnerArticleApi.getList, async (request) =>
    ok(await service.articlesOf(db, await service.managedAgent(db, request.query.agent_id))),
  );
  serve(app, partnerArticleApi.save, async (request) => {
    const site = await service.managedAgent(db, request.body.agent_id);
    return ok(await service.saveArticle(db, site, request.body), 'article saved');
  });
  serve(app, partnerArticleApi.delete, async (request) => {
    const site = await service.managedAgent(db, request.body.agent_id);
    return ok(await service.deleteArticle(db, site, request.body.id), 'article deleted');
  });

  // ---- the team's own articles ----
  const ownSite = (request: Parameters<typeof principalOf>[0]) =>
    agentScope(principalOf(request, 'agent').agentId);
  serve(app, agentArticleApi.getList, async (request) => ok(await service.articlesOf(db, ownSite(request))));
  serve(app, agentArticleApi.save, async (request) =>
    ok(await service.saveArticle(db, ownSite(request), request.body), 'article saved'),
  );
  serve(app, agentArticleApi.delete, async (request) =>
    ok(await service.deleteArticle(db, ownSite(request), request.body.id), 'article deleted'),
  );

  // ---- the programme catalogue ----
  serve(app, schemeApi.getList, async (request) => {
    const { rows, total } = await service.schemes(db, request.query);
    return okList(rows, total);
  });
  serve(app, schemeApi.save, async (request) =>
    ok(await service.saveScheme(db, request.body), 'programme saved'),
  );
  serve(app, schemeApi.delete, async (request) =>
    ok(await service.deleteScheme(db, request.body.id), 'programme deleted'),
  );
  serve(app, schemeApi.categories, async () => ok(await service.categories(db)));
  serve(app, schemeApi.saveCategory, async (request) =>
    ok(await service.saveCategory(db, request.body), 'category saved'),
  );
  serve(app, schemeApi.deleteCategory, async (request) =>
    ok(await service.deleteCategory(db, request.body.id), 'category deleted'),
  );
};
