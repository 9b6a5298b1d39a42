import { type RechargeItem, rechargeApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { okList } from '#server/platform/http/envelope.ts';
import { serveEach } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { listRecharges, type RechargeRow } from './recharge-list.repository.ts';

export const presentRecharge = (row: RechargeRow): RechargeItem => ({
  id: row.id,
  order_no: row.order_no,
  customer_id: row.customer_id,
  customer_nickname: row.customer_nickname ?? '',
  customer_login: row.customer_mobile ?? row.customer_email ?? '',
  agent_id: row.agent_id,
  agent_name: row.agent_name ?? '',
  amount: row.pay_amount,
  is_pay: row.is_pay,
  pay_type: row.pay_type,
  create_time: iso(row.created_at),
  pay_time: iso(row.paid_at),
});

/** The customers' recharges for staff (admin: every customer's; agent: its team's customers'). */
export const rechargeListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(app, rechargeApi.getList, (audience) => async (request) => {
    const { page, limit, keyword, is_pay, pay_type, start_date, end_date } = request.query;
    const scope =
      audience === 'admin'
        ? ({ kind: 'platform' } as const)
        : agentScope(principalOf(request, 'agent').agentId);
    const { rows, total } = await listRecharges(
      db,
      scope,
      { keyword, isPay: is_pay, payType: pay_type, startDate: start_date, endDate: end_date },
      { page, limit },
    );
    return okList(rows.map(presentRecharge), total);
  });
};
