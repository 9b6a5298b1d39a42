import {
  customerInfo,
  customerLoginRequest,
  customerLoginResponse,
  customerMenus,
  emptyData,
  loginSettings,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { responses } from '#server/platform/http/responses.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import * as service from './customer.service.ts';

const customerOnly = { audience: 'customer' as const };

export const customerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/customer/login/getInfo',
    {
      config: { access: { audience: 'public' } },
      schema: {
        tags: ['customer login'],
        summary: "Login settings of this host's agent site",
        response: responses(loginSettings),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.hostname);
      return ok({ phone_on: agent.phone_on, on_wechat_login: agent.on_wechat_login });
    },
  );

  app.post(
    '/api/customer/login/index',
    {
      config: { access: { audience: 'public' } },
      schema: {
        tags: ['customer login'],
        summary: 'Customer login by phone or email',
        body: customerLoginRequest,
        response: responses(customerLoginResponse),
      },
    },
    async (request) => {
      const session = await service.login(deps, request.body, request.ip);
      request.auditActor = {
        audience: 'customer',
        actorId: session.customer.id,
        agentId: session.customer.agent_id,
        customerId: session.customer.id,
      };
      return ok({ token: session.token, expires_at: session.expiresAt.toISOString() }, 'login succeeded');
    },
  );

  app.post(
    '/api/customer/login/logout',
    {
      config: { access: customerOnly },
      schema: {
        tags: ['customer login'],
        summary: 'End this customer session',
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.logout(db, principalOf(request, 'customer'));
      return ok(null, 'logged out');
    },
  );

  app.get(
    '/api/customer/customer/getInfo',
    {
      config: { access: customerOnly },
      schema: { tags: ['customer'], summary: 'The signed-in customer', response: responses(customerInfo) },
    },
    async (request) => ok(await service.info(db, principalOf(request, 'customer'))),
  );

  app.get(
    '/api/customer/customer/getMenus',
    {
      config: { access: customerOnly },
      schema: {
        tags: ['customer'],
        summary: "The customer console's menus (partner-only entries need from_admin/from_agent = 1)",
        response: responses(customerMenus),
      },
    },
    async (request) => ok(await service.menus(db, principalOf(request, 'customer'))),
  );
};
