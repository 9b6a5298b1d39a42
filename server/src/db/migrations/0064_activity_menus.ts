import { type Kysely, sql } from 'kysely';

// The activity workspace's menus per tool (issue 17 admin /menu/activity): one row per section of an
// activity's workspace (the customer's settings drawer) and tool, with its titles (zh_CN required; en and
// zh_TW '' fall back to it), icon, order, hidden switch and badge. Seeded with the navigation the web drew
// before — every tool the same five sections, no icon, no badge — so customers see no change until an admin
// edits. tool_id is the spec §2 tool menu id (inside 7 included: activities may use it); the tools table is
// seed data, not a migration's, so there is no foreign key to it.
export const WORKSPACE_SECTIONS = [
  { section: 'overview', title: '概览', en: 'Overview', zhTw: '概覽' },
  { section: 'vip', title: 'VIP 名单', en: 'VIP persons', zhTw: 'VIP 名單' },
  { section: 'password', title: '访问密码', en: 'Access password', zhTw: '存取密碼' },
  { section: 'product', title: '工具', en: 'Tool', zhTw: '工具' },
  { section: 'appearance', title: '外观', en: 'Appearance', zhTw: '外觀' },
] as const;
export const WORKSPACE_TOOL_IDS = [1, 2, 5, 6, 7, 8, 9, 10, 11] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_menus')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tool_id', 'integer', (col) => col.notNull())
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0).check(sql`hidden in (0, 1)`))
    .addColumn('badge', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('badge_color', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('activity_menus_tool_section', ['tool_id', 'section'])
    .execute();
  type Seeded = {
    tool_id: number;
    section: string;
    title: string;
    title_en: string;
    title_zh_tw: string;
    sort: number;
  };
  await (db as Kysely<{ activity_menus: Seeded }>)
    .insertInto('activity_menus')
    .values(
      WORKSPACE_TOOL_IDS.flatMap((toolId) =>
        WORKSPACE_SECTIONS.map((entry, index) => ({
          tool_id: toolId,
          section: entry.section,
          title: entry.title,
          title_en: entry.en,
          title_zh_tw: entry.zhTw,
          sort: (index + 1) * 10,
        })),
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_menus').ifExists().execute();
}
