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
type Request = Parameters<typeof principalOf>[0];

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
  const staff = (request: Request) =>
    ({ audience: 'admin', id: principalOf(request, 'admin').adminId }) as const;
  serve(app, websiteArticleApi.getList, async () => ok(await service.articlesOf(db, service.PLATFORM_ROWS)));
  serve(app, websiteArticleApi.save, async (request) =>
    ok(await service.saveArticle(db, service.PLATFORM_ROWS, request.body, staff(request)), 'article saved'),
  );
  serve(app, websiteArticleApi.delete, async (request) =>
    ok(await service.deleteArticle(db, service.PLATFORM_ROWS, request.body.id), 'article deleted'),
  );
  serve(app, websiteArticleApi.getVersions, async (request) =>
    ok(await service.versionsOf(db, service.PLATFORM_ROWS, request.query.id, 'admin')),
  );
  serve(app, websiteArticleApi.getVersion, async (request) =>
    ok(await service.versionOf(db, service.PLATFORM_ROWS, request.query.id, request.query.number, 'admin')),
  );
  serve(app, websiteArticleApi.restore, async (request) => {
    const { id, number } = request.body;
    return ok(
      await service.restoreVersion(db, service.PLATFORM_ROWS, id, number, staff(request)),
      'version restored',
    );
  });

  // ---- an agent's articles, edited by the platform ----
  serve(app, partnerArticleApi.getList, async (request) =>
    ok(await service.articlesOf(db, await service.managedAgent(db, request.query.agent_id))),
  );
  serve(app, partnerArticleApi.save, async (request) => {
    const site = await service.managedAgent(db, request.body.agent_id);
    return ok(await service.saveArticle(db, site, request.body, staff(request)), 'article saved');
  });
  serve(app, partnerArticleApi.delete, async (request) => {
    const site = await service.managedAgent(db, request.body.agent_id);
    return ok(await service.deleteArticle(db, site, request.body.id), 'article deleted');
  });
  serve(app, partnerArticleApi.getVersions, async (request) => {
    const site = await service.managedAgent(db, request.query.agent_id);
    return ok(await service.versionsOf(db, site, request.query.id, 'admin'));
  });
  serve(app, partnerArticleApi.getVersion, async (request) => {
    const site = await service.managedAgent(db, request.query.agent_id);
    return ok(await service.versionOf(db, site, request.query.id, request.query.number, 'admin'));
  });
  serve(app, partnerArticleApi.restore, async (request) => {
    const { agent_id, id, number } = request.body;
    const site = await service.managedAgent(db, agent_id);
    return ok(await service.restoreVersion(db, site, id, number, staff(request)), 'version restored');
  });

  // ---- the team's own articles ----
  const ownSite = (request: Request) => agentScope(principalOf(request, 'agent').agentId);
  const teamUser = (request: Request) =>
    ({ audience: 'agent', id: principalOf(request, 'agent').agentUserId }) as const;
  serve(app, agentArticleApi.getList, async (request) => ok(await service.articlesOf(db, ownSite(request))));
  serve(app, agentArticleApi.save, async (request) =>
    ok(await service.saveArticle(db, ownSite(request), request.body, teamUser(request)), 'article saved'),
  );
  serve(app, agentArticleApi.delete, async (request) =>
    ok(await service.deleteArticle(db, ownSite(request), request.body.id), 'article deleted'),
  );
  serve(app, agentArticleApi.getVersions, async (request) =>
    ok(await service.versionsOf(db, ownSite(request), request.query.id, 'agent')),
  );
  serve(app, agentArticleApi.getVersion, async (request) =>
    ok(await service.versionOf(db, ownSite(request), request.query.id, request.query.number, 'agent')),
  );
  serve(app, agentArticleApi.restore, async (request) => {
    const { id, number } = request.body;
    return ok(
      await service.restoreVersion(db, ownSite(request), id, number, teamUser(request)),
      'version restored',
    );
  });

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
