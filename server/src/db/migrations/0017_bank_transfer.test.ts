import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { grantConfirmPermission, platformThemesForSeededCategories } from './0017_bank_transfer.ts';

const ctx = useTestContext();
const db = () => ctx.db as unknown as Kysely<unknown>;

const grants = () =>
  ctx.db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .innerJoin('roles', 'roles.id', 'role_menus.role_id')
    .select(['roles.role_code', 'menus.permission_mark'])
    .where('menus.permission_mark', '=', 'agent.order.confirm')
    .orderBy('roles.role_code')
    .execute();

describe('migration 0017 on seeded databases', () => {
  it('grants agent owners (not staff) the permission to confirm bank transfers, once', async () => {
    const seeded = await grants();
    expect(seeded).toEqual([{ role_code: 'agent_owner', permission_mark: 'agent.order.confirm' }]);
    const menuIds = ctx.db
      .selectFrom('menus')
      .select('id')
      .where('permission_mark', '=', 'agent.order.confirm');
    await ctx.db.deleteFrom('role_menus').where('menu_id', 'in', menuIds).execute();
    await ctx.db.deleteFrom('menus').where('permission_mark', '=', 'agent.order.confirm').execute();
    await grantConfirmPermission(db());
    await grantConfirmPermission(db());
    expect(await grants()).toEqual(seeded);
  });

  it('gives each category without a platform theme one, once', async () => {
    await ctx.db.deleteFrom('programme_themes').where('agent_id', 'is', null).execute();
    await platformThemesForSeededCategories(db());
    await platformThemesForSeededCategories(db());
    const themes = await ctx.db
      .selectFrom('programme_themes')
      .select('title')
      .where('agent_id', 'is', null)
      .orderBy('sort')
      .execute();
    expect(themes.map((theme) => theme.title)).toEqual(['年会盛典专题', '会议论坛专题', '婚礼庆典专题']);
  });
});
