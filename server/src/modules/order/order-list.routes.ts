import { orderApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serveEach } from '#server/platform/http/route.ts';
import { agentScope, scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { reviewBankTransfer } from './bank-transfer.service.ts';
import { latestTransfers, listScopedOrders } from './order-list.repository.ts';

/** The console order lists (admin: all, agent: its team's), with the same filters their export uses. */
export const orderListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(app, orderApi.consoleList, (audience) => async (request) => {
    const { keyword, is_pay: isPay, page, limit } = request.query;
    const scope = scopeOf(principalOf(request, audience));
    const { rows, total } = await listScopedOrders(db, scope, { keyword, isPay }, { page, limit });
    const transfers = await latestTransfers(
      db,
      scope,
      rows.map((row) => row.id),
    );
    return okList(
      rows.map((row) => ({
        id: row.id,
        order_no: row.order_no,
        order_type: row.order_type,
        title: row.title,
        customer_nickname: row.customer_nickname ?? '',
        customer_login: row.customer_mobile ?? row.customer_email ?? '',
        pay_amount: row.pay_amount,
        refunded_amount: row.refunded_amount,
        is_pay: row.is_pay,
        pay_type: row.pay_type,
        pay_time: iso(row.paid_at),
        create_time: iso(row.created_at),
        bank_transfer: transfers.get(row.id) ?? null,
      })),
      total,
    );
  });

  serveEach(app, orderApi.reviewBankTransfer, (audience) => async (request) => {
    const principal = principalOf(request, audience);
    const result =
      principal.kind === 'admin'
        ? await reviewBankTransfer(
            db,
            { kind: 'platform' },
            { kind: 'admin', adminId: principal.adminId },
            request.body,
          )
        : await reviewBankTransfer(
            db,
            agentScope(principal.agentId),
            { kind: 'agent', agentUserId: principal.agentUserId },
            request.body,
          );
    return ok(result, result.status === 'confirmed' ? 'payment confirmed' : 'transfer rejected');
  });
};
