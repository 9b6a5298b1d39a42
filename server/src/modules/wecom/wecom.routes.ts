import { ownWecomApi, scrmWeworkApi, wecomAdminApi, wecomPublicApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '#server/modules/customer-auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serverOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import { answerGettoken, SANDBOX_CORP } from '#server/platform/wecom/sandbox.ts';
import { sandboxTransport, wecomClient, wecomSecretBox } from './wecom.client.ts';
import * as service from './wecom.service.ts';
import { wecomContactsRoutes } from './wecom-contacts.routes.ts';
import { wecomSandboxRoutes } from './wecom-sandbox.routes.ts';

/**
 * The public callback answers anyone: a caller gets this many tries per address (WeCom verifies a URL with
 * a handful of requests and retries a few times), so it cannot be used to grind signatures or load the server.
 */
const CALLBACK_LIMIT = { limit: 120, windowMs: 10 * 60_000 } as const;

/** Agents' WeCom bindings (admin › partner › wework, the agent console's page) and WeCom's callback URL. */
export const wecomRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const box = wecomSecretBox(config);
  const client = wecomClient(app, config);
  const sandbox =
    config.wecom.driver === 'sandbox' ? { corp_id: SANDBOX_CORP.corpId, secret: SANDBOX_CORP.secret } : null;
  const presented = (
    request: Parameters<typeof requestLanguage>[0],
    row: Parameters<typeof service.present>[0],
  ) => service.present(row, serverOrigin(config, request), requestLanguage(request));

  serve(app, wecomAdminApi.detail, async (request) => {
    const agentId = request.query.agent_id;
    const binding = await service.bindingOf(db, agentId);
    return ok({
      binding: binding ? presented(request, binding) : null,
      sandbox,
      callback_url: service.callbackUrl(serverOrigin(config, request), agentId),
    });
  });

  serve(app, wecomAdminApi.save, async (request) =>
    ok(presented(request, await service.save(db, box, request.body)), 'WeCom binding saved'),
  );

  serve(app, wecomAdminApi.verify, async (request) => {
    const row = await service.verify(db, box, client, request.body.agent_id);
    return ok(
      presented(request, row),
      row.status === 'verified' ? 'WeCom binding verified' : 'WeCom binding check failed',
    );
  });

  serve(app, wecomAdminApi.sandboxCallback, async (request) => {
    if (config.wecom.driver !== 'sandbox')
      throw badRequest(
        'only the sandbox WeCom verifies a callback URL from here: save the URL in the WeCom app instead',
      );
    const { passed, row } = await service.sandboxCallback(
      db,
      sandboxTransport(app),
      serverOrigin(config, request),
      request.body.agent_id,
    );
    return ok(
      presented(request, row),
      passed
        ? 'the sandbox WeCom verified the callback URL'
        : 'the callback URL did not answer the sandbox WeCom correctly',
    );
  });

  serve(app, wecomAdminApi.remove, async (request) => {
    await service.remove(db, request.body.agent_id);
    return ok(null, 'WeCom binding deleted');
  });

  serve(app, scrmWeworkApi.getList, async (request) => {
    const { page, limit: size, keyword, status } = request.query;
    const { rows, total } = await service.overview(
      db,
      { keyword, status },
      { page, limit: size },
      requestLanguage(request),
    );
    return okList(rows, total);
  });

  serve(app, ownWecomApi.detail, async (request) => {
    const binding = await service.bindingOf(db, principalOf(request, 'agent').agentId);
    return ok(binding ? presented(request, binding) : null);
  });

  // ---- WeCom calls these ----

  serve(app, wecomPublicApi.callback, async (request, reply) => {
    await limit(
      deps.rateLimiter,
      `wecom:callback:ip:${request.ip}`,
      CALLBACK_LIMIT,
      'too many requests, please try again in {minutes} minutes',
    );
    const echo = await service.answerUrlVerification(db, request.query);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    return echo;
  });

  await app.register(wecomContactsRoutes, { ...deps, box, client });
  if (config.wecom.driver === 'sandbox') await app.register(wecomSandboxRoutes, deps);

  serve(app, wecomPublicApi.sandboxGettoken, async (request, reply) => {
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-store');
    return JSON.stringify(
      answerGettoken(request.query, new Map([[SANDBOX_CORP.corpId, SANDBOX_CORP.secret]])),
    );
  });
};
