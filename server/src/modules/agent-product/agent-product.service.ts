import type { AgentProductItem, agentProductQuery, agentProductUpdateRequest } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './agent-product.repository.ts';

const present = ({ sort: _sort, updated_at, ...row }: repository.OfferRow): AgentProductItem => ({
  ...row,
  margin: row.retail_price - row.wholesale_price,
  update_time: iso(updated_at),
});

export async function listProducts(db: Db, scope: AgentScope, query: z.output<typeof agentProductQuery>) {
  const { rows, total } = await repository.listOffers(
    db,
    scope,
    { kind: query.kind, keyword: query.keyword },
    { page: query.page, limit: query.limit },
  );
  return { rows: rows.map(present), total };
}

/**
 * Sets the team's retail price (never below the wholesale the platform set) and its switch of one of its
 * offers; what is not given stays. A product not offered to the team is not found.
 */
export async function updateProduct(
  db: Db,
  scope: AgentScope,
  input: z.output<typeof agentProductUpdateRequest>,
): Promise<AgentProductItem> {
  await inTransaction(db, async (tx) => {
    const offer = await repository.lockOffer(tx, scope, input.kind, input.id);
    if (!offer) throw notFound('product does not exist');
    const retail = input.retail_price ?? offer.retail_price;
    if (retail < offer.price) throw badRequest('the retail price may not be below the wholesale price');
    await repository.updateOffer(
      tx,
      scope,
      input.kind,
      input.id,
      {
        retail_price: retail,
        enabled: input.enabled ?? offer.enabled,
      },
      offer.price,
    );
  });
  const row = await repository.findOffer(db, scope, input.kind, input.id);
  if (!row) throw notFound('product does not exist');
  return present(row);
}
