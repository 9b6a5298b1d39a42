import { type Kysely, sql } from 'kysely';

// The menu editor (issue 14): an operator may change the presentation of a built-in menu entry (name, icon,
// sort, hide, badge, keep-alive, a menu's parent). `operator_fields` names the fields an operator has set on
// a row, so the start-up catalogue sync keeps those values instead of restoring the catalogue's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menus')
    .addColumn('operator_fields', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menus').dropColumn('operator_fields').execute();
}
