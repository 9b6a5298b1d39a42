import {
  agentService,
  agentSiteData,
  article,
  articleMarkQuery,
  changeInfo,
  idQuery,
  programmeCategory,
  programmeDetail,
  programmeItem,
  programmeListQuery,
  programmeTheme,
  programmeThemeDetail,
  toolIntro,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import * as service from './site.service.ts';

const visitor = { access: { audience: 'public' as const } };

/**
 * The customer site's public content (spec §7 "Products and content"): the site of the request's host
 * (white label), its legal pages, tools and programmes. Paths match case-insensitively.
 */
export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/customer/common/getData',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: "The site of the request's host: header, footer, right bar, title",
        response: responses(agentSiteData),
      },
    },
    async (request) => ok(service.siteData(await agentForHost(db, request.headers.host))),
  );

  app.get(
    '/api/customer/common/getAbout',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: 'A legal or info page by mark (the site’s own, else the platform’s)',
        querystring: articleMarkQuery,
        response: responses(article),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.headers.host);
      return ok(await service.articleByMark(db, agent.id, request.query.mark));
    },
  );

  app.get(
    '/api/customer/common/getArticleDetail',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: 'An article of the platform or of this site',
        querystring: idQuery,
        response: responses(article),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.headers.host);
      return ok(await service.articleById(db, agent.id, request.query.id));
    },
  );

  app.get(
    '/api/customer/common/getAgentService',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: 'One of the footer services of this site and its page',
        querystring: idQuery,
        response: responses(agentService),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.headers.host);
      return ok(await service.agentService(db, agent, request.query.id));
    },
  );

  app.get(
    '/api/customer/Product/getSceneCategory',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: 'Programme categories',
        response: responses(z.array(programmeCategory)),
      },
    },
    async () => ok(await service.categories(db)),
  );

  app.get(
    '/api/customer/Product/getList',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: 'Recommended programmes by category and keyword, paged',
        querystring: programmeListQuery,
        response: listResponses(programmeItem),
      },
    },
    async (request) => {
      const { rows, total } = await service.programmes(db, request.query);
      return okList(rows, total);
    },
  );

  app.get(
    '/api/customer/Product/getSceneIntroduceDetail',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: "A programme's page (counts a view)",
        querystring: idQuery,
        response: responses(programmeDetail),
      },
    },
    async (request) => ok(await service.programme(db, request.query.id)),
  );

  app.get(
    '/api/customer/Product/getThemeList',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: "Programme themes of the request's site (its own, else the platform's)",
        response: responses(z.array(programmeTheme)),
      },
    },
    async (request) => ok(await service.themes(db, (await agentForHost(db, request.headers.host)).id)),
  );

  app.get(
    '/api/customer/Product/getTheme',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: 'A programme theme of this site: hero, description and the programmes of its category',
        querystring: idQuery,
        response: responses(programmeThemeDetail),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.headers.host);
      return ok(await service.theme(db, agent.id, request.query.id));
    },
  );

  app.get(
    '/api/customer/Product/getSceneIntroduce',
    {
      config: visitor,
      schema: {
        tags: ['site'],
        summary: "A tool's introduction by its menu id (spec §2 tool ids); without id, every tool",
        querystring: z.object({ id: z.coerce.number().int().positive().optional() }),
        response: responses(z.union([toolIntro, z.array(toolIntro)])),
      },
    },
    async (request) =>
      ok(request.query.id ? await service.tool(db, request.query.id) : await service.tools(db)),
  );

  app.get(
    '/api/customer/Product/getChangeInfo',
    {
      config: { access: { audience: 'customer' } },
      schema: {
        tags: ['site'],
        summary: "A version of the customer's account; polled every 3 s by the site",
        response: responses(changeInfo),
      },
    },
    async (request) => ok(await service.changeVersion(db, principalOf(request, 'customer').customerId)),
  );
};
