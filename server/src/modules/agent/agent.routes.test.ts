import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { registeredAgentFile } from '#server/test/upload-fixtures.ts';

const ctx = useTestContext();

const getInfo = (token?: string) => ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token });
const permissions = (token?: string) =>
  ctx.call({ method: 'GET', url: '/api/agent/Permissions/getList', token });
const changeTeam = (token: string | undefined, payload: unknown) =>
  ctx.call({
    method: 'POST',
    url: '/api/agent/BasicInfo/changeTeam',
    token,
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/agent/BasicInfo/getInfo', () => {
  it('answers basic info, roles, both teams with their verified status, and authorities', async () => {
    const token = await ctx.loginAgent();
    const { body } = await getInfo(token);
    expect(body.data.basic_info).toEqual({
      name: '代理商演示账号',
      avatar: '',
      email: 'agent@example.com',
      phone: expect.any(String),
      gender: 0,
      wx_bound: 0,
      qy_bound: 0,
      last_team_id: ctx.ids.agent1Id,
      is_admin: 1,
      agent_id: ctx.ids.agent1Id,
      customer_id: 0,
    });
    expect(body.data.roles).toEqual([{ roleCode: 'agent_owner', roleName: '代理商负责人' }]);
    expect(body.data.teams).toEqual([
      expect.objectContaining({ opid: ctx.ids.agent1Id, corporate_name: '星河活动科技', status: 1 }),
      expect.objectContaining({ opid: ctx.ids.agent2Id, corporate_name: '云端会务服务', status: 0 }),
    ]);
    expect(body.data.authorities).toContain('agent.team.role.manage');
  });

  it('shows staff their narrower role', async () => {
    const { body } = await getInfo(await ctx.loginAgent('staff@example.com'));
    expect(body.data.roles[0].roleCode).toBe('agent_staff');
    expect(body.data.authorities).not.toContain('agent.team.role.manage');
    expect(body.data.teams).toHaveLength(1);
  });

  it('answers 401 without a session and 403 for admin and customer sessions', async () => {
    expect((await getInfo()).status).toBe(401);
    expect((await getInfo(await ctx.loginAdmin())).status).toBe(403);
    expect((await getInfo(await ctx.loginCustomer())).status).toBe(403);
  });
});

describe('GET /api/agent/Permissions/getList', () => {
  it('answers every menu field of the spec for the current team', async () => {
    const { body } = await permissions(await ctx.loginAgent());
    const customer = body.data.find((menu: { route: string }) => menu.route === '/customer');
    expect(Object.keys(customer).sort()).toEqual(
      [
        'badge',
        'badge_color',
        'component',
        'create_time',
        'hide',
        'icon',
        'keep_alive',
        'menu_type',
        'opid',
        'parent_id',
        'permission_mark',
        'permission_name',
        'route',
        'sort',
        'update_time',
      ].sort(),
    );
    expect(customer.component).toBe('agent/customer/list');
  });

  it('answers 401 without a session and 403 for an admin', async () => {
    expect((await permissions()).status).toBe(401);
    expect((await permissions(await ctx.loginAdmin())).status).toBe(403);
  });
});

describe('POST /api/agent/BasicInfo/changeTeam', () => {
  it('switches the session to another team of the user and remembers it for the next login', async () => {
    const token = await ctx.loginAgent();
    const { body } = await changeTeam(token, { opid: ctx.ids.agent2Id });
    expect(body).toEqual({ code: 0, msg: 'switch succeeded', data: null });
    expect((await getInfo(token)).body.data.basic_info.agent_id).toBe(ctx.ids.agent2Id);
    const nextLogin = await ctx.loginAgent();
    expect((await getInfo(nextLogin)).body.data.basic_info.last_team_id).toBe(ctx.ids.agent2Id);
    await changeTeam(token, { opid: ctx.ids.agent1Id });
  });

  it('answers 404 for a team the user does not belong to and changes nothing', async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const { status, body } = await changeTeam(token, { opid: ctx.ids.agent2Id });
    expect(status).toBe(404);
    expect(body.msg).toBe('team not found');
    expect((await getInfo(token)).body.data.basic_info.agent_id).toBe(ctx.ids.agent1Id);
    expect((await changeTeam(token, { opid: 999_999 })).status).toBe(404);
  });

  it('names opid when it is missing or not a number', async () => {
    const token = await ctx.loginAgent();
    expect((await changeTeam(token, {})).body.msg).toMatch(/^opid: /);
    expect((await changeTeam(token, { opid: 'abc' })).body.msg).toMatch(/^opid: /);
  });

  it('answers 401 without a session and 403 for a customer', async () => {
    expect((await changeTeam(undefined, { opid: ctx.ids.agent1Id })).status).toBe(401);
    expect((await changeTeam(await ctx.loginCustomer(), { opid: ctx.ids.agent1Id })).status).toBe(403);
  });
});

const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const updateName = (token: string | undefined, payload: unknown) =>
  post('/api/agent/BasicInfo/updateBasicName', token, payload);
const updateAvatar = (token: string | undefined, payload: unknown) =>
  post('/api/agent/BasicInfo/updateBasicAvatar', token, payload);

/** A file row as postAdd registers it, in the given team. */
const registeredImage = (agentId: number, key: string, kind: 'image' | 'audio' = 'image') =>
  registeredAgentFile(ctx.db, agentId, key, kind);

describe('POST /api/agent/BasicInfo/updateBasicName', () => {
  it('renames the signed-in user, trimmed, and getInfo answers the new name', async () => {
    const token = await ctx.loginAgent();
    const { status, body } = await updateName(token, { name: '  王经理  ' });
    expect(status).toBe(200);
    expect(body.msg).toBe('profile updated');
    expect((await getInfo(token)).body.data.basic_info.name).toBe('王经理');
  });

  it('refuses an empty or too long name, naming the field, and changes nothing', async () => {
    const token = await ctx.loginAgent();
    const before = (await getInfo(token)).body.data.basic_info.name;
    const empty = await updateName(token, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('name is required');
    const long = await updateName(token, { name: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('name is at most 50 characters');
    expect((await updateName(token, {})).status).toBe(400);
    expect((await getInfo(token)).body.data.basic_info.name).toBe(before);
  });

  it('answers 401 without a session and 403 for admin and customer sessions', async () => {
    expect((await updateName(undefined, { name: 'a' })).status).toBe(401);
    expect((await updateName(await ctx.loginAdmin(), { name: 'a' })).status).toBe(403);
    expect((await updateName(await ctx.loginCustomer(), { name: 'a' })).status).toBe(403);
  });
});

describe('POST /api/agent/BasicInfo/updateBasicAvatar', () => {
  it('sets an image registered in the current team, and empty restores the default', async () => {
    const token = await ctx.loginAgent();
    const key = await registeredImage(ctx.ids.agent1Id, `agent/${ctx.ids.agent1Id}/2026/01/01/a.png`);
    expect((await updateAvatar(token, { avatar: key })).status).toBe(200);
    expect((await getInfo(token)).body.data.basic_info.avatar).toBe(key);
    expect((await updateAvatar(token, { avatar: '' })).status).toBe(200);
    expect((await getInfo(token)).body.data.basic_info.avatar).toBe('');
  });

  it("refuses another team's image, an unregistered key, a non-image and a link; nothing is written", async () => {
    const token = await ctx.loginAgent();
    const foreign = await registeredImage(ctx.ids.agent2Id, `agent/${ctx.ids.agent2Id}/2026/01/01/b.png`);
    const audio = await registeredImage(
      ctx.ids.agent1Id,
      `agent/${ctx.ids.agent1Id}/2026/01/01/c.mp3`,
      'audio',
    );
    for (const avatar of [
      foreign,
      `agent/${ctx.ids.agent1Id}/2026/01/01/never-uploaded.png`,
      audio,
      'https://example.com/a.png',
      `agent/${ctx.ids.agent1Id}/../${ctx.ids.agent2Id}/2026/01/01/b.png`,
    ]) {
      const { status, body } = await updateAvatar(token, { avatar });
      expect(status).toBe(400);
      expect(body.msg).toBe('avatar must be an image uploaded in this team');
    }
    expect((await updateAvatar(token, { avatar: 5 })).status).toBe(400);
    expect((await getInfo(token)).body.data.basic_info.avatar).toBe('');
  });

  it('answers 401 without a session and 403 for admin and customer sessions', async () => {
    expect((await updateAvatar(undefined, { avatar: '' })).status).toBe(401);
    expect((await updateAvatar(await ctx.loginAdmin(), { avatar: '' })).status).toBe(403);
    expect((await updateAvatar(await ctx.loginCustomer(), { avatar: '' })).status).toBe(403);
  });
});

describe('the team profile (agent team › profile)', () => {
  const profile = (token?: string) =>
    ctx.call({ method: 'GET', url: '/api/agent/team/profile/getInfo', token });
  const update = (token: string | undefined, payload: unknown) =>
    post('/api/agent/team/profile/update', token, payload);
  const teamRow = (agentId: number) =>
    ctx.db
      .selectFrom('agents')
      .select(['corporate_name', 'corporate_brief', 'corporate_avatar', 'contact_name', 'contact_phone'])
      .where('id', '=', agentId)
      .executeTakeFirstOrThrow();

  it('the owner edits the current team only; getInfo teams follow', async () => {
    const token = await ctx.loginAgent();
    const before2 = await teamRow(ctx.ids.agent2Id);
    const logo = await registeredImage(ctx.ids.agent1Id, `agent/${ctx.ids.agent1Id}/2026/01/01/logo.png`);
    const change = {
      corporate_name: '  星河活动科技（新）  ',
      corporate_brief: '专注现场互动',
      corporate_avatar: logo,
      contact_name: '赵联系',
      contact_phone: '13911112222',
    };
    const { body } = await update(token, change);
    expect(body).toMatchObject({
      code: 0,
      msg: 'profile updated',
      data: {
        opid: ctx.ids.agent1Id,
        corporate_name: '星河活动科技（新）',
        contact_phone: '13911112222',
        status: 1,
      },
    });
    expect((await profile(token)).body.data.corporate_avatar).toBe(logo);
    const teams = (await getInfo(token)).body.data.teams;
    expect(teams.find((team: { opid: number }) => team.opid === ctx.ids.agent1Id).corporate_name).toBe(
      '星河活动科技（新）',
    );
    // the other team of the same user is untouched
    expect(await teamRow(ctx.ids.agent2Id)).toEqual(before2);
    await update(token, { corporate_name: '星河活动科技' });
  });

  it("refuses another team's image, bad contact and names; nothing is written", async () => {
    const token = await ctx.loginAgent();
    const before = await teamRow(ctx.ids.agent1Id);
    const foreign = await registeredImage(ctx.ids.agent2Id, `agent/${ctx.ids.agent2Id}/2026/01/01/logo2.png`);
    const cases: [Record<string, unknown>, string][] = [
      [
        { corporate_name: '星河', corporate_avatar: foreign },
        'avatar must be an image uploaded in this team',
      ],
      [{ corporate_name: '  ' }, 'the team name is required'],
      [{ corporate_name: 'x'.repeat(51) }, 'the team name is at most 50 characters'],
      [{ corporate_name: '星河', corporate_brief: 'x'.repeat(201) }, 'the brief is at most 200 characters'],
      [{ corporate_name: '星河', contact_phone: '12' }, 'please enter a valid phone number'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await update(token, payload);
      expect(status).toBe(400);
      expect(body.msg).toContain(message);
    }
    expect(await teamRow(ctx.ids.agent1Id)).toEqual(before);
  });

  it('answers 401 without a session, 403 to other consoles and to agent staff (no agent.team.profile)', async () => {
    const staff = await ctx.loginAgent('staff@example.com');
    for (const call of [
      (token?: string) => profile(token),
      (token?: string) => update(token, { corporate_name: 'x' }),
    ]) {
      expect((await call()).status).toBe(401);
      expect((await call(await ctx.loginAdmin())).status).toBe(403);
      expect((await call(await ctx.loginCustomer())).status).toBe(403);
      expect((await call(staff)).status).toBe(403);
    }
  });
});
