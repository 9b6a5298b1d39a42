import { sql } from 'kysely';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { iso } from '#server/platform/time.ts';

/**
 * What an agent sells of a platform catalogue (software, VIP plans): an offer at the agent's price, never
 * below the platform's. The catalogue modules keep their own tables; the rules of an offer are these.
 */

/**
 * The retail price an offer keeps when the platform sets its wholesale `price` (an upsert's `excluded` row):
 * its own, or the new wholesale where that is higher — a site never sells below the wholesale
 * (docs/decisions "i16-retail").
 */
export const liftedRetail = (
  table: 'vip_plan_offers' | 'agent_software_offers' | 'agent_copyright_offers' | 'agent_device_offers',
) => sql<number>`greatest(${sql.ref(`${table}.retail_price`)}, ${sql.ref('excluded.price')})`;

/** An agent's offer of an item, as its repository reads it. */
export interface OfferOf {
  price: number;
  retail_price: number;
  enabled: boolean;
  offered_at: Date | string;
  offered_by: string | null;
}

/** An item of the catalogue as one agent has it (the partner drawer's tabs). */
export function asOffered<Item extends object>(item: Item, offer: OfferOf | undefined) {
  return {
    ...item,
    offered: offer !== undefined,
    agent_price: offer?.price ?? null,
    retail_price: offer?.retail_price ?? null,
    enabled: offer?.enabled ?? false,
    offered_at: iso(offer?.offered_at),
    offered_by: offer?.offered_by ?? '',
  };
}

/**
 * Offers an item through an agent at `price` (again: a new price), or withdraws it, inside the caller's
 * transaction with the item's row locked (`item`: its platform price and status; undefined = not found).
 * An item off sale may be withdrawn or repriced, not newly offered.
 */
export async function changeOffer(
  item: { id: number; price: number; status: number } | undefined,
  change: { offered: boolean; price?: number },
  store: {
    has: (id: number) => Promise<boolean>;
    withdraw: (id: number) => Promise<unknown>;
    upsert: (id: number, price: number) => Promise<unknown>;
  },
  messages: { notFound: MessageKey; offSale: MessageKey },
): Promise<void> {
  if (!item) throw notFound(messages.notFound);
  if (!change.offered) {
    await store.withdraw(item.id);
    return;
  }
  const price = change.price ?? 0;
  if (price < item.price) throw badRequest("the agent's price may not be below the platform's price");
  if (!(await store.has(item.id)) && item.status !== 1) throw badRequest(messages.offSale);
  await store.upsert(item.id, price);
}
