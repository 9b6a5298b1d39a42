import { withdrawalReviewApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import * as service from './withdrawal-review.service.ts';

/** The customers' withdrawals for staff: the platform reviews and pays them out; an agent lists its customers'. */
export const withdrawalReviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(app, withdrawalReviewApi.getList, (audience) => async (request) => {
    const scope =
      audience === 'admin'
        ? ({ kind: 'platform' } as const)
        : agentScope(principalOf(request, 'agent').agentId);
    const { rows, total } = await service.list(db, scope, request.query);
    return okList(rows, total);
  });

  serve(app, withdrawalReviewApi.approve, async (request) =>
    ok(
      await service.approve(db, principalOf(request, 'admin').adminId, request.body.id),
      'the withdrawal is approved',
    ),
  );

  serve(app, withdrawalReviewApi.reject, async (request) =>
    ok(
      await service.reject(db, principalOf(request, 'admin').adminId, request.body),
      'the withdrawal is rejected',
    ),
  );

  serve(app, withdrawalReviewApi.pay, async (request) =>
    ok(
      await service.pay(db, principalOf(request, 'admin').adminId, request.body),
      'the withdrawal is marked paid',
    ),
  );
};
