import { type Kysely, sql } from 'kysely';

// Site content in the visitor's language (issue 17; docs/decisions "i17-sitelang").
// - tools.title_en / title_zh_tw and vip_plans.title_en / title_zh_tw: the English and Traditional Chinese
//   names beside the zh_CN `title` ('' = shown as the zh_CN one, as copyright titles and activity menus).
// - The tools are seed rows (seed/site-content.ts), so the names of the seeded tools are filled by their mark
//   here for databases seeded before this migration; a fresh install's seed writes them itself.
// - The site settings' texts live in agents' JSON columns (bottom_data, website_data): their en / zh_TW values
//   are new keys there, and a row without them reads as '' (site-settings.service), so no rewrite is needed.
const TOOL_NAMES: [mark: string, en: string, zhTw: string][] = [
  ['screen', 'Big-screen interaction', '大螢幕互動'],
  ['software', 'PC software', 'PC軟體'],
  ['microstation_micro', 'Micro-site', '微站'],
  ['microstation_live', 'Live streaming', '直播'],
  ['inside', 'Inside', '內場'],
  ['meeting', 'Meeting system', '會議系統'],
  ['assessment', 'Talent assessment', '人才測評'],
  ['riposte', 'Quiz competition', '答題競賽'],
  ['score', 'Live scoring', '現場評分'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tools', 'vip_plans']) {
    await db.schema
      .alterTable(table)
      .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('title_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  for (const [mark, en, zhTw] of TOOL_NAMES) {
    await sql`update tools set title_en = ${en}, title_zh_tw = ${zhTw} where mark = ${mark}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tools', 'vip_plans']) {
    await db.schema.alterTable(table).dropColumn('title_en').dropColumn('title_zh_tw').execute();
  }
}
