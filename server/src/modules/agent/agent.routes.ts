import { agentApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeSource } from '#server/modules/auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { acceptFormBodies } from '#server/platform/http/input.ts';
import { linkOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import { rememberSandboxOpenid, sandboxOpenidOf } from '#server/platform/wechat/sandbox-identity.ts';
import * as service from './agent.service.ts';
import * as basicInfo from './basic-info.service.ts';
import { staffBindPage, staffBindResultPage } from './sandbox-page.ts';
import * as binds from './staff-bind.service.ts';

export const agentRoutes: FastifyPluginAsyncZod<AppDeps & { messenger: Messenger }> = async (app, deps) => {
  const { db } = deps;

  serve(app, agentApi.getInfo, async (request) =>
    ok(await service.basicInfo(db, principalOf(request, 'agent'))),
  );

  serve(app, agentApi.permissions, async (request) =>
    ok(await service.permissionList(db, principalOf(request, 'agent'))),
  );

  serve(app, agentApi.changeTeam, async (request) => {
    await service.changeTeam(db, principalOf(request, 'agent'), request.body.opid);
    return ok(null, 'switch succeeded');
  });

  serve(app, agentApi.updateBasicName, async (request) => {
    await service.updateName(db, principalOf(request, 'agent'), request.body.name);
    return ok(null, 'profile updated');
  });

  serve(app, agentApi.updateBasicAvatar, async (request) => {
    await service.updateAvatar(db, principalOf(request, 'agent'), request.body.avatar);
    return ok(null, 'profile updated');
  });

  serve(app, agentApi.updateBasicGender, async (request) => {
    await basicInfo.updateGender(deps, principalOf(request, 'agent'), request.body.gender);
    return ok(null, 'profile updated');
  });

  serve(app, agentApi.checkPhone, async (request) =>
    ok(
      await basicInfo.sendContactCode(deps, principalOf(request, 'agent'), 'phone', request.body.phone),
      'verification code sent to your phone',
    ),
  );

  serve(app, agentApi.updateBasicPhone, async (request) => {
    await basicInfo.updateContact(deps, principalOf(request, 'agent'), 'phone', request.body);
    return ok(null, 'profile updated');
  });

  serve(app, agentApi.checkEmail, async (request) =>
    ok(
      await basicInfo.sendContactCode(deps, principalOf(request, 'agent'), 'email', request.body.email),
      'verification code sent to your email',
    ),
  );

  serve(app, agentApi.updateBasicEmail, async (request) => {
    await basicInfo.updateContact(deps, principalOf(request, 'agent'), 'email', request.body);
    return ok(null, 'profile updated');
  });

  serve(app, agentApi.updateBasicPassword, async (request) => {
    const principal = principalOf(request, 'agent');
    await basicInfo.updatePassword(
      deps,
      principal,
      request.body,
      passwordChangeSource(request, principal.sessionId),
    );
    return ok(null, 'password changed, other sessions were signed out');
  });

  serve(app, agentApi.getTeamProfile, async (request) =>
    ok(await service.teamProfile(db, principalOf(request, 'agent'))),
  );

  serve(app, agentApi.updateTeamProfile, async (request) =>
    ok(await service.updateTeamProfile(db, principalOf(request, 'agent'), request.body), 'profile updated'),
  );

  // ---- WeChat / WeCom bind by a sandbox scan ----

  const bindQrcode = (kind: 'wechat' | 'wework') => async (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request, 'agent');
    const origin = await linkOrigin(db, deps.config, request, principal.agentId);
    return ok(await binds.createBindQrcode(db, deps.rateLimiter, principal, kind, origin));
  };
  serve(app, agentApi.getWechatQrcode, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return bindQrcode('wechat')(request);
  });
  serve(app, agentApi.getWorkerQrcode, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return bindQrcode('wework')(request);
  });

  serve(app, agentApi.getBindStatus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await binds.bindStatus(db, principalOf(request, 'agent'), request.query.bind_id));
  });

  serve(app, agentApi.updateWxOpenid, async (request) => {
    await binds.bindOpenid(db, principalOf(request, 'agent'), 'wechat', request.body.bind_id);
    return ok(null, 'bound');
  });

  serve(app, agentApi.updateQyOpenid, async (request) => {
    await binds.bindOpenid(db, principalOf(request, 'agent'), 'wework', request.body.bind_id);
    return ok(null, 'bound');
  });

  // the phone's pages post HTML forms: only this nested plugin parses them
  await app.register(async (sandbox) => {
    acceptFormBodies(sandbox, 4096);
    serve(sandbox, agentApi.sandboxBindPage, async (request, reply) => {
      const found = await binds.sandboxBind(db, request.query.ticket);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (found.state !== 'pending') return staffBindResultPage(found.state);
      return staffBindPage({
        ticket: request.query.ticket,
        kind: found.bind.kind,
        name: found.bind.name,
        openid: sandboxOpenidOf(request),
      });
    });

    serve(sandbox, agentApi.sandboxBind, async (request, reply) => {
      const { ticket, openid } = request.body;
      const state = await binds.confirmSandboxBind(db, ticket, openid);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (state === 'confirmed') rememberSandboxOpenid(reply, openid);
      return staffBindResultPage(state);
    });
  });
};
