import { randomBytes } from 'node:crypto';
import { customerAccountApi } from '@onsite/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { rememberSandboxOpenid, sandboxOpenidOf } from '#server/platform/wechat/sandbox-identity.ts';
import { confirmAuthorization } from './official-accounts.service.ts';
import { originOf, scopeOf } from './request-context.ts';
import { authorizePage, bindPage, type SandboxResult, sandboxResultPage } from './sandbox-pages.ts';
import * as service from './wechat.service.ts';

/**
 * WeChat on the customer's account: bind by scanning a QR, unbind, and the sandbox WeChat pages the phone
 * opens (from the bind QR and from the official-account authorisation button).
 */
export const wechatRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  serve(app, customerAccountApi.unbindWx, async (request) => {
    await service.unbindWechat(db, scopeOf(request));
    return ok(null, 'unbound');
  });

  serve(app, customerAccountApi.getWechatBindQrcode, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      await service.createBindQrcode(db, deps.rateLimiter, scopeOf(request), await originOf(deps, request)),
    );
  });

  serve(app, customerAccountApi.getWechatBindStatus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const status = await service.bindStatus(db, scopeOf(request), request.query.bind_id);
    // a refusal's reason is a catalogue key: msg answers it in the caller's language
    const msg =
      status.status === 1 ? 'bound' : status.status === 3 ? (status.reason as MessageKey) : 'success';
    return ok(status, msg);
  });

  // ---- sandbox WeChat pages (opened from the bind QR and the authorisation button) ----

  const html = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

  serve(app, customerAccountApi.sandboxBindPage, async (request, reply) => {
    const found = await service.sandboxTicket(db, 'bind', request.query.ticket);
    html(reply);
    if (found.state !== 'pending') return sandboxResultPage(found.state);
    const openid = sandboxOpenidOf(request);
    return bindPage({
      ticket: request.query.ticket,
      siteName: found.row.corporate_name,
      nickname: found.row.nickname,
      openid,
    });
  });

  serve(app, customerAccountApi.sandboxBind, async (request, reply) => {
    const { ticket, openid } = request.body;
    const state: SandboxResult = await service.confirmBind(db, ticket, openid);
    html(reply);
    if (state === 'bound') rememberSandboxOpenid(reply, openid);
    return sandboxResultPage(state);
  });

  serve(app, customerAccountApi.sandboxAuthorizePage, async (request, reply) => {
    const found = await service.sandboxTicket(db, 'official_account', request.query.ticket);
    html(reply);
    if (found.state !== 'pending') return sandboxResultPage(found.state);
    return authorizePage({
      ticket: request.query.ticket,
      siteName: found.row.corporate_name,
      appid: `wx${randomBytes(8).toString('hex')}`,
    });
  });

  serve(app, customerAccountApi.sandboxAuthorize, async (request, reply) => {
    const { ticket, ...info } = request.body;
    const state: SandboxResult = await confirmAuthorization(db, ticket, {
      ...info,
      head_img: '',
    });
    html(reply);
    return sandboxResultPage(state);
  });
};
