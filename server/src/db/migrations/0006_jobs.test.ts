import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { addDownloadMenus } from './0006_jobs.ts';

const ctx = useTestContext();
const MARKS = ['admin.download', 'agent.download'];

const grants = () =>
  ctx.db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .innerJoin('roles', 'roles.id', 'role_menus.role_id')
    .select(['roles.role_code', 'menus.permission_mark', 'menus.component', 'menus.route'])
    .where('menus.permission_mark', 'in', MARKS)
    .orderBy('roles.role_code')
    .execute();

describe('migration 0006: the download centre menus for databases seeded before it existed', () => {
  it('adds the admin and agent download centre and grants it to every role of the console, once', async () => {
    const seeded = await grants();
    expect(seeded.map((row) => row.role_code)).toEqual([
      'agent_owner',
      'agent_staff',
      'platform_operator',
      'platform_super_admin',
    ]);
    const menuIds = ctx.db.selectFrom('menus').select('id').where('permission_mark', 'in', MARKS);
    await ctx.db.deleteFrom('role_menus').where('menu_id', 'in', menuIds).execute();
    await ctx.db.deleteFrom('menus').where('permission_mark', 'in', MARKS).execute();
    expect(await grants()).toEqual([]);

    await addDownloadMenus(ctx.db as unknown as Kysely<unknown>);
    await addDownloadMenus(ctx.db as unknown as Kysely<unknown>);

    expect(await grants()).toEqual(seeded);
  });
});
