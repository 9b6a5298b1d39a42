import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { syncMenuCatalogue } from '#server/seed/menu-sync.ts';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0019_menu_catalogue_sync.ts';

const ctx = useTestContext();
const raw = () => ctx.db as unknown as Kysely<unknown>;

const adminMarks = async () =>
  (
    await ctx.db
      .selectFrom('menus')
      .select('permission_mark')
      .where('audience', '=', 'admin')
      .orderBy('permission_mark')
      .execute()
  ).map((row) => row.permission_mark);

describe('migration 0019: databases seeded before the catalogue sync', () => {
  it("marks the seed's rows built in, so the next sync drops the pages never built and keeps the operator's", async () => {
    const current = await adminMarks();
    await down(raw());
    // What an older seed left: a page that was never built (the /menu group, its pages now elsewhere), granted to the super admin, and an operator's entry.
    const superAdmin = await ctx.db
      .selectFrom('roles')
      .select('id')
      .where('role_code', '=', 'platform_super_admin')
      .executeTakeFirstOrThrow();
    const inserted = await ctx.db
      .insertInto('menus')
      .values([
        { audience: 'admin', permission_mark: 'admin.menu', permission_name: '菜单管理', route: '/menu' },
        { audience: 'admin', permission_mark: 'admin.own', permission_name: '自建', route: '/own' },
      ])
      .returning('id')
      .execute();
    await ctx.db
      .insertInto('role_menus')
      .values(inserted.map((row) => ({ role_id: superAdmin.id, menu_id: row.id })))
      .execute();

    await up(raw());
    const flags = await ctx.db
      .selectFrom('menus')
      .select(['permission_mark', 'built_in'])
      .where('permission_mark', 'in', ['admin.menu', 'admin.own', 'admin.index'])
      .orderBy('permission_mark')
      .execute();
    expect(flags).toEqual([
      { permission_mark: 'admin.index', built_in: true },
      { permission_mark: 'admin.menu', built_in: true },
      { permission_mark: 'admin.own', built_in: false },
    ]);
    expect(
      await ctx.db.selectFrom('roles').select('built_in').where('audience', '=', 'admin').execute(),
    ).toEqual([{ built_in: true }, { built_in: true }]);

    expect(await syncMenuCatalogue(ctx.db)).toMatchObject({ menusDeleted: 1, menusInserted: 0 });
    expect(await adminMarks()).toEqual([...current, 'admin.own'].sort());
    const granted = await ctx.db
      .selectFrom('role_menus')
      .select('menu_id')
      .where(
        'menu_id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
    expect(granted).toEqual([{ menu_id: inserted[1]?.id }]);
  });
});
