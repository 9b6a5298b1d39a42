import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * The agent console's 产品 page (issue 16, agent /product): every product the platform lets the team sell,
 * across the catalogues (VIP plans, software, resource packs), at the wholesale price the platform set for the team; the team
 * sets its retail price (never below the wholesale) and switches each on or off for its site. The customer
 * site's VIP popup and software card sell what is switched on (and on sale) at the retail price.
 */

const tags = ['agent product'];

/** The catalogues a team sells from. */
export const PRODUCT_KINDS = ['vip', 'software', 'copyright', 'device', 'resource'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
const kind = z.enum(PRODUCT_KINDS, { error: 'kind must be a product kind' });

export const agentProductItem = z.object({
  kind,
  /** the product's id in its catalogue (a VIP plan's, a software product's, a resource pack's) */
  id: z.number().int(),
  name: z.string(),
  /** the platform's status: 1 on sale, 0 taken off sale (customers no longer see it) */
  status: z.number().int(),
  /** the wholesale price the platform set for the team, cents */
  wholesale_price: z.number().int(),
  /** the team's retail price, cents (never below the wholesale) */
  retail_price: z.number().int(),
  /** retail - wholesale, cents */
  margin: z.number().int(),
  /** the team's own switch: on, its site sells it */
  enabled: z.boolean(),
  update_time: z.string(),
});
export type AgentProductItem = z.infer<typeof agentProductItem>;

export const agentProductQuery = pageQuery.extend({
  kind: kind.optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const agentProductUpdateRequest = z
  .object({
    kind,
    id: rowId('id must be a product id'),
    retail_price: nonNegative('the retail price must be a whole number of cents, 0 or more').optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .refine((body) => body.retail_price !== undefined || body.enabled !== undefined, {
    error: 'set the retail price or switch the product on or off',
    path: ['retail_price'],
  });
export type AgentProductUpdateRequest = z.input<typeof agentProductUpdateRequest>;

export const agentProductApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/agent/product/getList',
    access: { audience: 'agent', permission: Permission.agent.product },
    tags,
    summary:
      'The products the platform lets the team sell, with the wholesale price, the retail price and its switch',
    query: agentProductQuery,
    reply: reply.list(agentProductItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/agent/product/update',
    access: { audience: 'agent', permission: Permission.agent.productManage },
    tags,
    summary:
      "Set the team's retail price of a product (never below the wholesale) or switch it on or off for its site",
    body: agentProductUpdateRequest,
    reply: reply.data(agentProductItem),
  }),
};
