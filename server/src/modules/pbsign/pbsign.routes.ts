import { agentDeviceApi, deviceApi, deviceKioskApi, pbsignApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '#server/modules/customer-auth/index.ts';
import { paymentContextFor } from '#server/modules/order/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { serve } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as rental from './device-rental.service.ts';
import * as service from './pbsign.service.ts';

const MINUTE = 60_000;
// the kiosk polls its state every 15 seconds and signs a room in: generous per source, tight on wrong keys
// from one source (counted per source, not per serial, so nobody can lock a venue's kiosk out by guessing;
// a 192-bit key is not guessed anyway)
const KIOSK_LIMITS = {
  ip: { limit: 600, windowMs: 10 * MINUTE },
  wrongKey: { limit: 10, windowMs: 10 * MINUTE },
};

/**
 * Sign-in devices: the catalogue and its offers per agent (admin), the customer's pbsign tool (binding, a
 * priced model's rental and its order), and the kiosk (serial + key).
 */
export const pbsignRoutes: FastifyPluginAsyncZod<AppDeps & { payment: PaymentProvider }> = async (
  app,
  { db, rateLimiter, config, payment: gateway },
) => {
  // ---- the catalogue (/product/device) ----
  serve(app, deviceApi.getList, async (request) => {
    const { page, limit: size, keyword } = request.query;
    const { rows, total } = await service.listModels(db, keyword, { page, limit: size });
    return okList(rows, total);
  });
  serve(app, deviceApi.create, async (request) =>
    ok(await service.createModel(db, request.body), 'device model created'),
  );
  serve(app, deviceApi.update, async (request) =>
    ok(await service.updateModel(db, request.body), 'device model saved'),
  );
  serve(app, deviceApi.setStatus, async (request) => {
    const { id, status } = request.body;
    return ok(
      await service.setModelStatus(db, id, status),
      status === 1 ? 'device model put on sale' : 'device model taken off sale',
    );
  });
  serve(app, deviceApi.getUnits, async (request) => {
    const { page, limit: size, product_id, keyword } = request.query;
    const { rows, total } = await service.listUnits(db, product_id, keyword, { page, limit: size });
    return okList(rows, total);
  });
  serve(app, deviceApi.addUnit, async (request) =>
    ok(await service.addUnit(db, request.body), 'device added'),
  );
  serve(app, deviceApi.retireUnit, async (request) => {
    await service.retireUnit(db, request.body.id);
    return ok(null, 'device retired');
  });

  // ---- the partner drawer's tab ----
  serve(app, agentDeviceApi.getList, async (request) =>
    ok(await rental.agentDevices(db, request.query.agent_id)),
  );
  serve(app, agentDeviceApi.setOffer, async (request) => {
    const adminId = principalOf(request, 'admin').adminId;
    return ok(
      await rental.setAgentDevice(db, adminId, request.body),
      request.body.offered
        ? 'device model offered through the agent'
        : 'device model withdrawn from the agent',
    );
  });

  // ---- the customer's pbsign tool ----
  const contextOf = paymentContextFor(db, config, gateway);
  serve(app, pbsignApi.getQuote, async (request) =>
    ok(await service.quote(db, customerScope(principalOf(request, 'customer')), request.query)),
  );
  serve(app, pbsignApi.getActivities, async (request) =>
    ok(await service.bindableActivities(db, customerScope(principalOf(request, 'customer')))),
  );
  serve(app, pbsignApi.getBindings, async (request) => {
    const scope = customerScope(principalOf(request, 'customer'));
    const { rows, total } = await service.listBindings(db, scope, request.query);
    return okList(rows, total);
  });
  serve(app, pbsignApi.bind, async (request) => {
    const scope = customerScope(principalOf(request, 'customer'));
    const result = await service.bind(db, scope, request.body, await contextOf(request));
    return ok(result, result.payment ? 'device rental ordered' : 'device bound');
  });
  serve(app, pbsignApi.unbind, async (request) => {
    const cancelled = await service.unbind(
      db,
      customerScope(principalOf(request, 'customer')),
      request.body.id,
    );
    return ok(null, cancelled ? 'device rental cancelled' : 'device unbound');
  });
  serve(app, pbsignApi.getLogs, async (request) => {
    const scope = customerScope(principalOf(request, 'customer'));
    const { page, limit: size } = request.query;
    const { rows, total } = await service.listLogs(db, scope, service.logFilterOf(request.query), {
      page,
      limit: size,
    });
    return okList(rows, total);
  });

  // ---- the kiosk ----
  const tooMany = 'too many tries, please try again in {minutes} minutes';
  const proven = async <T>(ip: string, work: () => Promise<T>) => {
    await limit(rateLimiter, `device-kiosk:ip:${ip}`, KIOSK_LIMITS.ip, tooMany);
    const wrongKey = `device-kiosk:wrong-key:${ip}`;
    const { count } = await rateLimiter.peek(wrongKey);
    if (count >= KIOSK_LIMITS.wrongKey.limit)
      await limit(rateLimiter, wrongKey, KIOSK_LIMITS.wrongKey, tooMany);
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.message === 'wrong device serial number or key')
        await limit(rateLimiter, wrongKey, KIOSK_LIMITS.wrongKey, tooMany);
      throw error;
    }
  };
  serve(app, deviceKioskApi.getState, async (request) =>
    ok(await proven(request.ip, () => service.deviceState(db, request.body))),
  );
  serve(app, deviceKioskApi.signIn, async (request) => {
    const result = await proven(request.ip, () => service.deviceSignIn(db, request.body));
    return ok(result, result.first_time ? 'signed in' : 'already signed in');
  });
};
