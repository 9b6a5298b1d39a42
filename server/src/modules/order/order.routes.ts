import {
  bankAccount,
  invoiceRequest,
  orderInfo,
  orderListQuery,
  orderNoQuery,
  payBankOrderRequest,
  payment,
  payOrderRequest,
  payStatus,
  payTypeQuery,
  payTypes,
  payVipOrderRequest,
  vipPlan,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import * as bankTransfers from './bank-transfer.service.ts';
import * as service from './order.service.ts';
import { paymentContextFor } from './payment-context.ts';

const BASE = '/api/customer/customerOrder';
const customer = { access: { audience: 'customer' as const } };

/** Orders and payment of the customer site (spec §7 "Orders and payment"); paths match case-insensitively. */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps & { payment: PaymentProvider }> = async (
  app,
  { db, config, payment: gateway },
) => {
  const contextOf = paymentContextFor(db, config, gateway);

  app.get(
    `${BASE}/payType`,
    {
      config: { access: { audience: 'public' } },
      schema: {
        tags: ['order'],
        summary: 'The pay types this site accepts, or the one asked for',
        querystring: payTypeQuery,
        response: responses(payTypes),
      },
    },
    async (request) => ok(service.payTypes(config.payTypes, request.query.pay_type)),
  );

  app.get(
    `${BASE}/getVipList`,
    {
      config: { access: { audience: 'public' } },
      schema: {
        tags: ['order'],
        summary: "VIP plans of the customer's site (a visitor: the site of the request's host)",
        response: responses(z.array(vipPlan)),
      },
    },
    async (request) => {
      // A signed-in customer sees the plans of their own site; a visitor those of the site they opened.
      const principal = request.principal;
      const agentId =
        principal?.kind === 'customer'
          ? principal.agentId
          : (await agentForHost(db, request.headers.host)).id;
      return ok(await service.vipPlans(db, agentId));
    },
  );

  app.post(
    `${BASE}/payVipOrder`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: 'Buy a VIP plan: an unpaid order (type 17) at the current price and its payment QR',
        body: payVipOrderRequest,
        response: responses(payment),
      },
    },
    async (request) =>
      ok(
        await service.createVipOrder(
          db,
          principalOf(request, 'customer'),
          request.body,
          await contextOf(request),
        ),
      ),
  );

  app.post(
    `${BASE}/payOrder`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: 'Pay an unpaid order: a new payment QR (new_pay 1)',
        body: payOrderRequest,
        response: responses(payment),
      },
    },
    async (request) =>
      ok(
        await service.payOrder(db, principalOf(request, 'customer'), request.body, await contextOf(request)),
      ),
  );

  app.get(
    `${BASE}/getPayStatus`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: 'Whether an order is paid (polled every 2 s by the pay dialogs)',
        querystring: orderNoQuery,
        response: responses(payStatus),
      },
    },
    async (request) =>
      ok(await service.payStatus(db, principalOf(request, 'customer'), request.query.order_no)),
  );

  app.get(
    `${BASE}/getOrderInfo`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: 'One order of the customer, with its invoice request',
        querystring: orderNoQuery,
        response: responses(orderInfo),
      },
    },
    async (request) =>
      ok(await service.orderInfo(db, principalOf(request, 'customer'), request.query.order_no)),
  );

  app.get(
    `${BASE}/getList`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: "The customer's orders, newest first, by paid state, type and keyword",
        querystring: orderListQuery,
        response: listResponses(orderInfo),
      },
    },
    async (request) => {
      const { rows, total } = await service.listOrders(db, principalOf(request, 'customer'), request.query);
      return okList(rows, total);
    },
  );

  app.post(
    `${BASE}/postInvoice`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: 'Request an invoice for a paid order, or change a request not yet issued',
        body: invoiceRequest,
        response: responses(orderInfo),
      },
    },
    async (request) =>
      ok(await service.saveInvoice(db, principalOf(request, 'customer'), request.body), 'invoice requested'),
  );

  app.get(
    `${BASE}/getBankAccount`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: "The bank account the customer's site receives transfers on (null: no bank transfer)",
        response: responses(bankAccount.nullable()),
      },
    },
    async (request) => ok(await bankTransfers.bankAccountOf(db, principalOf(request, 'customer').agentId)),
  );

  app.post(
    `${BASE}/payBankOrder`,
    {
      config: customer,
      schema: {
        tags: ['order'],
        summary: 'Report an offline bank transfer of an unpaid order; it awaits the agent’s confirmation',
        body: payBankOrderRequest,
        response: responses(orderInfo),
      },
    },
    async (request) =>
      ok(
        await bankTransfers.payBankOrder(db, principalOf(request, 'customer'), request.body),
        'transfer submitted, awaiting confirmation',
      ),
  );
};
