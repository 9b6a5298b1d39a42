import { CDKEY_KINDS, cdkeyApi, codeApi, customerCdkeyApi, keyBatchApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '#server/modules/customer-auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as service from './cdkey.service.ts';

const MINUTE = 60_000;
/**
 * Redemption guesses keys only as fast as these allow (a key has about 79 random bits): per customer a
 * person's retries, per address a shared office's.
 */
export const REDEEM_LIMITS = {
  customer: { limit: 10, windowMs: 10 * MINUTE },
  ip: { limit: 60, windowMs: 10 * MINUTE },
} as const;
const TOO_MANY = 'too many requests, please try again in {minutes} minutes';

/** Key batches (admin › products › cdkey and code) and a customer's redemption. */
export const cdkeyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, rateLimiter }) => {
  // the redeem keys' page and the activation codes' page: the same mechanics, each over its own batches
  for (const kind of CDKEY_KINDS) {
    const routes = keyBatchApi[kind];
    serve(app, routes.getList, async (request) => {
      const { page, limit: size, keyword, status } = request.query;
      const { rows, total } = await service.listBatches(db, { kind, keyword, status }, { page, limit: size });
      return okList(rows, total);
    });
    serve(app, routes.getInfo, async (request) => ok(await service.batch(db, kind, request.query.id)));
    serve(app, routes.getKeys, async (request) => {
      const { page, limit: size, batch_id, keyword, used } = request.query;
      const { rows, total } = await service.listKeys(
        db,
        kind,
        { batchId: batch_id, keyword, used },
        { page, limit: size },
      );
      return okList(rows, total);
    });
    serve(app, routes.getOptions, async (request) => ok(await service.options(db, request.query.keyword)));
    serve(app, routes.void, async (request) =>
      ok(
        await service.voidBatch(db, principalOf(request, 'admin').adminId, kind, request.body.id),
        'cdkey batch voided',
      ),
    );
  }
  serve(app, cdkeyApi.create, async (request) =>
    ok(
      await service.createBatch(db, principalOf(request, 'admin').adminId, request.body),
      'cdkey batch generated',
    ),
  );
  serve(app, codeApi.create, async (request) =>
    ok(
      await service.createBatch(db, principalOf(request, 'admin').adminId, {
        ...request.body,
        grant_type: 'activity',
      }),
      'cdkey batch generated',
    ),
  );

  serve(app, customerCdkeyApi.redeem, async (request) => {
    const principal = principalOf(request, 'customer');
    await limit(rateLimiter, `cdkey:customer:${principal.customerId}`, REDEEM_LIMITS.customer, TOO_MANY);
    await limit(rateLimiter, `cdkey:ip:${request.ip}`, REDEEM_LIMITS.ip, TOO_MANY);
    const scope = customerScope({ agentId: principal.agentId, customerId: principal.customerId });
    return ok(await service.redeem(db, scope, request.body.code, request.body.activity_id), 'cdkey redeemed');
  });
};
