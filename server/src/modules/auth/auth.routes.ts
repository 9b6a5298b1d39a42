import { authUser, changePasswordRequest, emptyData, loginRequest, loginResponse } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { responses } from '#server/platform/http/responses.ts';
import * as service from './auth.service.ts';

const adminOrAgent = { audience: ['admin', 'agent'] as ('admin' | 'agent')[] };

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: { audience: 'public' } },
      schema: {
        tags: ['auth'],
        summary: 'Admin or agent login',
        body: loginRequest,
        response: responses(loginResponse),
      },
    },
    async (request) => {
      const session = await service.login(deps, request.body, request.ip);
      request.auditActor = {
        audience: request.body.audience,
        actorId: session.subjectId,
        agentId: session.agentId,
        customerId: null,
      };
      return ok(
        {
          access_token: session.token,
          token_type: 'Bearer' as const,
          expires_at: session.expiresAt.toISOString(),
        },
        'login succeeded',
      );
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { access: adminOrAgent },
      schema: { tags: ['auth'], summary: 'The signed-in admin or agent user', response: responses(authUser) },
    },
    async (request) => ok(await service.currentUser(deps.db, request.principal!)),
  );

  app.put(
    '/api/auth/password',
    {
      config: { access: adminOrAgent },
      schema: {
        tags: ['auth'],
        summary: 'Change own password',
        body: changePasswordRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.changePassword(deps.db, request.principal!, request.body);
      return ok(null, 'changed, please log in again');
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: adminOrAgent },
      schema: { tags: ['auth'], summary: 'End this session', response: responses(emptyData) },
    },
    async (request) => {
      await service.logout(deps.db, request.principal!);
      return ok(null, 'logged out');
    },
  );
};
