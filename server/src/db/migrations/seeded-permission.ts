import { type Kysely, sql } from 'kysely';

/**
 * A permission string added after databases were seeded: the entry (menu_type 1) under its parent menu,
 * granted to one role, as a fresh seed would have it. A database not seeded yet has no parent menu, so
 * nothing happens (the seed adds the entry itself). Safe to run twice.
 */
export async function addSeededPermission(
  db: Kysely<unknown>,
  entry: {
    audience: 'admin' | 'agent';
    mark: string;
    name: string;
    parentMark: string;
    sort: number;
    role: string;
  },
): Promise<void> {
  await sql`
    insert into menus (audience, parent_id, permission_name, permission_mark, menu_type, sort, create_time, update_time)
    select ${entry.audience}, parent.id, ${entry.name}, ${entry.mark}, 1, ${entry.sort}, now(), now()
    from menus parent
    where parent.audience = ${entry.audience} and parent.permission_mark = ${entry.parentMark}
      and not exists (select 1 from menus where audience = ${entry.audience} and permission_mark = ${entry.mark})
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select role.id, menu.id
    from roles role, menus menu
    where role.audience = ${entry.audience} and role.role_code = ${entry.role}
      and menu.audience = ${entry.audience} and menu.permission_mark = ${entry.mark}
      and not exists (select 1 from role_menus where role_id = role.id and menu_id = menu.id)
  `.execute(db);
}

/** Undoes addSeededPermission: the entry and every grant of it. */
export async function removeSeededPermission(
  db: Kysely<unknown>,
  audience: string,
  mark: string,
): Promise<void> {
  await sql`delete from role_menus where menu_id in (select id from menus where audience = ${audience} and permission_mark = ${mark})`.execute(
    db,
  );
  await sql`delete from menus where audience = ${audience} and permission_mark = ${mark}`.execute(db);
}
