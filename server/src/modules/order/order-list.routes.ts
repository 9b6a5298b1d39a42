import {
  consoleOrderListItem,
  consoleOrderListQuery,
  Permission,
  reviewBankTransferRequest,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { reviewBankTransfer } from './bank-transfer.service.ts';
import { latestTransfers, listScopedOrders } from './order-list.repository.ts';

const CONSOLES = [
  {
    audience: 'admin',
    permission: Permission.admin.customerList,
    summary: "Every agent's orders, newest first, searchable by order number, title or customer",
  },
  {
    audience: 'agent',
    permission: Permission.agent.customerList,
    summary: "The team's customers' orders, newest first, searchable by order number, title or customer",
  },
] as const;

/** The console order lists (admin: all, agent: its team's), with the same filters their export uses. */
export const orderListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const { audience, permission, summary } of CONSOLES) {
    app.get(
      `/api/${audience}/order/getList`,
      {
        config: { access: { audience, permission } },
        schema: {
          tags: ['order'],
          summary,
          querystring: consoleOrderListQuery,
          response: listResponses(consoleOrderListItem),
        },
      },
      async (request) => {
        const { keyword, is_pay: isPay, page, limit } = request.query;
        const { rows, total } = await listScopedOrders(
          db,
          scopeOf(principalOf(request, audience)),
          { keyword, isPay },
          { page, limit },
        );
        const transfers = await latestTransfers(
          db,
          rows.map((row) => row.id),
        );
        return okList(
          rows.map((row) => ({
            id: row.id,
            order_no: row.order_no,
            order_type: row.order_type,
            title: row.title,
            customer_nickname: row.customer_nickname,
            customer_login: row.customer_mobile ?? row.customer_email ?? '',
            pay_amount: row.pay_amount,
            is_pay: row.is_pay,
            pay_type: row.pay_type,
            pay_time: iso(row.paid_at),
            create_time: iso(row.created_at),
            bank_transfer: transfers.get(row.id) ?? null,
          })),
          total,
        );
      },
    );
  }

  app.post(
    '/api/agent/order/reviewBankTransfer',
    {
      config: { access: { audience: 'agent', permission: Permission.agent.orderConfirm } },
      schema: {
        tags: ['order'],
        summary: "Confirm (the order is paid) or reject a customer's bank transfer of the team's order",
        body: reviewBankTransferRequest,
        response: responses(z.object({ id: z.number().int(), status: z.enum(['confirmed', 'rejected']) })),
      },
    },
    async (request) => {
      const principal = principalOf(request, 'agent');
      const result = await reviewBankTransfer(
        db,
        { agentId: principal.agentId, userId: principal.agentUserId },
        request.body,
      );
      return ok(result, result.status === 'confirmed' ? 'payment confirmed' : 'transfer rejected');
    },
  );
};
