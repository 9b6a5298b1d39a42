import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashToken } from '#server/platform/auth/tokens.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const MEMBER = '/api/agent/team/member';
const ROLE = '/api/agent/team/role';
const INVITATION = '/api/agent/team/invitation';
const INVITE = '/api/agent/invite';
const NEW_PASSWORD = 'Joining-Team-Pass-7';

type Node = { id: number; mark: string };

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number, user: string = DEMO.agentUser) {
  const token = await ctx.loginAgent(user);
  const switched = await ctx.call({
    method: 'POST',
    url: '/api/agent/BasicInfo/changeTeam',
    token,
    payload: { opid: team },
  });
  expect(switched.body.code).toBe(0);
  return token;
}

async function tree(token: string) {
  return (await ctx.call({ method: 'GET', url: `${ROLE}/getGrantTree`, token })).body.data as Node[];
}
const idOf = (nodes: Node[], mark: string) => (nodes.find((node) => node.mark === mark) as Node).id;

async function createRole(token: string, code: string, marks: string[], requireTotp = false) {
  const nodes = await tree(token);
  const answer = await ctx.call({
    method: 'POST',
    url: `${ROLE}/create`,
    token,
    payload: {
      role_code: code,
      role_name: `角色 ${code}`,
      menu_ids: marks.map((mark) => idOf(nodes, mark)),
      require_totp: requireTotp,
    },
  });
  expect(answer.body).toMatchObject({ code: 0, msg: 'role created' });
  return answer.body.data as { id: number; menu_ids: number[]; built_in: boolean; require_totp: boolean };
}

async function invite(token: string, payload: Record<string, unknown>) {
  const answer = await ctx.call({ method: 'POST', url: `${INVITATION}/create`, token, payload });
  expect(answer.body).toMatchObject({
    code: 0,
    msg: payload.email ? 'invitation created and emailed' : 'invitation created',
  });
  return answer.body.data as { id: number; token: string; status: string };
}

const register = (
  token: string,
  email: string,
  extra: Record<string, unknown> = {},
  remoteAddress = '127.0.0.1',
) =>
  ctx.call({
    method: 'POST',
    url: `${INVITE}/register`,
    remoteAddress,
    payload: { token, name: '新成员', email, password: NEW_PASSWORD, password2: NEW_PASSWORD, ...extra },
  });

async function membersOf(token: string, query = '') {
  const answer = await ctx.call({ method: 'GET', url: `${MEMBER}/getList${query}`, token });
  expect(answer.body.code).toBe(0);
  return answer.body.data as {
    id: number;
    email: string;
    role_code: string;
    is_owner: boolean;
    is_self: boolean;
  }[];
}

const userId = async (email: string) =>
  (await ctx.db.selectFrom('agent_users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;

describe('team members', () => {
  it('lists the members of the team acted in with their role there, searchable and filtered by role', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const members = await membersOf(team1);
    expect(
      members.map((member) => [member.email, member.role_code, member.is_owner, member.is_self]),
    ).toEqual([
      [DEMO.agentUser, 'agent_owner', true, true],
      [DEMO.agentStaff, 'agent_staff', false, false],
    ]);
    expect((await membersOf(team1, '?keyword=staff')).map((member) => member.email)).toEqual([
      DEMO.agentStaff,
    ]);
    const roles = (await ctx.call({ method: 'GET', url: `${MEMBER}/getRoles`, token: team1 })).body.data as {
      id: number;
      role_code: string;
      built_in: boolean;
    }[];
    const staffRole = roles.find((role) => role.role_code === 'agent_staff') as { id: number };
    expect((await membersOf(team1, `?role_id=${staffRole.id}`)).map((member) => member.email)).toEqual([
      DEMO.agentStaff,
    ]);
    // team 2 has only its owner: the staff of team 1 is not listed there
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect((await membersOf(team2)).map((member) => member.email)).toEqual([DEMO.agentUser]);
  });

  it('changes a role, keeps the last owner an owner, and answers 404 for another team’s member', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const staff = await userId(DEMO.agentStaff);
    const reader = await createRole(team1, 'readers', ['agent.customer', 'agent.customer.view']);
    const changed = await ctx.call({
      method: 'POST',
      url: `${MEMBER}/changeRole`,
      token: team1,
      payload: { id: staff, role_id: reader.id },
    });
    expect(changed.body).toMatchObject({ code: 0, msg: 'role changed', data: { role_code: 'readers' } });
    // the staff's menus follow their role in the team they act in, on their next request
    const staffToken = await ctx.loginAgent(DEMO.agentStaff);
    const info = await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: staffToken });
    expect(info.body.data.roles).toEqual([{ roleCode: 'readers', roleName: '角色 readers' }]);
    expect([...info.body.data.authorities].sort()).toEqual(['agent.customer', 'agent.customer.view']);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/agent/customer/getList', token: staffToken })).status,
    ).toBe(200);
    expect((await ctx.call({ method: 'GET', url: `${MEMBER}/getList`, token: staffToken })).status).toBe(403);

    const self = await userId(DEMO.agentUser);
    const before = await ctx.db
      .selectFrom('agent_memberships')
      .selectAll()
      .orderBy('agent_user_id')
      .execute();
    const refusals: [string, Record<string, unknown>, number, string][] = [
      [
        `${MEMBER}/changeRole`,
        { id: self, role_id: reader.id },
        400,
        'the team needs an owner: make another member an owner first',
      ],
      [`${MEMBER}/remove`, { id: self }, 400, 'the last owner of a team cannot be removed'],
      [`${MEMBER}/changeRole`, { id: staff, role_id: 999_999 }, 404, 'role not found'],
      [`${MEMBER}/changeRole`, { id: 'x', role_id: reader.id }, 400, 'id: id is required'],
      [`${MEMBER}/changeRole`, { id: staff }, 400, 'role_id: choose a role'],
    ];
    for (const [url, payload, status, msg] of refusals) {
      const answer = await ctx.call({ method: 'POST', url, token: team1, payload });
      expect([url, answer.status, answer.body.msg]).toEqual([url, status, msg]);
    }
    // team 2: the staff is nobody there, and team 1's role is not a role there
    const team2 = await ownerIn(ctx.ids.agent2Id);
    for (const [url, payload, msg] of [
      [`${MEMBER}/changeRole`, { id: staff, role_id: reader.id }, 'member not found'],
      [`${MEMBER}/remove`, { id: staff }, 'member not found'],
      [`${MEMBER}/changeRole`, { id: self, role_id: reader.id }, 'role not found'],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url, token: team2, payload });
      expect([url, answer.status, answer.body.msg]).toEqual([url, 404, msg]);
    }
    expect(
      await ctx.db.selectFrom('agent_memberships').selectAll().orderBy('agent_user_id').execute(),
    ).toEqual(before);
  });

  it('removes a member after confirmation: their sessions in the team end at once', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const role = await createRole(team1, 'leavers', ['agent.index']);
    const joined = await invite(team1, { role_id: role.id });
    const signedUp = await register(joined.token, 'leaver@example.com', { name: '离开者' });
    const leaver = signedUp.body.data.access_token as string;
    expect(
      (await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: leaver })).status,
    ).toBe(200);
    const removed = await ctx.call({
      method: 'POST',
      url: `${MEMBER}/remove`,
      token: team1,
      payload: { id: await userId('leaver@example.com') },
    });
    expect(removed.body).toMatchObject({ code: 0, msg: 'member removed' });
    expect(
      (await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: leaver })).status,
    ).toBe(401);
    expect((await membersOf(team1)).map((member) => member.email)).not.toContain('leaver@example.com');
  });

  it('is refused without a session, to other consoles and to a member without the grant', async () => {
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    // one admin session (a new admin sign-in ends the previous one)
    const admin = await ctx.loginAdmin();
    const cases: [string, 'GET' | 'POST', string | undefined, number][] = [];
    for (const [method, url] of [
      ['GET', `${MEMBER}/getList`],
      ['GET', `${MEMBER}/getRoles`],
      ['POST', `${MEMBER}/changeRole`],
      ['POST', `${MEMBER}/remove`],
      ['GET', `${ROLE}/getList`],
      ['GET', `${ROLE}/getGrantTree`],
      ['GET', `${ROLE}/getInfo`],
      ['POST', `${ROLE}/create`],
      ['POST', `${ROLE}/update`],
      ['POST', `${ROLE}/delete`],
      ['GET', `${INVITATION}/getList`],
      ['POST', `${INVITATION}/create`],
      ['POST', `${INVITATION}/revoke`],
      ['POST', `${INVITATION}/resend`],
      ['POST', `${INVITE}/accept`],
    ] as const) {
      for (const token of [undefined, admin, staff]) {
        // accepting an invitation needs only an agent session
        if (token === staff && url === `${INVITE}/accept`) continue;
        cases.push([url, method, token, token ? 403 : 401]);
      }
    }
    const before = await countRows(ctx.db, 'agent_memberships');
    for (const [url, method, token, status] of cases) {
      const answer = await ctx.call({ method, url, token, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, token === staff ? 'staff' : token ? 'other console' : 'none', answer.status]).toEqual([
        url,
        token === staff ? 'staff' : token ? 'other console' : 'none',
        status,
      ]);
    }
    expect(await countRows(ctx.db, 'agent_memberships')).toBe(before);
  });
});

describe('team roles', () => {
  it('creates a team role from the agent menus only; another team neither sees nor touches it', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const nodes = await tree(team1);
    expect(nodes.some((node) => node.mark.startsWith('admin.'))).toBe(false);
    const role = await createRole(team1, 'order_desk', ['agent.order']);
    expect(role.built_in).toBe(false);
    const list = await ctx.call({ method: 'GET', url: `${ROLE}/getList`, token: team1 });
    const rowsOf = (data: { role_code: string; built_in: boolean; holders: number }[]) =>
      data.map((row) => [row.role_code, row.built_in, row.holders]);
    // the shared roles first; the owner role counts this team's holder only (the owner holds it in team 2 too)
    expect(rowsOf(list.body.data).slice(0, 2)).toEqual([
      ['agent_owner', true, 1],
      ['agent_staff', true, expect.any(Number)],
    ]);
    expect(rowsOf(list.body.data)).toContainEqual(['order_desk', false, 0]);
    const renamed = await ctx.call({
      method: 'POST',
      url: `${ROLE}/update`,
      token: team1,
      payload: {
        id: role.id,
        role_name: '订单台',
        menu_ids: [idOf(nodes, 'agent.order'), idOf(nodes, 'agent.order.confirm')],
      },
    });
    expect(renamed.body).toMatchObject({ code: 0, msg: 'role saved', data: { role_name: '订单台' } });

    const team2 = await ownerIn(ctx.ids.agent2Id);
    const other = await ctx.call({ method: 'GET', url: `${ROLE}/getList`, token: team2 });
    expect((other.body.data as { role_code: string }[]).map((row) => row.role_code)).not.toContain(
      'order_desk',
    );
    const rows = await countRows(ctx.db, 'roles');
    for (const [method, url, input] of [
      ['GET', `${ROLE}/getInfo?id=${role.id}`, undefined],
      ['POST', `${ROLE}/update`, { id: role.id, role_name: 'x', menu_ids: [] }],
      ['POST', `${ROLE}/delete`, { id: role.id }],
    ] as const) {
      const answer = await ctx.call({ method, url, token: team2, ...(input ? { payload: input } : {}) });
      expect([url, answer.status, answer.body.msg]).toEqual([url, 404, 'role not found']);
    }
    // the same code is free in another team
    await createRole(team2, 'order_desk', ['agent.index']);
    expect(await countRows(ctx.db, 'roles')).toBe(rows + 1);
  });

  it('refuses a shared role’s change, a taken code, another console’s menu and bad input, writing nothing', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const list = (await ctx.call({ method: 'GET', url: `${ROLE}/getList`, token: team1 })).body.data as {
      id: number;
      built_in: boolean;
    }[];
    const shared = list.find((row) => row.built_in) as { id: number };
    const adminMenu = await ctx.db
      .selectFrom('menus')
      .select('id')
      .where('audience', '=', 'admin')
      .executeTakeFirstOrThrow();
    const rows = await countRows(ctx.db, 'roles');
    const grants = await countRows(ctx.db, 'role_menus');
    for (const [url, payload, message] of [
      [
        `${ROLE}/update`,
        { id: shared.id, role_name: 'x', menu_ids: [] },
        'built-in roles follow the product and cannot be changed',
      ],
      [`${ROLE}/delete`, { id: shared.id }, 'built-in roles follow the product and cannot be changed'],
      [
        `${ROLE}/create`,
        { role_code: 'agent_owner', role_name: 'x', menu_ids: [] },
        'this role code is taken',
      ],
      [
        `${ROLE}/create`,
        { role_code: 'new_role', role_name: 'x', menu_ids: [adminMenu.id] },
        'menu not found',
      ],
      [
        `${ROLE}/create`,
        { role_code: 'Bad Code', role_name: 'x', menu_ids: [] },
        'role_code: role code must be 3-32 lowercase letters, digits or _',
      ],
      [
        `${ROLE}/create`,
        { role_code: 'new_role', role_name: '', menu_ids: [] },
        'role_name: role name is required',
      ],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url, token: team1, payload });
      expect([url, answer.status, answer.body.msg]).toEqual([url, 400, message]);
    }
    expect(await countRows(ctx.db, 'roles')).toBe(rows);
    expect(await countRows(ctx.db, 'role_menus')).toBe(grants);
  });

  it('refuses to delete a role in use, with the reason, and deletes it once unused', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const role = await createRole(team1, 'temporary', ['agent.index']);
    const offered = await invite(team1, { role_id: role.id });
    const refused = await ctx.call({
      method: 'POST',
      url: `${ROLE}/delete`,
      token: team1,
      payload: { id: role.id },
    });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this role is offered by 1 pending invitations; revoke them first',
    ]);
    await register(offered.token, 'temporary@example.com');
    const held = await ctx.call({
      method: 'POST',
      url: `${ROLE}/delete`,
      token: team1,
      payload: { id: role.id },
    });
    expect([held.status, held.body.msg]).toEqual([
      400,
      'this role is held by 1 members; give them another role first',
    ]);
    const staffRole = (await membersOf(team1, '?keyword=staff'))[0] as unknown as { role_id: number };
    await ctx.call({
      method: 'POST',
      url: `${MEMBER}/changeRole`,
      token: team1,
      payload: { id: await userId('temporary@example.com'), role_id: staffRole.role_id },
    });
    const deleted = await ctx.call({
      method: 'POST',
      url: `${ROLE}/delete`,
      token: team1,
      payload: { id: role.id },
    });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'role deleted' });
  });
});

describe('invitations', () => {
  it('invites by link: the new user registers, joins with the role, acts in the team; the link is then used', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const role = await createRole(team1, 'site_editors', ['agent.site', 'agent.site.update']);
    const created = await invite(team1, { role_id: role.id, days: 3 });
    expect(created.status).toBe('pending');
    // only the hash is stored
    const stored = await ctx.db
      .selectFrom('agent_invitations')
      .select('token_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(created.token));
    const pending = await ctx.call({ method: 'GET', url: `${INVITATION}/getList`, token: team1 });
    expect(pending.body.data).toEqual([
      expect.objectContaining({
        id: created.id,
        role_name: '角色 site_editors',
        status: 'pending',
        inviter_name: expect.any(String),
      }),
    ]);

    const info = await ctx.call({ method: 'GET', url: `${INVITE}/getInfo?token=${created.token}` });
    expect(info.body.data).toMatchObject({
      team_name: DEMO.agent1.name,
      role_name: '角色 site_editors',
      status: 'pending',
    });
    expect(info.body.data.inviter_name).not.toBe('');

    const joined = await register(created.token, 'New.Member@example.com');
    expect(joined.body).toMatchObject({ code: 0, msg: 'you joined the team' });
    const token = joined.body.data.access_token as string;
    const me = await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token });
    expect(me.body.data.basic_info).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      last_team_id: ctx.ids.agent1Id,
    });
    expect([...me.body.data.authorities].sort()).toEqual(['agent.site', 'agent.site.update']);
    // the same person signs in later with the password
    expect(
      await ctx.loginAgent('new.member@example.com').then(
        () => 'ok',
        () => 'failed',
      ),
    ).toBe('failed');
    const signIn = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'new.member@example.com', password: NEW_PASSWORD, audience: 'agent' },
    });
    expect(signIn.body.code).toBe(0);

    const users = await countRows(ctx.db, 'agent_users');
    const again = await register(created.token, 'second@example.com');
    expect([again.status, again.body.msg]).toEqual([400, 'this invitation was already used']);
    expect(
      (await ctx.call({ method: 'GET', url: `${INVITE}/getInfo?token=${created.token}` })).body.data.status,
    ).toBe('accepted');
    expect(await countRows(ctx.db, 'agent_users')).toBe(users);
    expect((await ctx.call({ method: 'GET', url: `${INVITATION}/getList`, token: team1 })).body.data).toEqual(
      [],
    );
  });

  it('lets a signed-in user join with one click and switches them to the new team', async () => {
    const team2 = await ownerIn(ctx.ids.agent2Id);
    const created = await invite(team2, {
      role_id: (await createRole(team2, 'helpers', ['agent.customer'])).id,
    });
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const accepted = await ctx.call({
      method: 'POST',
      url: `${INVITE}/accept`,
      token: staff,
      payload: { token: created.token },
    });
    expect(accepted.body).toMatchObject({ code: 0, msg: 'you joined the team' });
    const me = await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: staff });
    expect(me.body.data.basic_info.agent_id).toBe(ctx.ids.agent2Id);
    expect(me.body.data.teams.map((team: { opid: number }) => team.opid).sort()).toEqual(
      [ctx.ids.agent1Id, ctx.ids.agent2Id].sort(),
    );
    expect(me.body.data.authorities).toEqual(['agent.customer']);
    // a second link to the same team: already a member, and the link stays usable
    const second = await invite(team2, { role_id: (await createRole(team2, 'helpers_two', [])).id });
    const refused = await ctx.call({
      method: 'POST',
      url: `${INVITE}/accept`,
      token: staff,
      payload: { token: second.token },
    });
    expect([refused.status, refused.body.msg]).toEqual([400, 'you are already a member of this team']);
    expect(
      (await ctx.call({ method: 'GET', url: `${INVITE}/getInfo?token=${second.token}` })).body.data.status,
    ).toBe('pending');
  });

  it('signs a new user up into a role that requires two factors only through the login’s enrolment step', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const role = await createRole(team1, 'secure_desk', [], true);
    expect(role.require_totp).toBe(true);
    const created = await invite(team1, { role_id: role.id });
    const sessions = await countRows(ctx.db, 'sessions');
    const joined = await register(created.token, 'secure.member@example.com', {}, '10.0.0.14');
    // the same answer the password step gives: no session, the enrolment challenge
    expect(joined.body).toMatchObject({
      code: 0,
      msg: 'your role requires two-factor sign-in: set up an authenticator app',
      data: { two_factor: 'enrol' },
    });
    expect(joined.body.data.access_token).toBeUndefined();
    expect(await countRows(ctx.db, 'sessions')).toBe(sessions);
    // the account and the membership exist, the link is used
    expect(
      (await ctx.call({ method: 'GET', url: `${INVITE}/getInfo?token=${created.token}` })).body.data.status,
    ).toBe('accepted');

    const challenge = joined.body.data.challenge_token as string;
    const start = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enrolStart',
      payload: { challenge_token: challenge },
    });
    expect(start.body.data.otpauth_uri).toContain('secure.member%40example.com');
    const secret = start.body.data.secret as string;
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const confirmed = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enrolConfirm',
      payload: { challenge_token: challenge, code: code.generate() },
    });
    expect(confirmed.body.code).toBe(0);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    const me = await ctx.call({
      method: 'GET',
      url: '/api/agent/BasicInfo/getInfo',
      token: confirmed.body.data.access_token,
    });
    expect(me.body.data.basic_info.agent_id).toBe(ctx.ids.agent1Id);
  });

  it('keeps a signed-in user’s session when they join into a role that requires two factors; the next sign-in enrols', async () => {
    const team2 = await ownerIn(ctx.ids.agent2Id);
    const role = await createRole(team2, 'secure_helpers', [], true);
    const created = await invite(team2, { role_id: role.id });
    // a new member of team 1 (a role without the rule), signed in
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const plain = await invite(team1, { role_id: (await createRole(team1, 'plain_desk', [])).id });
    const signedUp = await register(plain.token, 'joiner@example.com', {}, '10.0.0.15');
    const staff = signedUp.body.data.access_token as string;
    const accepted = await ctx.call({
      method: 'POST',
      url: `${INVITE}/accept`,
      token: staff,
      payload: { token: created.token },
    });
    expect(accepted.body.code).toBe(0);
    // like a role that starts requiring two factors: the session goes on ...
    const me = await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: staff });
    expect([me.status, me.body.data.basic_info.agent_id]).toEqual([200, ctx.ids.agent2Id]);
    // ... and the next sign-in asks for the enrolment
    const again = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'joiner@example.com', password: NEW_PASSWORD, audience: 'agent' },
    });
    expect(again.body.data).toMatchObject({ two_factor: 'enrol' });
  });

  it('says when an invitation is revoked, expired, for another email or unknown, and writes nothing', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const roles = (await ctx.call({ method: 'GET', url: `${MEMBER}/getRoles`, token: team1 })).body.data as {
      id: number;
      role_code: string;
    }[];
    const staffRole = (roles.find((role) => role.role_code === 'agent_staff') as { id: number }).id;
    const revoked = await invite(team1, { role_id: staffRole });
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: `${INVITATION}/revoke`,
          token: team1,
          payload: { id: revoked.id },
        })
      ).body,
    ).toMatchObject({ code: 0, msg: 'invitation revoked' });
    const expired = await invite(team1, { role_id: staffRole });
    await ctx.db
      .updateTable('agent_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const personal = await invite(team1, { role_id: staffRole, email: 'Invited@Example.com' });
    expect(
      (await ctx.call({ method: 'GET', url: `${INVITE}/getInfo?token=${personal.token}` })).body.data.email,
    ).toBe('invited@example.com');

    const users = await countRows(ctx.db, 'agent_users');
    const memberships = await countRows(ctx.db, 'agent_memberships');
    const cases: [string, Record<string, unknown>, number, string][] = [
      [revoked.token, {}, 400, 'this invitation was revoked'],
      [expired.token, {}, 400, 'this invitation has expired'],
      [personal.token, {}, 400, 'this invitation is for another email address'],
      ['x'.repeat(43), {}, 404, 'invitation not found'],
      ['short', {}, 400, 'token: the invitation link is not valid'],
      [
        personal.token,
        { email: 'invited@example.com', password: 'password', password2: 'password' },
        400,
        'password: this password is too common, choose another',
      ],
      [
        personal.token,
        { email: 'invited@example.com', password2: 'Other-Pass-1234' },
        400,
        'password2: the two passwords entered are inconsistent',
      ],
      [personal.token, { email: DEMO.agentStaff }, 400, 'this invitation is for another email address'],
    ];
    for (const [token, extra, status, msg] of cases) {
      const answer = await register(token, 'someone@example.com', extra);
      expect([token.slice(0, 6), answer.status, answer.body.msg]).toEqual([token.slice(0, 6), status, msg]);
    }
    const existing = await invite(team1, { role_id: staffRole });
    const taken = await register(existing.token, DEMO.agentStaff);
    expect([taken.status, taken.body.msg]).toEqual([
      400,
      'an account with this email already exists: sign in, then open the invitation again',
    ]);
    expect(
      (await ctx.call({ method: 'GET', url: `${INVITE}/getInfo?token=${revoked.token}` })).body.data.status,
    ).toBe('revoked');
    expect(
      (await ctx.call({ method: 'GET', url: `${INVITE}/getInfo?token=${expired.token}` })).body.data.status,
    ).toBe('expired');
    expect(await countRows(ctx.db, 'agent_users')).toBe(users);
    expect(await countRows(ctx.db, 'agent_memberships')).toBe(memberships);
    // revoking twice says what happened
    const twice = await ctx.call({
      method: 'POST',
      url: `${INVITATION}/revoke`,
      token: team1,
      payload: { id: revoked.id },
    });
    expect([twice.status, twice.body.msg]).toEqual([400, 'this invitation was revoked']);
  });

  it('mails an invitation limited to an email with its link; the owner can resend it with a new link', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const role = await createRole(team1, 'mailed_desk', ['agent.site']);
    const created = await ctx.call({
      method: 'POST',
      url: `${INVITATION}/create`,
      token: team1,
      payload: { role_id: role.id, email: 'Mailed.Person@example.com' },
    });
    expect(created.body).toMatchObject({ code: 0, msg: 'invitation created and emailed' });
    expect(created.body.data.emailed_at).not.toBe('');
    const mailTo = () =>
      ctx.db
        .selectFrom('message_outbox')
        .selectAll()
        .where('recipient', '=', 'mailed.person@example.com')
        .orderBy('id', 'desc')
        .execute();
    const [mail] = await mailTo();
    expect(mail).toMatchObject({ channel: 'email', agent_id: ctx.ids.agent1Id, status: 'recorded' });
    expect(mail?.subject).toContain(DEMO.agent1.name);
    expect(mail?.body).toContain('角色 mailed_desk');
    const linkOf = (body = '') =>
      new URL(/https?:\/\/\S+\/new_agent\/invite\?token=\S+/.exec(body)?.[0] ?? '');
    const link = linkOf(mail?.body);
    expect(link.pathname).toBe('/new_agent/invite');
    const listed = (await ctx.call({ method: 'GET', url: `${INVITATION}/getList`, token: team1 })).body.data;
    expect(listed.find((row: { id: number }) => row.id === created.body.data.id).emailed_at).not.toBe('');
    // a link without an email is not mailed, and cannot be resent
    const plain = await invite(team1, { role_id: role.id });
    const noMail = await ctx.call({
      method: 'POST',
      url: `${INVITATION}/resend`,
      token: team1,
      payload: { id: plain.id },
    });
    expect([noMail.status, noMail.body.msg]).toEqual([
      400,
      'this invitation has no email: share its link instead',
    ]);
    // another team does not see it
    const team2 = await ownerIn(ctx.ids.agent2Id);
    const foreign = await ctx.call({
      method: 'POST',
      url: `${INVITATION}/resend`,
      token: team2,
      payload: { id: created.body.data.id },
    });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'invitation not found']);
    const bad = await ctx.call({ method: 'POST', url: `${INVITATION}/resend`, token: team1, payload: {} });
    expect([bad.status, bad.body.msg]).toEqual([400, 'id: id is required']);
    expect(await mailTo()).toHaveLength(1);

    const resent = await ctx.call({
      method: 'POST',
      url: `${INVITATION}/resend`,
      token: team1,
      payload: { id: created.body.data.id },
    });
    expect(resent.body).toMatchObject({ code: 0, msg: 'invitation emailed again' });
    const mails = await mailTo();
    expect(mails).toHaveLength(2);
    const newLink = linkOf(mails[0]?.body);
    // the first link stops working; the new one signs the person up into the team
    const old = await ctx.call({ method: 'GET', url: `/api/agent/invite/getInfo${link.search}` });
    expect([old.status, old.body.msg]).toEqual([404, 'invitation not found']);
    const token = newLink.searchParams.get('token') ?? '';
    const joined = await register(token, 'mailed.person@example.com', {}, '10.0.0.16');
    expect(joined.body).toMatchObject({ code: 0, msg: 'you joined the team' });
    const resendUsed = await ctx.call({
      method: 'POST',
      url: `${INVITATION}/resend`,
      token: team1,
      payload: { id: created.body.data.id },
    });
    expect([resendUsed.status, resendUsed.body.msg]).toEqual([400, 'this invitation was already used']);
  });

  it("answers 404 for another team's invitation and refuses bad input, writing nothing", async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const roles = (await ctx.call({ method: 'GET', url: `${MEMBER}/getRoles`, token: team1 })).body.data as {
      id: number;
    }[];
    const created = await invite(team1, { role_id: roles[0].id });
    const teamRole = await createRole(team1, 'only_team_one', []);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    const invitations = await countRows(ctx.db, 'agent_invitations');
    const revoke = await ctx.call({
      method: 'POST',
      url: `${INVITATION}/revoke`,
      token: team2,
      payload: { id: created.id },
    });
    expect([revoke.status, revoke.body.msg]).toEqual([404, 'invitation not found']);
    const listed = (await ctx.call({ method: 'GET', url: `${INVITATION}/getList`, token: team2 })).body
      .data as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(created.id);
    for (const [payload, status, msg] of [
      [{ role_id: teamRole.id }, 404, 'role not found'],
      [{ role_id: roles[0].id, days: 31 }, 400, 'days: the link is valid for 1 to 30 days'],
      [{ role_id: roles[0].id, email: 'not an email' }, 400, 'email: email is not valid'],
      [{}, 400, 'role_id: choose a role'],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url: `${INVITATION}/create`, token: team2, payload });
      expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    }
    expect(await countRows(ctx.db, 'agent_invitations')).toBe(invitations);
    expect(
      (
        await ctx.db
          .selectFrom('agent_invitations')
          .select('revoked_at')
          .where('id', '=', created.id)
          .executeTakeFirstOrThrow()
      ).revoked_at,
    ).toBeNull();
  });

  it('limits the public invitation look-ups per address', async () => {
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++)
      status = (
        await ctx.call({
          method: 'GET',
          url: `${INVITE}/getInfo?token=${'y'.repeat(43)}`,
          remoteAddress: '198.51.100.7',
        })
      ).status;
    expect(status).toBe(429);
  });

  it('limits sign-ups with invitations per address, before any lookup or write', async () => {
    const users = await countRows(ctx.db, 'agent_users');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await ctx.call({
            method: 'POST',
            url: `${INVITE}/register`,
            remoteAddress: '198.51.100.8',
            payload: {
              token: 'z'.repeat(43),
              name: '试探',
              email: `probe${i}@example.com`,
              password: NEW_PASSWORD,
              password2: NEW_PASSWORD,
            },
          })
        ).status,
      );
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    expect(await countRows(ctx.db, 'agent_users')).toBe(users);
  });
});
