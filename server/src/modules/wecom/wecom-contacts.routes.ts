import { wecomContactsApi, wecomEventApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '#server/modules/customer-auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serve } from '#server/platform/http/route.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import { CALLBACK_XML_MAX } from '#server/platform/wecom/callback-xml.ts';
import type { WecomClient } from '#server/platform/wecom/client.ts';
import * as service from './wecom-contacts.service.ts';

/** WeCom retries an event a few times; a caller gets this many posts per address before a 429. */
const EVENT_LIMIT = { limit: 600, windowMs: 10 * 60_000 } as const;

/**
 * SCRM › 企微客户 (admin): a bound corp's contacts, acquisition links and tags; and the callback URL's
 * event receiver (WeCom's POST), whose XML body only this plugin reads.
 */
export const wecomContactsRoutes: FastifyPluginAsyncZod<
  AppDeps & { box: SecretBox; client: WecomClient }
> = async (app, deps) => {
  const { db, box, client } = deps;

  serve(app, wecomContactsApi.corps, async () => ok(await service.corps(db)));

  serve(app, wecomContactsApi.members, async (request) => {
    const api = service.apiOf(box, client, await service.corpOf(db, request.query.agent_id));
    return ok(await service.asking(() => api.members()));
  });

  serve(app, wecomContactsApi.tags, async (request) => {
    const api = service.apiOf(box, client, await service.corpOf(db, request.query.agent_id));
    return ok(await service.asking(() => api.corpTags()));
  });

  serve(app, wecomContactsApi.addTag, async (request) => {
    const api = service.apiOf(box, client, await service.corpOf(db, request.body.agent_id));
    return ok(
      await service.asking(() => api.addCorpTag(service.TAG_GROUP, request.body.name)),
      'tag created',
    );
  });

  serve(app, wecomContactsApi.links, async (request) => {
    const { agent_id: agentId, page, limit: size } = request.query;
    const { rows, total } = await service.links(db, agentId, { page, limit: size });
    return okList(rows, total);
  });

  serve(app, wecomContactsApi.createLink, async (request) =>
    ok(await service.createLink(db, box, client, request.body), 'acquisition link created'),
  );

  serve(app, wecomContactsApi.deleteLink, async (request) => {
    await service.deleteLink(db, box, client, request.body.agent_id, request.body.id);
    return ok(null, 'acquisition link deleted');
  });

  serve(app, wecomContactsApi.contacts, async (request) => {
    const { agent_id: agentId, page, limit: size, ...filter } = request.query;
    const { rows, total } = await service.contacts(db, agentId, filter, { page, limit: size });
    return okList(rows, total);
  });

  serve(app, wecomContactsApi.sync, async (request) =>
    ok(
      await service.queueSync(
        db,
        request.body.agent_id,
        principalOf(request, 'admin').adminId,
        requestLanguage(request),
        deps.jobs,
      ),
      'contacts sync queued',
    ),
  );

  serve(app, wecomContactsApi.syncStatus, async (request) =>
    ok(await service.syncStatus(db, request.query.agent_id, requestLanguage(request))),
  );

  await app.register(async (scope) => {
    // WeCom posts its events as XML; the body is read as text, bounded, and parsed strictly by the service
    scope.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: CALLBACK_XML_MAX },
      (_request, body, done) => done(null, body),
    );
    serve(scope, wecomEventApi.event, async (request, reply) => {
      await limit(
        deps.rateLimiter,
        `wecom:event:ip:${request.ip}`,
        EVENT_LIMIT,
        'too many requests, please try again in {minutes} minutes',
      );
      await service.receiveEvent(db, box, client, request.query, request.body);
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      return 'success';
    });
  });
};
