import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/admin/system/menu';

type Item = {
  id: number;
  parent_id: number;
  permission_mark: string;
  permission_name: string;
  route: string;
  sort: number;
  icon: string;
  built_in: boolean;
  children_count: number;
};

async function tree(token: string, audience = 'admin') {
  return (await ctx.call({ method: 'GET', url: `${BASE}/getTree?audience=${audience}`, token })).body
    .data as Item[];
}
const byMark = (items: Item[], mark: string) => items.find((item) => item.permission_mark === mark) as Item;
const post = (token: string, action: string, payload: object) =>
  ctx.call({ method: 'POST', url: `${BASE}/${action}`, token, payload });

const group = {
  audience: 'admin',
  parent_id: 0,
  permission_name: '运营工具',
  permission_mark: 'admin.ops',
  route: '/ops',
  icon: 'RocketOutlined',
};

describe('the menu editor', () => {
  it('creates a group and a page under it with an icon; a role holder gets it on the next request; delete takes its grants', async () => {
    const admin = await ctx.loginAdmin();
    const created = await post(admin, 'create', group);
    expect(created.body).toMatchObject({ code: 0, msg: 'menu created', data: { built_in: false } });
    const page = await post(admin, 'create', {
      audience: 'admin',
      parent_id: created.body.data.id,
      permission_name: '订单导出',
      permission_mark: 'admin.ops.orders',
      component: 'admin/order/list',
      route: '/ops/orders',
      icon: 'ExportOutlined',
      sort: 5,
      badge: 'New',
      badge_color: '#52c41a',
      keep_alive: 1,
    });
    expect(page.body).toMatchObject({
      code: 0,
      data: { parent_id: created.body.data.id, icon: 'ExportOutlined', keep_alive: 1, badge: 'New' },
    });

    // the tree lists it under its parent; the list finds it by route
    const nodes = await tree(admin);
    expect(byMark(nodes, 'admin.ops').children_count).toBe(1);
    const found = await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=/ops/orders`, token: admin });
    expect(found.body.count).toBe(1);
    expect((found.body.data as Item[]).map((item) => item.permission_mark)).toEqual([
      'admin.ops',
      'admin.ops.orders',
    ]);

    // the super admin's role holds every entry, new ones too; the operator's role gets them granted, and an
    // operator sees them in its menus at once
    const adminMenus = (await ctx.call({ method: 'GET', url: '/api/auth/user', token: admin })).body.data
      .menus as { permission_mark: string; icon: string }[];
    expect(adminMenus.filter((menu) => menu.permission_mark.startsWith('admin.ops'))).toEqual([
      expect.objectContaining({ permission_mark: 'admin.ops', icon: 'RocketOutlined' }),
      expect.objectContaining({ permission_mark: 'admin.ops.orders', icon: 'ExportOutlined' }),
    ]);
    const role = await ctx.db
      .selectFrom('roles')
      .select('id')
      .where('role_code', '=', 'platform_operator')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('role_menus')
      .values([
        { role_id: role.id, menu_id: created.body.data.id },
        { role_id: role.id, menu_id: page.body.data.id },
      ])
      .execute();
    const operator = await ctx.loginAdmin(DEMO.operator);
    const menusOf = async () =>
      (
        (await ctx.call({ method: 'GET', url: '/api/auth/user', token: operator })).body.data.menus as {
          permission_mark: string;
          permission_name: string;
        }[]
      ).filter((menu) => menu.permission_mark.startsWith('admin.ops'));
    expect((await menusOf()).map((menu) => menu.permission_mark)).toEqual(['admin.ops', 'admin.ops.orders']);

    const renamed = await post(admin, 'update', {
      ...group,
      audience: undefined,
      id: page.body.data.id,
      parent_id: created.body.data.id,
      permission_name: '订单导出（新）',
      permission_mark: 'admin.ops.orders',
      component: 'admin/order/list',
      route: '/ops/orders',
      icon: 'ExportOutlined',
    });
    expect(renamed.body).toMatchObject({ code: 0, msg: 'menu saved' });
    expect((await menusOf()).map((menu) => menu.permission_name)).toContain('订单导出（新）');

    // a parent with children is not deleted, with the reason; the child goes with its grants
    const held = await post(admin, 'delete', { id: created.body.data.id });
    expect([held.status, held.body.msg]).toEqual([
      400,
      'this entry has 1 entries under it; move or delete them first',
    ]);
    const deleted = await post(admin, 'delete', { id: page.body.data.id });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'menu deleted' });
    const grants = await ctx.db
      .selectFrom('role_menus')
      .select('menu_id')
      .where('menu_id', '=', page.body.data.id)
      .execute();
    expect(grants).toEqual([]);
    expect((await menusOf()).map((menu) => menu.permission_mark)).toEqual(['admin.ops']);

    // every change is in the audit log, with what was asked
    const audited = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'status_code', 'summary'])
      .where('route', 'like', `${BASE}/%`)
      .where('status_code', '=', 200)
      .execute();
    expect(audited.map((row) => row.route)).toEqual(
      expect.arrayContaining([`${BASE}/create`, `${BASE}/update`, `${BASE}/delete`]),
    );
    expect(audited.find((row) => row.route === `${BASE}/delete`)?.summary).toContain(
      String(page.body.data.id),
    );
  });

  it('lists every console as a tree paged by top-level entries', async () => {
    const admin = await ctx.loginAdmin();
    for (const audience of ['admin', 'agent', 'customer']) {
      const all = await tree(admin, audience);
      const roots = all.filter((item) => item.parent_id === 0).length;
      const page = await ctx.call({
        method: 'GET',
        url: `${BASE}/getList?audience=${audience}&limit=100`,
        token: admin,
      });
      expect([audience, page.body.count, (page.body.data as Item[]).length]).toEqual([
        audience,
        roots,
        all.length,
      ]);
    }
    const customer = await tree(admin, 'customer');
    expect(byMark(customer, 'customer.tool.screen').parent_id).toBe(byMark(customer, 'customer.tool').id);
    const first = await ctx.call({ method: 'GET', url: `${BASE}/getList?limit=2`, token: admin });
    expect((first.body.data as Item[]).filter((item) => item.parent_id === 0)).toHaveLength(2);
  });

  it('lets an operator change the presentation of a built-in entry, not what the catalogue owns', async () => {
    const admin = await ctx.loginAdmin();
    const role = byMark(await tree(admin), 'admin.system.role');
    // the list names the matching entry beside its group
    const listed = (
      await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=admin.system.role`, token: admin })
    ).body.data as (Item & { create_time: string; update_time: string })[];
    const full = listed.find(
      (item) => item.permission_mark === 'admin.system.role',
    ) as (typeof listed)[number];
    const { id, create_time, update_time, built_in, children_count, ...fields } = full;
    const renamed = await post(admin, 'update', { id, ...fields, permission_name: '角色权限', hide: 1 });
    expect(renamed.body).toMatchObject({ code: 0, data: { permission_name: '角色权限', hide: 1 } });
    const stored = await ctx.db
      .selectFrom('menus')
      .select('operator_fields')
      .where('id', '=', role.id)
      .executeTakeFirstOrThrow();
    expect(stored.operator_fields).toEqual(['hide', 'permission_name']);

    for (const [change, field] of [
      [{ route: '/roles' }, 'route'],
      [{ permission_mark: 'admin.roles' }, 'permission_mark'],
      [{ component: 'admin/system/user' }, 'component'],
    ] as const) {
      const refused = await post(admin, 'update', { id, ...fields, ...change });
      expect([refused.status, refused.body.msg]).toEqual([
        400,
        `the ${field} of a built-in entry comes with the product and cannot be changed`,
      ]);
    }
    const builtIn = await post(admin, 'delete', { id });
    expect([builtIn.status, builtIn.body.msg]).toEqual([
      400,
      'built-in entries come with the product and cannot be deleted; hide them instead',
    ]);
  });

  it('reorders by one call: new parents and sorts, checked together', async () => {
    const admin = await ctx.loginAdmin();
    const a = (await post(admin, 'create', { ...group, permission_mark: 'admin.a', route: '/a' })).body.data;
    const b = (await post(admin, 'create', { ...group, permission_mark: 'admin.b', route: '/b' })).body.data;
    const library = byMark(await tree(admin), 'admin.library');

    const moved = await post(admin, 'reorder', {
      audience: 'admin',
      moves: [
        { id: b.id, parent_id: a.id, sort: 10 },
        { id: library.id, parent_id: a.id, sort: 30 },
      ],
    });
    expect(moved.body).toMatchObject({ code: 0, msg: 'menu order saved' });
    const after = await tree(admin);
    expect([byMark(after, 'admin.b').parent_id, byMark(after, 'admin.library').parent_id]).toEqual([
      a.id,
      a.id,
    ]);
    // a built-in menu moved by the operator: its parent and sort are the operator's now
    const stored = await ctx.db
      .selectFrom('menus')
      .select('operator_fields')
      .where('id', '=', library.id)
      .executeTakeFirstOrThrow();
    expect(stored.operator_fields).toEqual(['parent_id', 'sort']);

    const before = await ctx.db.selectFrom('menus').selectAll().orderBy('id').execute();
    const permission = byMark(after, 'admin.customer.list');
    for (const [moves, status, message] of [
      [
        [{ id: a.id, parent_id: b.id, sort: 0 }],
        400,
        'an entry cannot be moved under itself or its own entries',
      ],
      [
        [{ id: b.id, parent_id: permission.id, sort: 0 }],
        400,
        'the parent must be a menu of the same console',
      ],
      [
        [{ id: permission.id, parent_id: a.id, sort: 0 }],
        400,
        'the parent_id of a built-in entry comes with the product and cannot be changed',
      ],
      [
        [
          { id: a.id, parent_id: 0, sort: 1 },
          { id: a.id, parent_id: 0, sort: 2 },
        ],
        400,
        'each entry may be moved once',
      ],
      [[{ id: 999_999, parent_id: 0, sort: 0 }], 404, 'menu not found'],
      [[], 400, 'moves: nothing to move'],
    ] as const) {
      const refused = await post(admin, 'reorder', { audience: 'admin', moves });
      expect([refused.status, refused.body.msg]).toEqual([status, message]);
    }
    // an agent entry is not an admin one
    const agentMenu = byMark(await tree(admin, 'agent'), 'agent.site');
    const other = await post(admin, 'reorder', {
      audience: 'admin',
      moves: [{ id: agentMenu.id, parent_id: 0, sort: 0 }],
    });
    expect([other.status, other.body.msg]).toEqual([404, 'menu not found']);
    expect(await ctx.db.selectFrom('menus').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('refuses bad input with the reason, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const nodes = await tree(admin);
    const permission = byMark(nodes, 'admin.customer.list');
    const before = await countRows(ctx.db, 'menus');
    for (const [payload, message] of [
      [
        { component: 'admin/unknown', route: '/x' },
        'the component admin/unknown is not a page of this console',
      ],
      [
        { component: 'customer/activity', route: '/x' },
        'the component customer/activity is not a page of this console',
      ],
      [{ icon: 'NotAnIconOutlined' }, 'icon must be an outlined antd icon name'],
      [{ icon: 'HomeFilled' }, 'icon: icon must be an outlined antd icon name'],
      [{ permission_mark: 'admin.index' }, 'the mark admin.index is already used in this console'],
      [{ route: '/index' }, 'another entry under this parent has the route /index'],
      [{ route: '' }, 'a menu needs a route'],
      [{ route: 'no-slash' }, 'route: menu route must start with / and have no spaces'],
      [{ menu_type: 1 }, 'a permission string has no component or route'],
      [{ menu_type: 4 }, 'programme entries belong to the customer console'],
      [{ menu_type: 2 }, 'menu_type: menu_type must be 0 (menu), 1 (permission) or 4 (programme)'],
      [{ requires_partner: 1 }, 'only customer menus can be partner-only'],
      [{ parent_id: permission.id }, 'the parent must be a menu of the same console'],
      [{ parent_id: 999_999 }, 'the parent must be a menu of the same console'],
      [{ permission_name: '' }, 'permission_name: menu name is required'],
      [
        { permission_mark: 'has space' },
        'permission_mark: menu mark must be letters, digits, _ or - in parts joined by dots',
      ],
      [{ badge_color: 'green' }, 'badge_color: badge colour must be a colour like #52c41a'],
      [{ sort: -1 }, 'sort: sort must be a whole number from 0'],
      [{ hide: 2 }, 'hide: hide must be 0 or 1'],
    ] as const) {
      const answer = await post(admin, 'create', { ...group, permission_mark: 'admin.bad', ...payload });
      expect([JSON.stringify(payload), answer.status, answer.body.msg]).toEqual([
        JSON.stringify(payload),
        400,
        message,
      ]);
    }
    for (const [action, payload] of [
      ['update', { ...group, id: 999_999 }],
      ['delete', { id: 999_999 }],
    ] as const) {
      const missing = await post(admin, action, payload);
      expect([action, missing.status, missing.body.msg]).toEqual([action, 404, 'menu not found']);
    }
    // in the user's language
    const chinese = await ctx.call({
      method: 'POST',
      url: `${BASE}/create`,
      token: admin,
      headers: { 'accept-language': 'zh_CN' },
      payload: { ...group, component: 'admin/unknown' },
    });
    expect(chinese.body.msg).toBe('组件 admin/unknown 不是此控制台的页面');
    expect(await countRows(ctx.db, 'menus')).toBe(before);
  });

  it('is refused without a session, to other consoles and without the grants', async () => {
    const operator = await ctx.loginAdmin(DEMO.operator);
    for (const token of [undefined, operator, await ctx.loginAgent(), await ctx.loginCustomer()]) {
      const answer = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token });
      expect(answer.status).toBe(token ? 403 : 401);
    }
    const before = await countRows(ctx.db, 'menus');
    for (const [action, payload] of [
      ['create', group],
      ['update', { ...group, id: 1 }],
      ['reorder', { audience: 'admin', moves: [{ id: 1, parent_id: 0, sort: 0 }] }],
      ['delete', { id: 1 }],
    ] as const) {
      const answer = await post(operator, action, payload);
      expect([action, answer.status]).toEqual([action, 403]);
    }
    // the page without the element permissions: it reads, it does not write
    const admin = await ctx.loginAdmin();
    const readOnly = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/role/create',
      token: admin,
      payload: {
        role_code: 'menu_reader',
        role_name: '菜单只读',
        menu_ids: [byMark(await tree(admin), 'admin.system.menu').id],
      },
    });
    expect(readOnly.body.code).toBe(0);
    await ctx.call({
      method: 'POST',
      url: '/api/admin/system/user/create',
      token: admin,
      payload: {
        username: 'menu-reader',
        nickname: '只读',
        role_ids: [readOnly.body.data.id],
        password: 'Tree-Viewer-Pass-7',
      },
    });
    const login = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'menu-reader', password: 'Tree-Viewer-Pass-7', audience: 'admin' },
    });
    const reader = login.body.data.access_token as string;
    expect((await ctx.call({ method: 'GET', url: `${BASE}/getList`, token: reader })).status).toBe(200);
    expect((await post(reader, 'create', group)).status).toBe(403);
    expect(await countRows(ctx.db, 'menus')).toBe(before);
  });
});
