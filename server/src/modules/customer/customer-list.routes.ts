import { customerListItem, customerListQuery, Permission } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { okList } from '#server/platform/http/envelope.ts';
import { listResponses } from '#server/platform/http/responses.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { listCustomers } from './customer-list.repository.ts';

/** The agent console's customer list (its own team's customers), with the same filters its export uses. */
export const customerListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/agent/customer/getList',
    {
      config: { access: { audience: 'agent', permission: Permission.agent.customerList } },
      schema: {
        tags: ['customer'],
        summary: "The team's customers, newest first, searchable by name, phone, email or company",
        querystring: customerListQuery,
        response: listResponses(customerListItem),
      },
    },
    async (request) => {
      const { keyword, page, limit } = request.query;
      const { rows, total } = await listCustomers(
        db,
        scopeOf(principalOf(request, 'agent')),
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
};
