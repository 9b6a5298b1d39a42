import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/admin/system/role';

type Node = { id: number; parent_id: number; mark: string; menu_type: number };

async function tree(token: string) {
  return (await ctx.call({ method: 'GET', url: `${BASE}/getGrantTree`, token })).body.data as Node[];
}

const idOf = (nodes: Node[], mark: string) => (nodes.find((node) => node.mark === mark) as Node).id;

describe('admin roles', () => {
  it('creates a role with a subset of grants (parents added), which its holder gets on the next request', async () => {
    const admin = await ctx.loginAdmin();
    const nodes = await tree(admin);
    expect(nodes.some((node) => node.menu_type !== 0)).toBe(true);
    const customerList = idOf(nodes, 'admin.customer.list');
    const created = await ctx.call({
      method: 'POST',
      url: `${BASE}/create`,
      token: admin,
      payload: {
        role_code: 'support_desk',
        role_name: '客服',
        menu_ids: [idOf(nodes, 'admin.customer'), customerList],
      },
    });
    expect(created.body).toMatchObject({ code: 0, msg: 'role created' });
    const role = created.body.data as { id: number; menu_ids: number[]; built_in: boolean };
    // the permission string's parent menu (admin.index) comes with it
    expect(role.menu_ids).toEqual(
      [idOf(nodes, 'admin.customer'), customerList, idOf(nodes, 'admin.index')].sort((a, b) => a - b),
    );
    expect(role.built_in).toBe(false);

    // an account holding it sees the customer list; a grant taken away is gone on its next request
    const staff = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/user/create',
      token: admin,
      payload: {
        username: 'desk-1',
        nickname: '客服一',
        role_ids: [role.id],
        password: 'Support-Desk-Pass-9',
      },
    });
    expect(staff.body.code).toBe(0);
    const signedIn = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'desk-1', password: 'Support-Desk-Pass-9', audience: 'admin' },
    });
    const desk = signedIn.body.data.access_token as string;
    expect((await ctx.call({ method: 'GET', url: '/api/admin/customer/getList', token: desk })).status).toBe(
      200,
    );
    expect(
      (await ctx.call({ method: 'GET', url: '/api/admin/system/user/getList', token: desk })).status,
    ).toBe(403);

    const narrowed = await ctx.call({
      method: 'POST',
      url: `${BASE}/update`,
      token: admin,
      payload: { id: role.id, role_name: '客服（只读首页）', menu_ids: [idOf(nodes, 'admin.index')] },
    });
    expect(narrowed.body).toMatchObject({ code: 0, data: { role_name: '客服（只读首页）', holders: 1 } });
    expect((await ctx.call({ method: 'GET', url: '/api/admin/customer/getList', token: desk })).status).toBe(
      403,
    );

    // held: not deleted, with the reason
    const held = await ctx.call({
      method: 'POST',
      url: `${BASE}/delete`,
      token: admin,
      payload: { id: role.id },
    });
    expect([held.status, held.body.msg]).toEqual([
      400,
      'this role is held by 1 accounts; take it from them first',
    ]);
    const list = await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=support`, token: admin });
    expect(list.body.data).toEqual([
      expect.objectContaining({ role_code: 'support_desk', holders: 1, grants: 1 }),
    ]);
  });

  it('keeps built-in roles as the product defines them, and deletes a role nobody holds', async () => {
    const admin = await ctx.loginAdmin();
    const list = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token: admin });
    const builtIn = (list.body.data as { id: number; built_in: boolean }[]).find((role) => role.built_in) as {
      id: number;
    };
    for (const [url, payload] of [
      [`${BASE}/update`, { id: builtIn.id, role_name: 'x', menu_ids: [] }],
      [`${BASE}/delete`, { id: builtIn.id }],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url, token: admin, payload });
      expect([url, answer.status, answer.body.msg]).toEqual([
        url,
        400,
        'built-in roles follow the product and cannot be changed',
      ]);
    }
    const created = await ctx.call({
      method: 'POST',
      url: `${BASE}/create`,
      token: admin,
      payload: { role_code: 'temp_role', role_name: '临时', menu_ids: [] },
    });
    const deleted = await ctx.call({
      method: 'POST',
      url: `${BASE}/delete`,
      token: admin,
      payload: { id: created.body.data.id },
    });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'role deleted' });
    const gone = await ctx.call({
      method: 'GET',
      url: `${BASE}/getInfo?id=${created.body.data.id}`,
      token: admin,
    });
    expect([gone.status, gone.body.msg]).toEqual([404, 'role not found']);
  });

  it('refuses a taken code, an unknown or another console’s menu and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agentMenu = await ctx.db
      .selectFrom('menus')
      .select('id')
      .where('audience', '=', 'agent')
      .executeTakeFirstOrThrow();
    const before = await countRows(ctx.db, 'roles');
    for (const [payload, message] of [
      [{ role_code: 'platform_operator', role_name: 'x', menu_ids: [] }, 'this role code is taken'],
      [{ role_code: 'new_role', role_name: 'x', menu_ids: [agentMenu.id] }, 'menu not found'],
      [{ role_code: 'new_role', role_name: 'x', menu_ids: [999_999] }, 'menu not found'],
      [
        { role_code: 'Bad Code', role_name: 'x', menu_ids: [] },
        'role_code: role code must be 3-32 lowercase letters, digits or _',
      ],
      [{ role_code: 'new_role', role_name: '', menu_ids: [] }, 'role_name: role name is required'],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url: `${BASE}/create`, token: admin, payload });
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
    expect(await countRows(ctx.db, 'roles')).toBe(before);
  });

  it('is refused without a session, to the operator and to other consoles', async () => {
    for (const token of [undefined, await ctx.loginAdmin(DEMO.operator), await ctx.loginAgent()]) {
      const answer = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token });
      expect(answer.status).toBe(token ? 403 : 401);
    }
  });
});
