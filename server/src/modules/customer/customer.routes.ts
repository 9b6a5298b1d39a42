import { customerApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKnownDevices, loginSource, rememberDevice } from '#server/modules/auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import * as service from './customer.service.ts';

export const customerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const devices = createKnownDevices(deps.config);

  serve(app, customerApi.loginInfo, async (request) => {
    const agent = await agentForHost(db, request.hostname);
    return ok({ phone_on: agent.phone_on, on_wechat_login: agent.on_wechat_login });
  });

  serve(app, customerApi.login, async (request, reply) => {
    const session = await service.login(deps, request.body, loginSource(request, devices));
    rememberDevice(request, reply, devices, {
      audience: 'customer',
      subjectId: session.customer.id,
      deviceId: session.deviceId,
    });
    request.auditActor = {
      audience: 'customer',
      actorId: session.customer.id,
      agentId: session.customer.agent_id,
      customerId: session.customer.id,
    };
    return ok({ token: session.token, expires_at: session.expiresAt.toISOString() }, 'login succeeded');
  });

  serve(app, customerApi.logout, async (request) => {
    await service.logout(db, principalOf(request, 'customer'));
    return ok(null, 'logged out');
  });

  serve(app, customerApi.getInfo, async (request) =>
    ok(await service.info(db, principalOf(request, 'customer'), requestLanguage(request))),
  );

  serve(app, customerApi.getMenus, async (request) =>
    ok(await service.menus(db, principalOf(request, 'customer'))),
  );
};
