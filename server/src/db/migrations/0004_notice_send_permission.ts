import { type Kysely, sql } from 'kysely';

// Sending notices became a permission of its own (admin.notice.send) after databases were seeded: give
// those databases the permission entry under the message centre and grant it to the super admin, as a fresh
// seed does. A database not seeded yet has no menus, and the seed adds the entry itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into menus (audience, parent_id, permission_name, permission_mark, menu_type, sort, create_time, update_time)
    select 'admin', parent.id, '发送通知', 'admin.notice.send', 1, 10, now(), now()
    from menus parent
    where parent.audience = 'admin' and parent.permission_mark = 'admin.user.message'
      and not exists (select 1 from menus where audience = 'admin' and permission_mark = 'admin.notice.send')
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select role.id, menu.id
    from roles role, menus menu
    where role.audience = 'admin' and role.role_code = 'platform_super_admin'
      and menu.audience = 'admin' and menu.permission_mark = 'admin.notice.send'
      and not exists (select 1 from role_menus where role_id = role.id and menu_id = menu.id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id in (select id from menus where permission_mark = 'admin.notice.send')`.execute(
    db,
  );
  await sql`delete from menus where permission_mark = 'admin.notice.send'`.execute(db);
}
