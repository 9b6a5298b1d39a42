import {
  buySmsRequest,
  collectionSetting,
  collectionSettingRequest,
  feeRate,
  idQuery,
  ledgerEntry,
  ledgerQuery,
  payment,
  rechargeRequest,
  resourceInfo,
  transferRequest,
  withdrawal,
  withdrawalListQuery,
  withdrawalRequest,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentContextFor } from '#server/modules/order/payment-context.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import * as service from './resource.service.ts';

const BASE = '/api/customer/resource';
const customer = { access: { audience: 'customer' as const } };
const tags = ['resource'];

/**
 * The customer's resource account (spec §2 /resource, /resource/payment). The spec names
 * `Product/getResourceInfo`, `Product/getResourceList` and `customerOrder/payment`; the other paths are ours
 * (docs/decisions.md).
 */
export const resourceRoutes: FastifyPluginAsyncZod<AppDeps & { payment: PaymentProvider }> = async (
  app,
  { db, config, payment: gateway },
) => {
  const contextOf = paymentContextFor(db, config, gateway);

  app.get(
    '/api/customer/Product/getResourceInfo',
    {
      config: customer,
      schema: {
        tags,
        summary: "The customer's account balances (cents; SMS in messages) and what pending withdrawals hold",
        response: responses(resourceInfo),
      },
    },
    async (request) => ok(await service.resourceInfo(db, principalOf(request, 'customer'))),
  );

  app.get(
    '/api/customer/Product/getResourceList',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The ledger: every entry, newest first, by account kind, type, day range and order number',
        querystring: ledgerQuery,
        response: listResponses(ledgerEntry),
      },
    },
    async (request) => {
      const { rows, total } = await service.listEntries(
        db,
        principalOf(request, 'customer'),
        request.query,
        requestLanguage(request),
      );
      return okList(rows, total);
    },
  );

  app.get(
    `${BASE}/getEntryInfo`,
    {
      config: customer,
      schema: { tags, summary: 'One ledger entry', querystring: idQuery, response: responses(ledgerEntry) },
    },
    async (request) =>
      ok(
        await service.entryInfo(
          db,
          principalOf(request, 'customer'),
          request.query.id,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    '/api/customer/customerOrder/payment',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Recharge the balance: an unpaid order (type 30) and its payment QR; paid → one ledger entry',
        body: rechargeRequest,
        response: responses(payment),
      },
    },
    async (request) =>
      ok(
        await service.createRecharge(
          db,
          principalOf(request, 'customer'),
          request.body,
          await contextOf(request),
        ),
      ),
  );

  app.get(
    `${BASE}/getRateList`,
    {
      config: customer,
      schema: {
        tags,
        summary: "The fee rates of the customer's site (read-only)",
        response: listResponses(feeRate),
      },
    },
    async (request) => {
      const rows = await service.feeRates(db, principalOf(request, 'customer').agentId);
      return okList(rows, rows.length);
    },
  );

  app.post(
    `${BASE}/buySms`,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Buy SMS credits from the balance at the sms rate',
        body: buySmsRequest,
        response: responses(resourceInfo),
      },
    },
    async (request) =>
      ok(await service.buySms(db, principalOf(request, 'customer'), request.body.count), 'success'),
  );

  app.post(
    `${BASE}/transfer`,
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Move money: balance → red-packet funds (service fee), red-packet funds → balance, profit → balance',
        body: transferRequest,
        response: responses(resourceInfo),
      },
    },
    async (request) =>
      ok(await service.transfer(db, principalOf(request, 'customer'), request.body), 'success'),
  );

  app.get(
    `${BASE}/getWithdrawalList`,
    {
      config: customer,
      schema: {
        tags,
        summary: "The customer's withdrawal requests, newest first, by status",
        querystring: withdrawalListQuery,
        response: listResponses(withdrawal),
      },
    },
    async (request) => {
      const { rows, total } = await service.listWithdrawals(
        db,
        principalOf(request, 'customer'),
        request.query,
      );
      return okList(rows, total);
    },
  );

  app.get(
    `${BASE}/getWithdrawalInfo`,
    {
      config: customer,
      schema: {
        tags,
        summary: 'One withdrawal request',
        querystring: idQuery,
        response: responses(withdrawal),
      },
    },
    async (request) =>
      ok(await service.withdrawalInfo(db, principalOf(request, 'customer'), request.query.id)),
  );

  app.post(
    `${BASE}/postWithdrawal`,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Request a withdrawal to a bank card or WeChat; the amount is held from the account at once',
        body: withdrawalRequest,
        response: responses(withdrawal),
      },
    },
    async (request) =>
      ok(
        await service.requestWithdrawal(db, principalOf(request, 'customer'), request.body),
        'withdrawal requested',
      ),
  );

  app.get(
    `${BASE}/getPaymentSetting`,
    {
      config: customer,
      schema: {
        tags,
        summary: "The customer's collection settings (/resource/payment)",
        response: responses(collectionSetting),
      },
    },
    async (request) => ok(await service.collectionSetting(db, principalOf(request, 'customer'))),
  );

  app.post(
    `${BASE}/savePaymentSetting`,
    {
      config: customer,
      schema: {
        tags,
        summary: "Save the customer's collection settings",
        body: collectionSettingRequest,
        response: responses(collectionSetting),
      },
    },
    async (request) =>
      ok(await service.saveCollectionSetting(db, principalOf(request, 'customer'), request.body), 'saved'),
  );
};
