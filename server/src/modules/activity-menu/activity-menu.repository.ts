import type { Db } from '#server/db/database.ts';

/**
 * The activity workspace's menus (`activity_menus`): the platform's, the same for every tenant (a customer
 * reads its own activity's tool's entries, the activity found through its scope by the activity module).
 */

const columns = [
  'id',
  'tool_id',
  'section',
  'title',
  'title_en',
  'title_zh_tw',
  'icon',
  'sort',
  'hidden',
  'badge',
  'badge_color',
  'updated_at',
] as const;

export interface MenuValues {
  title: string;
  title_en: string;
  title_zh_tw: string;
  icon: string;
  badge: string;
  badge_color: string;
  hidden: number;
}

/** The tools with how many entries they have and how many are hidden, by tool id. */
export function tools(db: Db) {
  return db
    .selectFrom('tools')
    .leftJoin('activity_menus', 'activity_menus.tool_id', 'tools.id')
    .select((eb) => [
      'tools.id',
      'tools.mark',
      'tools.title',
      eb.fn.count<string>('activity_menus.id').as('entries'),
      eb.fn.sum<string | null>('activity_menus.hidden').as('hidden'),
    ])
    .groupBy(['tools.id', 'tools.mark', 'tools.title'])
    .orderBy('tools.id')
    .execute();
}

export async function listMenus(db: Db, toolId: number, page: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('activity_menus')
      .select(columns)
      .where('tool_id', '=', toolId)
      .orderBy('sort')
      .orderBy('id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    db
      .selectFrom('activity_menus')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('tool_id', '=', toolId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export function findMenu(db: Db, id: number) {
  return db.selectFrom('activity_menus').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Every entry of a tool in order, locked for the rest of the transaction (one change per tool at a time). */
export function lockToolMenus(db: Db, toolId: number) {
  return db
    .selectFrom('activity_menus')
    .select(columns)
    .where('tool_id', '=', toolId)
    .orderBy('sort')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function updateMenu(db: Db, id: number, values: MenuValues): Promise<void> {
  await db
    .updateTable('activity_menus')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Writes the order of a tool's entries: 10, 20, 30… in the order of `ids`. */
export async function setOrder(db: Db, toolId: number, ids: readonly number[]): Promise<void> {
  const now = new Date();
  for (const [index, id] of ids.entries())
    await db
      .updateTable('activity_menus')
      .set({ sort: (index + 1) * 10, updated_at: now })
      .where('id', '=', id)
      .where('tool_id', '=', toolId)
      .execute();
}

/** A tool's shown entries in order: the customer's workspace navigation. */
export function visibleMenus(db: Db, toolId: number) {
  return db
    .selectFrom('activity_menus')
    .select(columns)
    .where('tool_id', '=', toolId)
    .where('hidden', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
