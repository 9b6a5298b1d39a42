import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const BASE = '/api/admin/team/role';
type Node = { id: number; parent_id: number; mark: string; menu_type: number };
type Role = { id: number; role_code: string; menu_ids: number[]; built_in: boolean; holders: number };

async function tree(token: string) {
  return (await ctx.call({ method: 'GET', url: `${BASE}/getGrantTree`, token })).body.data as Node[];
}
const idOf = (nodes: Node[], mark: string) => (nodes.find((node) => node.mark === mark) as Node).id;
const post = (token: string | undefined, action: string, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url: `${BASE}/${action}`, token, payload });

async function createShared(admin: string, code: string, marks: string[]) {
  const nodes = await tree(admin);
  const answer = await post(admin, 'create', {
    role_code: code,
    role_name: `共享 ${code}`,
    menu_ids: marks.map((mark) => idOf(nodes, mark)),
  });
  expect(answer.body).toMatchObject({ code: 0, msg: 'role created' });
  return answer.body.data as Role;
}

async function staffUserId() {
  return ctx.ids.agentStaffId;
}

const authoritiesOf = async (token: string) =>
  (await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token })).body.data
    .authorities as string[];

const sharedRole = (code: string) =>
  ctx.db
    .selectFrom('roles')
    .select('id')
    .where('audience', '=', 'agent')
    .where('agent_id', 'is', null)
    .where('role_code', '=', code)
    .executeTakeFirstOrThrow();

describe('admin › team › role: the roles every agent team shares', () => {
  it('creates a shared role from the agent menus; a team gives it to a member, whose grants follow every change', async () => {
    const admin = await ctx.loginAdmin();
    const nodes = await tree(admin);
    // the agent console's tree, not the admin one
    expect(nodes.some((node) => node.mark === Permission.agent.teamMember)).toBe(true);
    expect(nodes.some((node) => node.mark.startsWith('admin.'))).toBe(false);
    const role = await createShared(admin, 'field_sales', [Permission.agent.customerList]);
    expect(role.built_in).toBe(false);
    // the permission's parent menu comes with it
    const customerNode = nodes.find((node) => node.mark === Permission.agent.customerList) as Node;
    expect(role.menu_ids).toContain(customerNode.parent_id);

    // every team offers it, read-only, beside its own roles
    const owner = await ctx.loginAgent();
    const options = await ctx.call({ method: 'GET', url: '/api/agent/team/member/getRoles', token: owner });
    expect(options.body.data).toContainEqual(
      expect.objectContaining({ id: role.id, role_code: 'field_sales', built_in: true }),
    );
    const teamEdit = await ctx.call({
      method: 'POST',
      url: '/api/agent/team/role/update',
      token: owner,
      payload: { id: role.id, role_name: 'x', menu_ids: [] },
    });
    expect([teamEdit.status, teamEdit.body.msg]).toEqual([
      400,
      'built-in roles follow the product and cannot be changed',
    ]);

    const staff = await staffUserId();
    const changed = await ctx.call({
      method: 'POST',
      url: '/api/agent/team/member/changeRole',
      token: owner,
      payload: { id: staff, role_id: role.id },
    });
    expect(changed.body.code).toBe(0);
    const holder = await ctx.loginAgent(DEMO.agentStaff);
    expect(await authoritiesOf(holder)).toContain(Permission.agent.customerList);
    const listed = await ctx.call({
      method: 'GET',
      url: `${BASE}/getList?keyword=field_sales`,
      token: admin,
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: role.id, holders: 1, built_in: false })]);

    // narrowed: the holder's next request no longer has it
    const narrowed = await post(admin, 'update', {
      id: role.id,
      role_name: '外勤（首页）',
      menu_ids: [idOf(nodes, 'agent.index')],
    });
    expect(narrowed.body).toMatchObject({ code: 0, msg: 'role saved', data: { role_name: '外勤（首页）' } });
    const after = await authoritiesOf(holder);
    expect(after).toContain('agent.index');
    expect(after).not.toContain(Permission.agent.customerList);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/agent/customer/getList', token: holder })).status,
    ).toBe(403);

    // held by a member of a team: not deleted, with the reason
    const held = await post(admin, 'delete', { id: role.id });
    expect([held.status, held.body.msg]).toEqual([
      400,
      'this role is held by 1 members; give them another role first',
    ]);
    // given back the staff role, nobody holds it: deleted
    await ctx.call({
      method: 'POST',
      url: '/api/agent/team/member/changeRole',
      token: owner,
      payload: { id: staff, role_id: (await sharedRole(ROLE.agentStaff)).id },
    });
    const deleted = await post(admin, 'delete', { id: role.id });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'role deleted' });
    const gone = await ctx.call({ method: 'GET', url: `${BASE}/getInfo?id=${role.id}`, token: admin });
    expect([gone.status, gone.body.msg]).toEqual([404, 'role not found']);
  });

  it('keeps the built-in owner and staff roles as the product defines them; lists only shared roles', async () => {
    const admin = await ctx.loginAdmin();
    const list = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token: admin });
    const rows = list.body.data as { id: number; role_code: string; built_in: boolean; holders: number }[];
    expect(rows.map((row) => row.role_code)).toEqual([ROLE.agentOwner, ROLE.agentStaff]);
    expect(rows.every((row) => row.built_in)).toBe(true);
    // the demo owner owns both teams: holders count every team's members
    expect(rows[0].holders).toBe(2);
    for (const row of rows)
      for (const [action, payload] of [
        ['update', { id: row.id, role_name: 'x', menu_ids: [] }],
        ['delete', { id: row.id }],
      ] as const) {
        const answer = await post(admin, action, payload);
        expect([action, answer.status, answer.body.msg]).toEqual([
          action,
          400,
          'built-in roles follow the product and cannot be changed',
        ]);
      }
    const info = await ctx.call({ method: 'GET', url: `${BASE}/getInfo?id=${rows[0].id}`, token: admin });
    const grants = new Set(info.body.data.menu_ids as number[]);
    const nodes = await tree(admin);
    expect(grants.has(idOf(nodes, Permission.agent.teamRole))).toBe(true);
  });

  it("answers 404 for an unknown id, a team's own role and an admin role", async () => {
    const admin = await ctx.loginAdmin();
    const owner = await ctx.loginAgent();
    const own = await ctx.call({
      method: 'POST',
      url: '/api/agent/team/role/create',
      token: owner,
      payload: { role_code: 'team_only', role_name: '本团队', menu_ids: [] },
    });
    const adminRole = await ctx.db
      .selectFrom('roles')
      .select('id')
      .where('audience', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const id of [999_999, own.body.data.id as number, adminRole.id]) {
      const info = await ctx.call({ method: 'GET', url: `${BASE}/getInfo?id=${id}`, token: admin });
      const update = await post(admin, 'update', { id, role_name: 'x', menu_ids: [] });
      const remove = await post(admin, 'delete', { id });
      expect([info.status, update.status, remove.status]).toEqual([404, 404, 404]);
    }
    const row = await ctx.db
      .selectFrom('roles')
      .select('role_name')
      .where('id', '=', own.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.role_name).toBe('本团队');
  });

  it("refuses a taken code (shared or a team's own), another console's menu and bad input, writing nothing", async () => {
    const admin = await ctx.loginAdmin();
    const owner = await ctx.loginAgent();
    await ctx.call({
      method: 'POST',
      url: '/api/agent/team/role/create',
      token: owner,
      payload: { role_code: 'team_code', role_name: '本团队', menu_ids: [] },
    });
    const adminMenu = await ctx.db
      .selectFrom('menus')
      .select('id')
      .where('audience', '=', 'admin')
      .executeTakeFirstOrThrow();
    const before = await countRows(ctx.db, 'roles');
    const grantsBefore = await countRows(ctx.db, 'role_menus');
    for (const [payload, message] of [
      [{ role_code: ROLE.agentOwner, role_name: 'x', menu_ids: [] }, 'this role code is taken'],
      [{ role_code: 'team_code', role_name: 'x', menu_ids: [] }, 'this role code is taken'],
      [{ role_code: 'new_shared', role_name: 'x', menu_ids: [adminMenu.id] }, 'menu not found'],
      [{ role_code: 'new_shared', role_name: 'x', menu_ids: [999_999] }, 'menu not found'],
      [
        { role_code: 'Bad Code', role_name: 'x', menu_ids: [] },
        'role_code: role code must be 3-32 lowercase letters, digits or _',
      ],
      [{ role_code: 'new_shared', role_name: '', menu_ids: [] }, 'role_name: role name is required'],
      [{ role_code: 'new_shared', role_name: 'x', menu_ids: ['x'] }, 'menu_ids.0: menu_ids must be menu ids'],
    ] as const) {
      const answer = await post(admin, 'create', payload);
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
    const staffRole = await sharedRole(ROLE.agentStaff);
    const custom = await createShared(admin, 'kept_role', []);
    const bad = await post(admin, 'update', { id: custom.id, role_name: '', menu_ids: [] });
    expect([bad.status, bad.body.msg]).toEqual([400, 'role_name: role name is required']);
    expect(staffRole.id).toBeGreaterThan(0);
    expect(await countRows(ctx.db, 'roles')).toBe(before + 1);
    expect(await countRows(ctx.db, 'role_menus')).toBe(grantsBefore);
  });

  it('keeps a role a pending invitation of any team offers', async () => {
    const admin = await ctx.loginAdmin();
    const role = await createShared(admin, 'invited_role', []);
    const owner = await ctx.loginAgent();
    const invited = await ctx.call({
      method: 'POST',
      url: '/api/agent/team/invitation/create',
      token: owner,
      payload: { role_id: role.id, email: '', days: 7 },
    });
    expect(invited.body.code).toBe(0);
    const refused = await post(admin, 'delete', { id: role.id });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this role is offered by 1 pending invitations; revoke them first',
    ]);
    await ctx.call({
      method: 'POST',
      url: '/api/agent/team/invitation/revoke',
      token: owner,
      payload: { id: invited.body.data.id },
    });
    expect((await post(admin, 'delete', { id: role.id })).body.code).toBe(0);
  });

  it('answers 401 without a session, 403 to other consoles, the operator and an admin without the mark', async () => {
    const roleless = await seedAdmin(ctx.db, { username: 'teamrole_roleless', password: TEST_PASSWORD });
    await ctx.db.deleteFrom('admin_roles').where('admin_id', '=', roleless).execute();
    const tokens = [
      undefined,
      await ctx.loginAgent(),
      await ctx.loginAgent(DEMO.agentStaff),
      await ctx.loginCustomer(),
      await ctx.loginAdmin(DEMO.operator),
      await ctx.loginAdmin('teamrole_roleless'),
    ];
    const before = await countRows(ctx.db, 'roles');
    for (const token of tokens) {
      const list = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token });
      const create = await post(token, 'create', { role_code: 'sneaky', role_name: 'x', menu_ids: [] });
      expect([list.status, create.status]).toEqual(token ? [403, 403] : [401, 401]);
    }
    expect(await countRows(ctx.db, 'roles')).toBe(before);
  });
});
