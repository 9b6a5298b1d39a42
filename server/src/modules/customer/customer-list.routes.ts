import { customerApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { okList } from '#server/platform/http/envelope.ts';
import { serveEach } from '#server/platform/http/route.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { listCustomers } from './customer-list.repository.ts';

/**
 * The console customer lists (an agent its own team's customers, the platform all), with the same filters
 * their export uses.
 */
export const customerListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(app, customerApi.getList, (audience) => async (request) => {
    const { keyword, page, limit } = request.query;
    const { rows, total } = await listCustomers(
      db,
      scopeOf(principalOf(request, audience)),
      { keyword },
      { page, limit },
    );
    return okList(
      rows.map((row) => ({
        id: row.id,
        nickname: row.nickname,
        mobile: row.mobile ?? '',
        email: row.email ?? '',
        company_name: row.company_name,
        city: row.city,
        vip_title: row.vip_title,
        activity_total: row.activity_total,
        status: row.status,
        create_time: iso(row.created_at),
      })),
      total,
    );
  });
};
