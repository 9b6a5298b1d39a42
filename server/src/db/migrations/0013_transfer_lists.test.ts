import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { up } from './0013_transfer_lists.ts';

const ctx = useTestContext();
const MARKS = ['admin.customer', 'admin.order', 'agent.order'];

const grants = () =>
  ctx.db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .innerJoin('roles', 'roles.id', 'role_menus.role_id')
    .select(['roles.role_code', 'menus.permission_mark', 'menus.component', 'menus.route'])
    .where('menus.permission_mark', 'in', MARKS)
    .orderBy('roles.role_code')
    .orderBy('menus.permission_mark')
    .execute();

describe('migration 0013: the admin customer and order lists and the agent order list for seeded databases', () => {
  it('adds the menus and grants them to every role of the console, once', async () => {
    const seeded = await grants();
    expect(seeded.map((row) => [row.role_code, row.permission_mark, row.component, row.route])).toEqual([
      ['agent_owner', 'agent.order', 'agent/order/list', '/order'],
      ['agent_staff', 'agent.order', 'agent/order/list', '/order'],
      ['platform_operator', 'admin.customer', 'admin/customer/list', '/customer'],
      ['platform_operator', 'admin.order', 'admin/order/list', '/order'],
      ['platform_super_admin', 'admin.customer', 'admin/customer/list', '/customer'],
      ['platform_super_admin', 'admin.order', 'admin/order/list', '/order'],
    ]);
    const menuIds = ctx.db.selectFrom('menus').select('id').where('permission_mark', 'in', MARKS);
    await ctx.db.deleteFrom('role_menus').where('menu_id', 'in', menuIds).execute();
    await ctx.db.deleteFrom('menus').where('permission_mark', 'in', MARKS).execute();
    expect(await grants()).toEqual([]);

    await up(ctx.db as unknown as Kysely<unknown>);
    await up(ctx.db as unknown as Kysely<unknown>);

    expect(await grants()).toEqual(seeded);
  });
});
