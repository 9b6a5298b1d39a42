import { sandboxCashierApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import { acceptFormBodies } from '#server/platform/http/input.ts';
import { serverOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import { languageOf } from '#server/platform/i18n/language.ts';
import { cashierPage, cashierResult } from '#server/platform/payment/cashier-page.ts';
import type { SandboxGateway } from '#server/platform/payment/sandbox-gateway.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { NotifyLog } from './notify-log.ts';
import { applyPayment, type NotifyOutcome } from './order.service.ts';

/** What our notify endpoint answered (`{ data: { outcome } }`), or null when it is not readable. */
async function notifyOutcome(answer: Response): Promise<NotifyOutcome | null> {
  const body = (await answer.json().catch(() => null)) as { data?: { outcome?: NotifyOutcome } } | null;
  return body?.data?.outcome ?? null;
}

/**
 * The sandbox gateway's side (its cashier page, which a phone opens from the QR) and our notify endpoint,
 * which the gateway calls over HTTP when the customer pays, exactly like a real gateway's callback.
 */
export const sandboxCashierRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  rateLimiter: RateLimiter;
  gateway: SandboxGateway;
}> = async (app, { db, config, rateLimiter, gateway }) => {
  const notifies = new NotifyLog(
    db,
    rateLimiter,
    config.payNotifySample,
    app.log.child({ component: 'payment' }),
  );
  app.addHook('onClose', () => notifies.close());

  // The cashier posts an ordinary HTML form; only this plugin accepts form bodies.
  acceptFormBodies(app, 8192);

  serve(app, sandboxCashierApi.cashierPage, async (request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const token = request.query.t;
    const read = gateway.readTicket(token);
    reply.type('text/html; charset=utf-8');
    if (!read.ok) return reply.code(400).send(cashierResult('invalid', language));
    const { ticket } = read;
    return cashierPage(
      {
        token,
        merchant: ticket.merchant,
        title: ticket.title,
        amount: ticket.amount,
        payType: ticket.payType,
      },
      language,
    );
  });

  serve(app, sandboxCashierApi.cashierPay, async (request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const token = request.body.t;
    const read = gateway.readTicket(token);
    reply.type('text/html; charset=utf-8');
    if (!read.ok) return reply.code(400).send(cashierResult('invalid', language));
    // The gateway calls the merchant back over HTTP, like WeChat Pay and Alipay do: at PUBLIC_URL, else at
    // the address this server listens on — never at a host the request names (a forged Host would get a
    // validly signed notify).
    const notifyUrl = `${serverOrigin(config, request)}${sandboxCashierApi.notify.path}`;
    const answer = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(gateway.notifyFor(read.ticket)),
    }).catch(() => null);
    // The page says what the merchant did with this payment: applied it, or found the order paid already.
    const outcome = answer?.ok ? await notifyOutcome(answer) : null;
    if (outcome === 'accepted') return cashierResult('paid', language);
    if (outcome === 'duplicate') return cashierResult('already paid', language);
    return reply.code(502).send(cashierResult('refused', language));
  });

  serve(app, sandboxCashierApi.notify, async (request) => {
    const check = gateway.verifyNotify(request.body);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const log = {
      provider: gateway.name,
      order_no: String(body.order_no ?? '').slice(0, 64),
      transaction_id: String(body.transaction_id ?? '').slice(0, 64),
      amount: Number.isInteger(Number(body.amount)) ? Number(body.amount) : 0,
      payload: JSON.stringify(body).slice(0, 4000),
    };
    // Refusals are kept as a bounded sample (NotifyLog): each stored one is logged, the rest counted.
    if (!check.ok) {
      if (await notifies.record({ ...log, outcome: check.reason }))
        request.log.warn({ orderNo: check.orderNo, reason: check.reason }, 'payment notify refused');
      throw badRequest('payment notification refused: {reason}', { reason: check.reason });
    }
    const outcome = await applyPayment(db, check.notify);
    const stored = await notifies.record({ ...log, outcome });
    if (outcome === 'unknown order' || outcome === 'amount mismatch') {
      if (stored) request.log.warn({ orderNo: check.notify.orderNo, outcome }, 'payment notify refused');
      throw badRequest('payment notification refused: {reason}', { reason: outcome });
    }
    return ok({ outcome });
  });
};
