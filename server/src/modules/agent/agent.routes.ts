import { agentApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './agent.service.ts';

export const agentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
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
};
