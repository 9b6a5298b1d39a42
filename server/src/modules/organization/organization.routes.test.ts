import { describe, expect, it } from 'vitest';
import { seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const BASE = '/api/admin/team/organization';
const list = (token: string | undefined, query = '') =>
  ctx.call({ method: 'GET', url: `${BASE}/getList${query}`, token });
const update = (token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url: `${BASE}/update`, token, payload: payload as Record<string, unknown> });
const teamRow = (id: number) =>
  ctx.db
    .selectFrom('agents')
    .select(['corporate_name', 'corporate_brief', 'contact_name', 'contact_phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('admin › team › organization', () => {
  it('lists every team with its verification and members count; filters by name and status', async () => {
    const admin = await ctx.loginAdmin();
    const { body } = await list(admin, '?limit=100');
    const team1 = body.data.find((row: { id: number }) => row.id === ctx.ids.agent1Id);
    // the demo owner and staff are in team 1
    expect(team1).toMatchObject({ corporate_name: '星河活动科技', status: 1, members: 2 });
    expect(body.data.find((row: { id: number }) => row.id === ctx.ids.agent2Id)).toMatchObject({
      status: 0,
      members: 1,
    });
    const named = await list(admin, `?keyword=${encodeURIComponent('云端')}`);
    expect(named.body.data.map((row: { id: number }) => row.id)).toEqual([ctx.ids.agent2Id]);
    const verified = await list(admin, '?status=1&limit=100');
    expect(verified.body.data.every((row: { status: number }) => row.status === 1)).toBe(true);
    expect((await list(admin, '?status=5')).body.msg).toContain('status must be 0 or 1');
  });

  it("edits a team's name, brief and contact; the agent's getInfo follows", async () => {
    const admin = await ctx.loginAdmin();
    const { body } = await update(admin, {
      id: ctx.ids.agent2Id,
      corporate_name: '云端会务服务（平台改）',
      corporate_brief: '平台备注',
      contact_name: '钱联系',
      contact_phone: '13933334444',
    });
    expect(body).toMatchObject({
      code: 0,
      data: { corporate_name: '云端会务服务（平台改）', contact_phone: '13933334444' },
    });
    const teams = (
      await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: await ctx.loginAgent() })
    ).body.data.teams;
    expect(teams.find((team: { opid: number }) => team.opid === ctx.ids.agent2Id).corporate_name).toBe(
      '云端会务服务（平台改）',
    );
    await update(admin, { id: ctx.ids.agent2Id, corporate_name: '云端会务服务' });
  });

  it('bad input names the field and an unknown team is a 404; nothing is written', async () => {
    const admin = await ctx.loginAdmin();
    const before = await teamRow(ctx.ids.agent1Id);
    for (const [payload, message] of [
      [{ id: ctx.ids.agent1Id, corporate_name: '' }, 'the team name is required'],
      [
        { id: ctx.ids.agent1Id, corporate_name: 'x', contact_phone: '1' },
        'please enter a valid phone number',
      ],
      [{ corporate_name: 'x' }, 'id is required'],
    ] as const) {
      const { status, body } = await update(admin, payload);
      expect(status).toBe(400);
      expect(body.msg).toContain(message);
    }
    const missing = await update(admin, { id: 999_999, corporate_name: 'x' });
    expect(missing.status).toBe(404);
    expect(await teamRow(ctx.ids.agent1Id)).toEqual(before);
  });

  it('answers 401 without a session, 403 to other consoles and to an admin without admin.team.organization', async () => {
    const admin = await ctx.loginAdmin();
    const roleless = await seedAdmin(ctx.db, {
      username: 'org_roleless',
      password: TEST_PASSWORD,
      isAdmin: false,
    });
    await ctx.db.deleteFrom('admin_roles').where('admin_id', '=', roleless).execute();
    const withoutRole = await ctx.loginAdmin('org_roleless');
    for (const call of [
      (token?: string) => list(token),
      (token?: string) => update(token, { id: ctx.ids.agent1Id, corporate_name: '星河活动科技' }),
    ]) {
      expect((await call()).status).toBe(401);
      expect((await call(await ctx.loginAgent())).status).toBe(403);
      expect((await call(await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
      expect((await call(await ctx.loginCustomer())).status).toBe(403);
      expect((await call(withoutRole)).status).toBe(403);
      expect((await call(admin)).status).toBe(200);
    }
  });
});
