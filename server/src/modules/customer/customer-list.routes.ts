import { customerListItem, customerListQuery, Permission } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { okList } from '#server/platform/http/envelope.ts';
import { listResponses } from '#server/platform/http/responses.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { listCustomers } from './customer-list.repository.ts';

const CONSOLES = [
  {
    audience: 'agent',
    permission: Permission.agent.customerList,
    summary: "The team's customers, newest first, searchable by name, phone, email or company",
  },
  {
    audience: 'admin',
    permission: Permission.admin.customerList,
    summary: "Every agent's customers, newest first, searchable by name, phone, email or company",
  },
] as const;

/**
 * The console customer lists (an agent its own team's customers, the platform all), with the same filters
 * their export uses.
 */
export const customerListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const { audience, permission, summary } of CONSOLES) {
    app.get(
      `/api/${audience}/customer/getList`,
      {
        config: { access: { audience, permission } },
        schema: {
          tags: ['customer'],
          summary,
          querystring: customerListQuery,
          response: listResponses(customerListItem),
        },
      },
      async (request) => {
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
            create_time: iso(row.created_at),
          })),
          total,
        );
      },
    );
  }
};
