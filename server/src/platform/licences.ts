import type { Db } from '#server/db/database.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * The licences paid orders issue (software licences, copyright licences): the customer's rows, one table per
 * kind, each with the order, a status active/revoked and when it was revoked.
 */
export type LicenceTable = 'software_licences' | 'copyright_licences';

/**
 * A fully refunded order (modules/refund, in the refund's transaction): its active licences in `table` are
 * revoked (they stay listed as revoked). Answers how many.
 */
export async function revokeOrderLicences(
  db: Db,
  table: LicenceTable,
  order: { id: number; agent_id: number; customer_id: number },
  at: Date,
): Promise<number> {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  // the tables share these columns; typed as the software table's
  const rows = await db
    .updateTable(table as 'software_licences')
    .set({ status: 'revoked', revoked_at: at })
    .where(whereTenant(scope))
    .where('order_id', '=', order.id)
    .where('status', '=', 'active')
    .returning('id')
    .execute();
  return rows.length;
}
