import { z } from 'zod';
import { nonNegative, rowId } from './input.ts';

/**
 * What an agent sells of a platform catalogue (software, VIP plans; the partner drawer's tabs): an item as
 * one agent has it, and the request that offers it at the agent's price (never below the platform's) or
 * withdraws it.
 */

/** The fields an item of the catalogue gains as one agent has it. */
export const offerFields = {
  offered: z.boolean(),
  /** the agent's (wholesale) price in cents; null when not offered */
  agent_price: z.number().int().nullable(),
  /** the agent's own retail price in cents (never below agent_price); null when not offered */
  retail_price: z.number().int().nullable(),
  /** whether the agent has it switched on for its site; false when not offered */
  enabled: z.boolean(),
  /** when and by whom it was offered ('' when not offered, or by a removed account) */
  offered_at: z.string(),
  offered_by: z.string(),
};

/** Offer the item named by `key` through the agent (at `price`, cents) or withdraw it. */
export function offerRequest<K extends string>(key: K, error: string) {
  const item = { [key]: rowId(error) } as { [P in K]: ReturnType<typeof rowId> };
  return z
    .object({
      agent_id: rowId('agent_id must be an agent id'),
      ...item,
      offered: z.boolean({ error: 'offered must be true or false' }),
      /** the agent's price in cents, required when offered */
      price: nonNegative("the agent's price must be a whole number of cents, 0 or more").optional(),
    })
    .refine(
      (body) => {
        const { offered, price } = body as { offered: boolean; price?: number };
        return !offered || price !== undefined;
      },
      {
        error: "set the agent's price",
        path: ['price'],
      },
    );
}
