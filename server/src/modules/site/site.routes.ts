import { siteApi, substanceSiteApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import * as service from './site.service.ts';

/**
 * The customer site's public content (spec §7 "Products and content"): the site of the request's host
 * (white label), its legal pages, tools and programmes. Paths match case-insensitively.
 */
export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, siteApi.getData, async (request) =>
    ok(service.siteData(await agentForHost(db, request.headers.host), requestLanguage(request))),
  );

  serve(app, siteApi.getAbout, async (request) => {
    const agent = await agentForHost(db, request.headers.host);
    return ok(
      await service.articleByMark(db, agentScope(agent.id), request.query.mark, requestLanguage(request)),
    );
  });

  serve(app, siteApi.getArticleDetail, async (request) => {
    const agent = await agentForHost(db, request.headers.host);
    return ok(
      await service.articleById(db, agentScope(agent.id), request.query.id, requestLanguage(request)),
    );
  });

  serve(app, siteApi.getAgentService, async (request) => {
    const agent = await agentForHost(db, request.headers.host);
    return ok(await service.agentService(db, agent, request.query.id, requestLanguage(request)));
  });

  serve(app, siteApi.getSceneCategory, async () => ok(await service.categories(db)));

  serve(app, siteApi.getList, async (request) => {
    const { rows, total } = await service.programmes(db, request.query, requestLanguage(request));
    return okList(rows, total);
  });

  serve(app, siteApi.getSceneIntroduceDetail, async (request) =>
    ok(await service.programme(db, request.query.id, requestLanguage(request))),
  );

  serve(app, substanceSiteApi.getSubstance, async () => ok(await service.substance(db)));

  serve(app, substanceSiteApi.getTopic, async (request) =>
    ok(await service.topic(db, request.query.id, requestLanguage(request))),
  );

  serve(app, siteApi.getThemeList, async (request) =>
    ok(await service.themes(db, agentScope((await agentForHost(db, request.headers.host)).id))),
  );

  serve(app, siteApi.getTheme, async (request) => {
    const agent = await agentForHost(db, request.headers.host);
    return ok(await service.theme(db, agentScope(agent.id), request.query.id, requestLanguage(request)));
  });

  serve(app, siteApi.getSceneIntroduce, async (request) => {
    const site = agentScope((await agentForHost(db, request.headers.host)).id);
    const language = requestLanguage(request);
    return ok(
      request.query.id
        ? await service.tool(db, site, request.query.id, language)
        : await service.tools(db, site, language),
    );
  });

  serve(app, siteApi.getChangeInfo, async (request) =>
    ok(await service.changeVersion(db, customerScope(principalOf(request, 'customer')))),
  );
};
