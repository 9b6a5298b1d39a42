import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/admin/system/user';

interface Explanation {
  account: { id: number; username: string; status: number };
  roles: { role_code: string }[];
  menus: { permission_mark: string }[];
  grants: { permission_mark: string; granted_by: { role_code: string }[] }[];
  routes: { route: string; permission: string | null }[];
  verdict: null | {
    kind: string;
    permission: string | null;
    allowed: boolean;
    reason: string;
    granted_by: { role_code: string }[];
    other_roles: { role_code: string }[];
  };
}

async function idOf(token: string, username: string) {
  const list = await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=${username}`, token });
  return (list.body.data as { id: number; username: string }[]).find((row) => row.username === username)!.id;
}

async function explain(token: string, id: number, target?: string) {
  const query = new URLSearchParams({ id: String(id), ...(target ? { target } : {}) });
  const answer = await ctx.call({ method: 'GET', url: `${BASE}/explain?${query}`, token });
  expect(answer.body.code).toBe(0);
  return answer.body.data as Explanation;
}

describe('view as: what a staff account gets and why', () => {
  it('shows exactly the menus the account’s own console gets', async () => {
    const admin = await ctx.loginAdmin();
    const operatorToken = await ctx.loginAdmin(DEMO.operator);
    const own = await ctx.call({ method: 'GET', url: '/api/auth/user', token: operatorToken });
    const seen = await explain(admin, await idOf(admin, DEMO.operator));
    expect(seen.account.username).toBe(DEMO.operator);
    expect(seen.menus).toEqual(own.body.data.menus);
    expect(seen.roles.map((role) => role.role_code)).toEqual(['platform_operator']);
    const held = seen.grants
      .filter((grant) => grant.granted_by.length > 0)
      .map((grant) => grant.permission_mark);
    expect(held).toContain('admin.customer');
    expect(held).not.toContain('admin.system.user');
    expect(seen.routes).toContainEqual({
      route: 'GET /api/admin/system/user/getList',
      permission: 'admin.system.user',
    });
    expect(seen.verdict).toBeNull();
  });

  it('says which role grants a permission, page or API route, and why another is denied', async () => {
    const admin = await ctx.loginAdmin();
    const operator = await idOf(admin, DEMO.operator);
    const granted = await explain(admin, operator, 'admin.customer');
    expect(granted.verdict).toMatchObject({ kind: 'permission', allowed: true, reason: 'granted' });
    expect(granted.verdict?.granted_by.map((role) => role.role_code)).toEqual(['platform_operator']);

    const denied = await explain(admin, operator, 'GET /api/admin/system/user/getList');
    expect(denied.verdict).toMatchObject({
      kind: 'api',
      permission: 'admin.system.user',
      allowed: false,
      reason: 'not_granted',
      granted_by: [],
    });
    expect(denied.verdict?.other_roles.map((role) => role.role_code)).toContain('platform_super_admin');

    const page = await explain(admin, operator, '/system/user');
    expect(page.verdict).toMatchObject({ kind: 'page', permission: 'admin.system.user', allowed: false });

    // any admin session may read its own user: the audience is enough
    const open = await explain(admin, operator, 'get /api/auth/user');
    expect(open.verdict).toMatchObject({
      kind: 'api',
      permission: null,
      allowed: true,
      reason: 'audience_only',
    });

    const unknown = await explain(admin, operator, 'no.such.permission');
    expect(unknown.verdict).toMatchObject({ kind: 'unknown', allowed: false, reason: 'unknown_target' });
  });

  it('denies everything to a disabled account, with that reason', async () => {
    const admin = await ctx.loginAdmin();
    const operator = await idOf(admin, DEMO.operator);
    const off = await ctx.call({
      method: 'POST',
      url: `${BASE}/setStatus`,
      token: admin,
      payload: { id: operator, status: 0 },
    });
    expect(off.body.code).toBe(0);
    const seen = await explain(admin, operator, 'admin.customer');
    expect(seen.verdict).toMatchObject({ allowed: false, reason: 'disabled' });
    const on = await ctx.call({
      method: 'POST',
      url: `${BASE}/setStatus`,
      token: admin,
      payload: { id: operator, status: 1 },
    });
    expect(on.body.code).toBe(0);
  });

  it('is refused without a session, to other consoles, to the operator role, and 404 for no such account', async () => {
    const admin = await ctx.loginAdmin();
    const operator = await ctx.loginAdmin(DEMO.operator);
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    for (const [token, status] of [
      [undefined, 401],
      [operator, 403],
      [agent, 403],
      [customer, 403],
    ] as const) {
      const answer = await ctx.call({ method: 'GET', url: `${BASE}/explain?id=1`, token });
      expect(answer.status).toBe(status);
    }
    const missing = await ctx.call({ method: 'GET', url: `${BASE}/explain?id=999999`, token: admin });
    expect([missing.status, missing.body.msg]).toEqual([404, 'account not found']);
    for (const query of ['', 'id=abc', 'id=0', `id=1&target=${'x'.repeat(201)}`]) {
      const answer = await ctx.call({ method: 'GET', url: `${BASE}/explain?${query}`, token: admin });
      expect(answer.status).toBe(400);
    }
  });
});
