import { customerManageApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import {
  agentChoices,
  createCustomer,
  customerDetail,
  moveCustomer,
  resetCustomerPassword,
  setCustomerStatus,
  updateCustomer,
} from './customer-manage.service.ts';

/**
 * Customers managed from the consoles (issue 15): the admin's every agent's, the agent's its own team's. The
 * scope comes from the principal; a customer outside it is not found.
 */
export const customerManageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(
    app,
    customerManageApi.detail,
    (audience) => async (request) =>
      ok(await customerDetail(db, scopeOf(principalOf(request, audience)), request.query.id)),
  );

  serve(app, customerManageApi.create.admin, async (request) =>
    ok(await createCustomer(db, { kind: 'platform' }, request.body), 'customer created'),
  );
  serve(app, customerManageApi.create.agent, async (request) =>
    ok(await createCustomer(db, scopeOf(principalOf(request, 'agent')), request.body), 'customer created'),
  );

  serveEach(
    app,
    customerManageApi.update,
    (audience) => async (request) =>
      ok(await updateCustomer(db, scopeOf(principalOf(request, audience)), request.body), 'customer saved'),
  );

  serveEach(app, customerManageApi.setStatus, (audience) => async (request) => {
    const { id, status } = request.body;
    const saved = await setCustomerStatus(db, scopeOf(principalOf(request, audience)), id, status);
    return ok(saved, status === 1 ? 'customer enabled' : 'customer disabled, its sessions have ended');
  });

  serveEach(app, customerManageApi.resetPassword, (audience) => async (request) => {
    const { id, password } = request.body;
    await resetCustomerPassword(db, scopeOf(principalOf(request, audience)), id, password);
    return ok(null, 'password reset');
  });

  serve(app, customerManageApi.move, async (request) =>
    ok(await moveCustomer(db, request.body.id, request.body.agent_id), 'customer moved to the agent'),
  );

  serve(app, customerManageApi.agentOptions, async (request) =>
    ok(await agentChoices(db, request.query.keyword)),
  );
};
