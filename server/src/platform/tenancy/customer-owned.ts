import type { ExpressionBuilder } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** The tables whose rows belong to one customer of one agent (they have both agent_id and customer_id). */
export type CustomerOwnedTable = {
  [T in keyof Database]: 'agent_id' | 'customer_id' extends keyof Database[T] ? T : never;
}[keyof Database];

/**
 * The condition that narrows a query on such a table to one customer of one agent, for select, update and
 * delete alike: `.where(ownedBy(owner))`. Another customer's row, or the same id under another agent, is not
 * found.
 */
export const ownedBy =
  (owner: { agentId: number; customerId: number }) => (eb: ExpressionBuilder<Database, CustomerOwnedTable>) =>
    eb.and([eb('agent_id', '=', owner.agentId), eb('customer_id', '=', owner.customerId)]);
