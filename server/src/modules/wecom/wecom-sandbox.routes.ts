import { wecomEventApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '#server/modules/customer-auth/index.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { acceptFormBodies } from '#server/platform/http/input.ts';
import { serverOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import { languageOf } from '#server/platform/i18n/language.ts';
import { SANDBOX_CORP } from '#server/platform/wecom/sandbox.ts';
import {
  addContactEvent,
  answerSandboxApi,
  postEvent,
  sandboxAddContact,
  sandboxLink,
  signedEvent,
} from '#server/platform/wecom/sandbox-api.ts';
import { sandboxTransport } from './wecom.client.ts';
import { callbackUrl } from './wecom.service.ts';
import * as repository from './wecom-contacts.repository.ts';
import { linkPage, linkResult } from './wecom-sandbox.page.ts';

const API_BASE = '/api/sandbox/wecom';
const SANDBOX_CORPS = new Map([[SANDBOX_CORP.corpId, SANDBOX_CORP.secret]]);

/** A visitor (the sandbox phone) adds members through links: this many per address and 10 minutes. */
const ADD_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;

/**
 * The sandbox WeCom's external-contact API (its JSON and errcodes, for the sandbox corp) and an acquisition
 * link's page: a visitor enters a name and adds the link's member; the sandbox then posts WeCom's
 * add_external_contact event, signed and encrypted, to the callback URL of every app of the corp whose URL
 * it verified — in-process, as the sandbox's callback verification does.
 */
export const wecomSandboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, rateLimiter },
) => {
  const api = [
    wecomEventApi.simplelist,
    wecomEventApi.createLink,
    wecomEventApi.listLink,
    wecomEventApi.deleteLink,
    wecomEventApi.list,
    wecomEventApi.get,
    wecomEventApi.corpTags,
    wecomEventApi.addCorpTag,
    wecomEventApi.markTag,
  ] as const;
  for (const route of api)
    serve(app, route, async (request, reply) => {
      const origin = serverOrigin(config, request);
      const answer = await answerSandboxApi(
        {
          db,
          corps: SANDBOX_CORPS,
          linkUrl: (linkId) => `${origin}${wecomEventApi.sandboxLinkPage.path}?link_id=${linkId}`,
        },
        {
          path: route.path.slice(API_BASE.length),
          query: request.query as Record<string, string | undefined>,
          body: 'body' in request ? request.body : undefined,
        },
      );
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-store');
      return JSON.stringify(answer);
    });

  await app.register(async (scope) => {
    acceptFormBodies(scope, 4096);

    serve(scope, wecomEventApi.sandboxLinkPage, async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      reply.type('text/html; charset=utf-8');
      const link = await sandboxLink(db, request.query.link_id);
      if (!link) return reply.code(404).send(linkResult('invalid', language));
      return linkPage(
        {
          linkId: link.link_id,
          channel: request.query.customer_channel,
          member: link.member.name,
          corpId: link.corp_id,
        },
        language,
      );
    });

    serve(scope, wecomEventApi.sandboxLinkAdd, async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      reply.type('text/html; charset=utf-8');
      await limit(
        rateLimiter,
        `wecom:sandbox-link:ip:${request.ip}`,
        ADD_LIMIT,
        'too many requests, please try again in {minutes} minutes',
      );
      const link = await sandboxLink(db, request.body.link_id);
      if (!link) return reply.code(404).send(linkResult('invalid', language));
      const name = request.body.name.trim();
      if (!name || [...name].length > 30)
        return reply.code(400).send(
          linkPage(
            {
              linkId: link.link_id,
              channel: request.body.customer_channel,
              member: link.member.name,
              corpId: link.corp_id,
              name,
              error: 'enter your name (at most 30 characters)',
            },
            language,
          ),
        );
      // the state WeCom carries back is the customer_channel of the url the visitor came by
      const state = request.body.customer_channel;
      const externalUserid = await sandboxAddContact(db, link, { name, state });
      const origin = serverOrigin(config, request);
      let passed = true;
      for (const target of await repository.appsOfCorp(db, link.corp_id)) {
        const event = signedEvent(
          callbackUrl(origin, target.agent_id),
          {
            token: target.callback_token,
            encodingAesKey: target.encoding_aes_key,
            corpId: target.corp_id,
            appAgentId: target.app_agent_id,
          },
          addContactEvent({
            corpId: link.corp_id,
            userid: link.member.userid,
            externalUserid,
            state,
          }),
        );
        const answer = await postEvent(sandboxTransport(app), event).catch(() => ({ passed: false }));
        passed &&= answer.passed;
      }
      if (!passed) return reply.code(502).send(linkResult('refused', language));
      return linkResult('added', language, link.member.name);
    });
  });
};
