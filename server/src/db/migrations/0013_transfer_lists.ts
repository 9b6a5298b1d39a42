import { type Kysely, sql } from 'kysely';

// Issue 7: the console lists that import and export (admin customers and orders, agent orders), added to
// databases seeded before this migration (a fresh seed takes them from seed/menu-catalogue.ts).
const WANTED = [
  ['admin', 'admin.customer', '客户列表', 'admin/customer/list', '/customer', 'TeamOutlined', 210],
  ['admin', 'admin.order', '订单列表', 'admin/order/list', '/order', 'ProfileOutlined', 220],
  ['agent', 'agent.order', '订单管理', 'agent/order/list', '/order', 'ProfileOutlined', 210],
] as const;
const MARKS = WANTED.map(([, mark]) => mark);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [audience, mark, name, component, route, icon, sort] of WANTED) {
    await sql`
      insert into menus (audience, parent_id, permission_name, permission_mark, component, route, icon, hide, menu_type, sort, create_time, update_time)
      select ${audience}, 0, ${name}, ${mark}, ${component}, ${route}, ${icon}, 0, 0, ${sort}, now(), now()
      where exists (select 1 from menus seeded where seeded.audience = ${audience})
        and not exists (select 1 from menus existing where existing.audience = ${audience} and existing.permission_mark = ${mark})
    `.execute(db);
  }
  await sql`
    insert into role_menus (role_id, menu_id)
    select role.id, menu.id
    from roles role
    join menus menu on menu.audience = role.audience
    where menu.permission_mark in (${sql.join(MARKS)})
      and not exists (select 1 from role_menus where role_id = role.id and menu_id = menu.id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id in (select id from menus where permission_mark in (${sql.join(MARKS)}))`.execute(
    db,
  );
  await sql`delete from menus where permission_mark in (${sql.join(MARKS)})`.execute(db);
}
