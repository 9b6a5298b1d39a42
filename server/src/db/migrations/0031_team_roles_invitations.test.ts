import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0031_team_roles_invitations.ts';

const ctx = useTestContext();

const memberships = () =>
  ctx.db
    .selectFrom('agent_memberships')
    .innerJoin('roles', 'roles.id', 'agent_memberships.role_id')
    .select(['agent_memberships.agent_user_id', 'agent_memberships.agent_id', 'roles.role_code'])
    .orderBy('agent_memberships.agent_user_id')
    .orderBy('agent_memberships.agent_id');

describe('migration 0031: agent roles per team', () => {
  it('gives each team holding a hand-made agent role its own copy, and leaves the built-in roles shared', async () => {
    const raw = ctx.db as unknown as Kysely<unknown>;
    await down(raw);
    // before 0031: one agent role, made by hand, held in both teams
    const legacy = await ctx.db
      .insertInto('roles')
      .values({ audience: 'agent', role_code: 'legacy_helper', role_name: '旧助手' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unused = await ctx.db
      .insertInto('roles')
      .values({ audience: 'agent', role_code: 'legacy_unused', role_name: '旧未用' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const customerMenu = await ctx.db
      .selectFrom('menus')
      .select('id')
      .where('audience', '=', 'agent')
      .where('permission_mark', '=', 'agent.customer')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('role_menus').values({ role_id: legacy.id, menu_id: customerMenu.id }).execute();
    // (the builders know 0031 already: the rows are written as the old schema takes them)
    const helper = (
      await ctx.db
        .insertInto('agent_users')
        .values({
          email: 'legacy-helper@example.com',
          password_hash: 'x',
          name: '旧助手',
          last_team_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.db
      .insertInto('agent_memberships')
      .values(
        [ctx.ids.agent1Id, ctx.ids.agent2Id].map((agentId) => ({
          agent_user_id: helper,
          agent_id: agentId,
          role_id: legacy.id,
        })),
      )
      .execute();
    const before = await memberships().execute();

    await up(raw);

    const after = await memberships().select('roles.agent_id as role_team').execute();
    // every membership keeps its role's code; the hand-made one now belongs to the membership's team
    expect(after.map((row) => [row.agent_user_id, row.agent_id, row.role_code])).toEqual(
      before.map((row) => [row.agent_user_id, row.agent_id, row.role_code]),
    );
    for (const row of after) {
      if (row.role_code === 'legacy_helper') expect(row.role_team).toBe(row.agent_id);
      else expect(row.role_team).toBeNull();
    }
    const copies = await ctx.db
      .selectFrom('roles')
      .select(['id', 'agent_id', 'role_name'])
      .where('role_code', '=', 'legacy_helper')
      .orderBy('agent_id')
      .execute();
    expect(copies.map((copy) => [copy.agent_id, copy.role_name])).toEqual([
      [ctx.ids.agent1Id, '旧助手'],
      [ctx.ids.agent2Id, '旧助手'],
    ]);
    for (const copy of copies)
      expect(
        await ctx.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', copy.id).execute(),
      ).toEqual([{ menu_id: customerMenu.id }]);
    // the original is gone; a role nobody held stays shared
    expect(
      await ctx.db.selectFrom('roles').select('id').where('id', '=', legacy.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await ctx.db
        .selectFrom('roles')
        .select('agent_id')
        .where('id', '=', unused.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ agent_id: null });
  });
});
