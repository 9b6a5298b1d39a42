import { PAGE_KEYS, Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import type { Audience } from '#server/db/schema.ts';
import { useTestContext } from '#server/test/harness.ts';
import { builtInRoles, catalogue, menuCatalogue, ROLE, roleGrants } from './menu-catalogue.ts';
import { checkCatalogue, syncMenuCatalogue } from './menu-sync.ts';

const ctx = useTestContext();
const NOTHING = {
  menusInserted: 0,
  menusUpdated: 0,
  menusDeleted: 0,
  rolesCreated: 0,
  rolesUpdated: 0,
  grantsAdded: 0,
  grantsRemoved: 0,
};

const menus = () => ctx.db.selectFrom('menus').selectAll().orderBy('id').execute();
const grants = () =>
  ctx.db.selectFrom('role_menus').selectAll().orderBy('role_id').orderBy('menu_id').execute();
const roleIdOf = async (code: string) =>
  (await ctx.db.selectFrom('roles').select('id').where('role_code', '=', code).executeTakeFirstOrThrow()).id;
const menuOf = (audience: Audience, mark: string) =>
  ctx.db
    .selectFrom('menus')
    .selectAll()
    .where('audience', '=', audience)
    .where('permission_mark', '=', mark)
    .executeTakeFirst();
const grantedMarks = async (code: string) =>
  (
    await ctx.db
      .selectFrom('role_menus')
      .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
      .innerJoin('roles', 'roles.id', 'role_menus.role_id')
      .select('menus.permission_mark')
      .where('roles.role_code', '=', code)
      .execute()
  )
    .map((row) => row.permission_mark)
    .sort();
async function insertMenu(mark: string, fields: { builtIn: boolean; parentId?: number }) {
  const row = await ctx.db
    .insertInto('menus')
    .values({
      audience: 'admin',
      permission_mark: mark,
      permission_name: mark,
      route: `/${mark}`,
      parent_id: fields.parentId ?? 0,
      built_in: fields.builtIn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the menu catalogue', () => {
  it('has every permission string of the contracts, under its audience', () => {
    for (const [audience, permissions] of Object.entries(Permission) as [
      Audience,
      Record<string, string>,
    ][]) {
      const marks = menuCatalogue[audience].map((entry) => entry.mark);
      for (const mark of Object.values(permissions)) expect(marks).toContain(mark);
    }
  });

  it('names only components that have a page (contracts PAGE_KEYS)', () => {
    const pages: readonly string[] = PAGE_KEYS;
    for (const entries of Object.values(menuCatalogue)) {
      for (const entry of entries) {
        if (entry.component !== undefined) expect(pages, entry.mark).toContain(entry.component);
      }
    }
  });

  it('is consistent: unique marks, parents that exist, role exceptions that exist', () => {
    expect(() => checkCatalogue(catalogue)).not.toThrow();
    const broken = {
      ...catalogue,
      menus: {
        ...menuCatalogue,
        admin: [...menuCatalogue.admin, { mark: 'admin.orphan', name: 'x', parent: 'nope' }],
      },
    };
    expect(() => checkCatalogue(broken)).toThrow(/admin\.orphan/);
  });
});

describe('syncMenuCatalogue', () => {
  it('seeded the catalogue: the fixed ids, generated ids above 99, every row built in, the roles grants', async () => {
    const rows = await menus();
    expect(rows).toHaveLength(Object.values(menuCatalogue).flat().length);
    expect(rows.every((row) => row.built_in)).toBe(true);
    for (const entry of Object.values(menuCatalogue).flat()) {
      if (entry.id) expect((await menuOf('customer', entry.mark))?.id).toBe(entry.id);
    }
    const fixed = new Set(menuCatalogue.customer.map((entry) => entry.id));
    expect(rows.filter((row) => !fixed.has(row.id)).every((row) => row.id > 99)).toBe(true);
    for (const role of builtInRoles) {
      expect(await grantedMarks(role.code)).toEqual(roleGrants(role).sort());
    }
    expect(await grantedMarks(ROLE.platformOperator)).not.toContain(Permission.admin.systemRole);
  });

  it('changes nothing the second time', async () => {
    const before = { menus: await menus(), grants: await grants() };
    expect(await syncMenuCatalogue(ctx.db)).toEqual(NOTHING);
    expect({ menus: await menus(), grants: await grants() }).toEqual(before);
  });

  it('restores what the catalogue says of an entry, and re-adds a missing entry with its grants', async () => {
    await ctx.db
      .updateTable('menus')
      .set({ permission_name: '改过的名字', sort: 999, icon: '' })
      .where('permission_mark', '=', 'admin.library')
      .execute();
    const download = await menuOf('admin', 'admin.download');
    await ctx.db
      .deleteFrom('menus')
      .where('id', '=', download?.id ?? 0)
      .execute();

    expect(await syncMenuCatalogue(ctx.db)).toMatchObject({
      menusUpdated: 1,
      menusInserted: 1,
      grantsAdded: 2,
    });
    expect(await menuOf('admin', 'admin.library')).toMatchObject({
      permission_name: '资源库',
      icon: 'FolderOpenOutlined',
      built_in: true,
    });
    expect(await menuOf('admin', 'admin.download')).toMatchObject({ route: '/download', built_in: true });
    expect(await grantedMarks(ROLE.platformSuperAdmin)).toContain('admin.download');
    expect(await grantedMarks(ROLE.platformOperator)).toContain('admin.download');
    expect(await syncMenuCatalogue(ctx.db)).toEqual(NOTHING);
  });

  it('keeps, over a restart, the presentation an operator set in the menu editor, and restores the rest', async () => {
    const admin = await ctx.loginAdmin();
    const group = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/menu/create',
      token: admin,
      payload: {
        audience: 'admin',
        permission_name: '系统',
        permission_mark: 'admin.ops.system',
        route: '/ops',
      },
    });
    expect(group.body.msg).toBe('menu created');
    const audit = (await menuOf('admin', Permission.admin.auditLog)) as NonNullable<
      Awaited<ReturnType<typeof menuOf>>
    >;
    const edited = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/menu/update',
      token: admin,
      payload: {
        id: audit.id,
        parent_id: group.body.data.id,
        permission_name: '操作记录',
        permission_mark: audit.permission_mark,
        component: audit.component,
        route: audit.route,
        icon: 'AuditOutlined',
        hide: 0,
        sort: 5,
        badge: '新',
        badge_color: '#1677ff',
        keep_alive: 1,
      },
    });
    expect(edited.body.code).toBe(0);
    // what the catalogue owns, changed behind the editor's back, goes back at the next start
    await ctx.db.updateTable('menus').set({ route: '/elsewhere' }).where('id', '=', audit.id).execute();

    expect(await syncMenuCatalogue(ctx.db)).toMatchObject({ menusUpdated: 1, menusDeleted: 0 });
    expect(await menuOf('admin', Permission.admin.auditLog)).toMatchObject({
      parent_id: group.body.data.id,
      permission_name: '操作记录',
      icon: 'AuditOutlined',
      sort: 5,
      badge: '新',
      badge_color: '#1677ff',
      keep_alive: 1,
      route: '/system/audit',
      built_in: true,
    });
    expect(await syncMenuCatalogue(ctx.db)).toEqual(NOTHING);
  });

  it('puts a built-in entry back under its catalogue parent when the operator’s parent would loop', async () => {
    const index = (await menuOf('admin', 'admin.index'))?.id ?? 0;
    const library = (await menuOf('admin', 'admin.library'))?.id ?? 0;
    // the operator put 首页 under 资源库; a later catalogue puts 资源库 under 首页
    await ctx.db
      .updateTable('menus')
      .set({ parent_id: library, operator_fields: JSON.stringify(['parent_id']) })
      .where('id', '=', index)
      .execute();
    const moved = {
      ...catalogue,
      menus: {
        ...catalogue.menus,
        admin: catalogue.menus.admin.map((entry) =>
          entry.mark === 'admin.library' ? { ...entry, parent: 'admin.index' } : entry,
        ),
      },
    };
    await syncMenuCatalogue(ctx.db, moved);
    expect([
      (await menuOf('admin', 'admin.index'))?.parent_id,
      (await menuOf('admin', 'admin.library'))?.parent_id,
    ]).toEqual([0, index]);
    await syncMenuCatalogue(ctx.db);
    expect((await menuOf('admin', 'admin.library'))?.parent_id).toBe(0);
  });

  it('removes a built-in entry the catalogue no longer has, with its grants; an operator entry under it stays', async () => {
    // as a database seeded before the page was dropped from the catalogue holds it (migration 0019)
    const retired = await insertMenu('admin.retired', { builtIn: true });
    const child = await insertMenu('admin.retired.operator_note', { builtIn: false, parentId: retired });
    await ctx.db
      .insertInto('role_menus')
      .values([
        { role_id: await roleIdOf(ROLE.platformSuperAdmin), menu_id: retired },
        { role_id: await roleIdOf(ROLE.platformOperator), menu_id: retired },
      ])
      .execute();

    expect(await syncMenuCatalogue(ctx.db)).toMatchObject({ menusDeleted: 1, grantsRemoved: 0 });
    expect(await menuOf('admin', 'admin.retired')).toBeUndefined();
    expect(
      await ctx.db.selectFrom('role_menus').select('role_id').where('menu_id', '=', retired).execute(),
    ).toEqual([]);
    expect(await menuOf('admin', 'admin.retired.operator_note')).toMatchObject({ id: child, parent_id: 0 });
    await ctx.db.deleteFrom('menus').where('id', '=', child).execute();
  });

  it('leaves an entry an operator made, and its grants, alone', async () => {
    const made = await insertMenu('admin.operator.report', { builtIn: false });
    const custom = await ctx.db
      .insertInto('roles')
      .values({ audience: 'admin', role_code: 'auditor', role_name: '审计' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const libraryId = (await menuOf('admin', 'admin.library'))?.id ?? 0;
    await ctx.db
      .insertInto('role_menus')
      .values([
        { role_id: custom.id, menu_id: made },
        { role_id: custom.id, menu_id: libraryId },
        { role_id: await roleIdOf(ROLE.platformOperator), menu_id: made },
      ])
      .execute();
    const before = await menuOf('admin', 'admin.operator.report');

    expect(await syncMenuCatalogue(ctx.db)).toEqual(NOTHING);
    expect(await menuOf('admin', 'admin.operator.report')).toEqual(before);
    expect(await grantedMarks('auditor')).toEqual(['admin.library', 'admin.operator.report']);
    expect(await grantedMarks(ROLE.platformOperator)).toContain('admin.operator.report');
    expect(
      await ctx.db.selectFrom('roles').select('built_in').where('id', '=', custom.id).executeTakeFirst(),
    ).toEqual({ built_in: false });
  });

  it("makes a built-in role's grants of catalogue marks exactly the catalogue's", async () => {
    const operator = await roleIdOf(ROLE.platformOperator);
    const library = (await menuOf('admin', 'admin.library'))?.id ?? 0;
    const systemRole = (await menuOf('admin', Permission.admin.systemRole))?.id ?? 0;
    await ctx.db
      .deleteFrom('role_menus')
      .where('role_id', '=', operator)
      .where('menu_id', '=', library)
      .execute();
    await ctx.db.insertInto('role_menus').values({ role_id: operator, menu_id: systemRole }).execute();
    await ctx.db.updateTable('roles').set({ role_name: '运营' }).where('id', '=', operator).execute();

    expect(await syncMenuCatalogue(ctx.db)).toEqual({
      ...NOTHING,
      rolesUpdated: 1,
      grantsAdded: 1,
      grantsRemoved: 1,
    });
    const marks = await grantedMarks(ROLE.platformOperator);
    expect(marks).toContain('admin.library');
    expect(marks).not.toContain(Permission.admin.systemRole);
    // the operator's own menu granted in the test before is not the catalogue's business
    expect(marks).toContain('admin.operator.report');
    expect(
      await ctx.db
        .selectFrom('roles')
        .select(['role_name', 'built_in'])
        .where('id', '=', operator)
        .executeTakeFirst(),
    ).toEqual({ role_name: '平台运营', built_in: true });
  });
});
