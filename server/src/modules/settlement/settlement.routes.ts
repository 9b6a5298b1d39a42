import { settlementApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import { agentScope, type StaffScope } from '#server/platform/tenancy/scope.ts';
import * as requests from './payout-request.service.ts';
import * as service from './settlement.service.ts';

const PLATFORM = { kind: 'platform' } as const;

/**
 * The reseller ledger: the platform reads every agent's balance, ledger and monthly statements and records
 * settlement payments; an agent's console reads its own team's.
 */
export const settlementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const scopeFor = (audience: 'admin' | 'agent', request: Parameters<typeof principalOf>[0]): StaffScope =>
    audience === 'admin' ? PLATFORM : agentScope(principalOf(request, 'agent').agentId);

  serve(app, settlementApi.getAgentList, async (request) => {
    const { rows, total } = await service.agentList(db, PLATFORM, request.query);
    return okList(rows, total);
  });

  serve(app, settlementApi.getSummary, async () => ok(await service.summary(db, PLATFORM)));

  serveEach(
    app,
    settlementApi.getAccount,
    (audience) => async (request) =>
      ok(await service.account(db, scopeFor(audience, request), request.query)),
  );

  serveEach(app, settlementApi.getEntries, (audience) => async (request) => {
    const { rows, total } = await service.entries(db, scopeFor(audience, request), request.query);
    return okList(rows, total);
  });

  serveEach(
    app,
    settlementApi.getMonths,
    (audience) => async (request) => ok(await service.months(db, scopeFor(audience, request), request.query)),
  );

  serve(app, settlementApi.payout, async (request) =>
    ok(
      await service.payout(db, PLATFORM, principalOf(request, 'admin').adminId, request.body),
      'the settlement payment is recorded',
    ),
  );

  // agents' payout requests
  serveEach(app, settlementApi.getRequests, (audience) => async (request) => {
    const { rows, total } = await requests.list(db, scopeFor(audience, request), request.query);
    return okList(rows, total);
  });

  serve(app, settlementApi.requestPayout, async (request) => {
    const agent = principalOf(request, 'agent');
    return ok(
      await requests.request(db, agentScope(agent.agentId), agent.agentUserId, request.body),
      'the payout request is sent',
    );
  });

  serve(app, settlementApi.cancelRequest, async (request) =>
    ok(
      await requests.cancel(db, agentScope(principalOf(request, 'agent').agentId), request.body.id),
      'the payout request is cancelled',
    ),
  );

  serve(app, settlementApi.payRequest, async (request) =>
    ok(
      await requests.pay(db, principalOf(request, 'admin').adminId, request.body),
      'the payout request is paid',
    ),
  );

  serve(app, settlementApi.rejectRequest, async (request) =>
    ok(
      await requests.reject(db, principalOf(request, 'admin').adminId, request.body),
      'the payout request is rejected',
    ),
  );
};
