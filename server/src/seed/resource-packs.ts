import type { Db } from '#server/db/database.ts';

/** The demo's resource packs: two SMS packs and a red-packet fund pack, on sale on every site. */
export const DEMO_RESOURCE_PACKS = [
  { name: '短信包 1000 条', kind: 'sms', quantity: 1_000, price: 5_000, sort: 1 },
  { name: '短信包 5000 条', kind: 'sms', quantity: 5_000, price: 22_500, sort: 2 },
  { name: '红包资金 ¥500', kind: 'redpacket', quantity: 50_000, price: 50_000, sort: 3 },
] as const;

export async function seedResourcePacks(db: Db): Promise<void> {
  const now = new Date();
  await db
    .insertInto('resource_packs')
    .values(DEMO_RESOURCE_PACKS.map((pack) => ({ ...pack, status: 1, created_at: now, updated_at: now })))
    .execute();
}
