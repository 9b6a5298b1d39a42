import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { up } from './0004_notice_send_permission.ts';

const ctx = useTestContext();

const holders = () =>
  ctx.db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .innerJoin('roles', 'roles.id', 'role_menus.role_id')
    .select(['roles.role_code', 'menus.menu_type', 'menus.parent_id'])
    .where('menus.permission_mark', '=', 'admin.notice.send')
    .execute();

describe('migration 0004: the send-notice permission for databases seeded before it existed', () => {
  it('adds the permission under the message centre and grants it to the super admin only, once', async () => {
    // A database as it was seeded before the permission existed.
    const seeded = await holders();
    await ctx.db
      .deleteFrom('role_menus')
      .where(
        'menu_id',
        'in',
        ctx.db.selectFrom('menus').select('id').where('permission_mark', '=', 'admin.notice.send'),
      )
      .execute();
    await ctx.db.deleteFrom('menus').where('permission_mark', '=', 'admin.notice.send').execute();
    expect(await holders()).toEqual([]);

    await up(ctx.db as unknown as Kysely<unknown>);
    await up(ctx.db as unknown as Kysely<unknown>);

    const messageCentre = await ctx.db
      .selectFrom('menus')
      .select('id')
      .where('audience', '=', 'admin')
      .where('permission_mark', '=', 'admin.user.message')
      .executeTakeFirstOrThrow();
    const after = await holders();
    expect(after).toEqual([{ role_code: 'platform_super_admin', menu_type: 1, parent_id: messageCentre.id }]);
    expect(after.map((row) => row.role_code)).toEqual(seeded.map((row) => row.role_code));
  });
});
