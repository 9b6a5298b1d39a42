import { describe, expect, it } from 'vitest';
import { menuItem } from '#web/test/menuItem';
import {
  activeMenuChain,
  buildMenuTree,
  firstMenuPath,
  menuRoutesOf,
  resolveMenuPath,
  visibleMenu,
  withFixedRoutes,
} from './menuRoutes';

const titleOf = (item: { permission_name: string }) => item.permission_name;

const adminMenus = [
  menuItem({ opid: 1, permission_name: 'Home', route: '/index', component: 'admin/index', sort: 1 }),
  menuItem({ opid: 2, permission_name: 'Channels', route: '/partner', component: 'admin/partner', sort: 2 }),
  menuItem({ opid: 3, permission_name: 'Menus', route: '/menu', sort: 3 }),
  menuItem({
    opid: 4,
    parent_id: 3,
    permission_name: 'Activity menus',
    route: '/menu/activity',
    component: 'admin/menu/activity',
  }),
  menuItem({
    opid: 5,
    permission_name: 'Profile',
    route: '/user/profile',
    component: 'admin/user/profile',
    hide: 1,
    sort: 4,
  }),
  menuItem({
    opid: 6,
    parent_id: 2,
    permission_name: 'List agents',
    menu_type: 1,
    permission_mark: 'admin.agent.list',
  }),
];

describe('buildMenuTree', () => {
  it('nests entries by parent_id and orders them by sort, then id', () => {
    const tree = buildMenuTree(
      [
        menuItem({ opid: 10, sort: 2, route: '/b' }),
        menuItem({ opid: 11, sort: 1, route: '/a' }),
        menuItem({ opid: 12, sort: 1, route: '/c' }),
        menuItem({ opid: 13, parent_id: 10, route: 'child' }),
      ],
      titleOf,
    );
    expect(tree.map((node) => node.path)).toEqual(['/a', '/c', '/b']);
    expect(tree[2].children.map((node) => node.path)).toEqual(['/b/child']);
  });

  it('keeps permission strings out of the tree; menu (0) and programme (4) entries stay', () => {
    const tree = buildMenuTree(
      [
        ...adminMenus,
        menuItem({ opid: 7, menu_type: 4, route: '/programme?category=annual', component: 'x' }),
      ],
      titleOf,
    );
    const ids = (nodes: typeof tree): number[] =>
      nodes.flatMap((node) => [node.item.opid, ...ids(node.children)]);
    expect(ids(tree)).not.toContain(6);
    expect(ids(tree)).toContain(7);
  });

  it('makes an entry whose parent is missing a root, and survives a parent cycle', () => {
    const tree = buildMenuTree(
      [
        menuItem({ opid: 1, parent_id: 99, route: '/orphan' }),
        menuItem({ opid: 2, parent_id: 3, route: '/x' }),
        menuItem({ opid: 3, parent_id: 2, route: '/y' }),
      ],
      titleOf,
    );
    expect(tree.map((node) => node.path)).toEqual(['/orphan']);
  });

  it('marks the children of a hidden entry hidden too', () => {
    const tree = buildMenuTree(
      [
        menuItem({ opid: 1, route: '/a', hide: 1, component: 'a' }),
        menuItem({ opid: 2, parent_id: 1, route: 'b' }),
      ],
      titleOf,
    );
    expect(tree[0].children[0].hidden).toBe(true);
  });
});

describe('resolveMenuPath', () => {
  it('joins relative routes to the parent, keeps absolute ones and moves a query to the link', () => {
    expect(resolveMenuPath('/tool', 'screen')).toEqual({ path: '/tool/screen', link: '/tool/screen' });
    expect(resolveMenuPath('/tool', '/tool/meeting/')).toEqual({
      path: '/tool/meeting',
      link: '/tool/meeting',
    });
    expect(resolveMenuPath('', '/programme?category=annual')).toEqual({
      path: '/programme',
      link: '/programme?category=annual',
    });
    expect(resolveMenuPath('/x', '  ')).toEqual({ path: '', link: '' });
  });
});

describe('menuRoutesOf', () => {
  const tree = buildMenuTree(adminMenus, titleOf);
  const routes = menuRoutesOf(tree);

  it('routes every page, hidden ones included', () => {
    expect(routes.filter((route) => route.kind === 'page').map((route) => route.path)).toEqual([
      '/index',
      '/partner',
      '/menu/activity',
      '/user/profile',
    ]);
  });

  it('sends a group with a route to its first visible page', () => {
    expect(routes).toContainEqual({ kind: 'redirect', path: '/menu', title: 'Menus', to: '/menu/activity' });
  });

  it('gives a path to the first entry that claims it (programme categories share their page)', () => {
    const shared = menuRoutesOf(
      buildMenuTree(
        [
          menuItem({
            opid: 1,
            route: '/programme',
            component: 'customer/programme',
            permission_name: 'Programmes',
          }),
          menuItem({
            opid: 2,
            parent_id: 1,
            menu_type: 4,
            route: '/programme?category=a',
            component: 'customer/programme',
          }),
        ],
        titleOf,
      ),
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ path: '/programme', title: 'Programmes' });
  });

  it('adds fixed routes only where the menus leave the path free', () => {
    const fixed = menuRoutesOf(
      buildMenuTree(
        [
          menuItem({ opid: -1, route: '/partner', component: 'other', permission_name: 'Other' }),
          menuItem({ opid: -2, route: '/essay/about', component: 'customer/essay' }),
        ],
        titleOf,
      ),
    );
    const merged = withFixedRoutes(routes, fixed);
    expect(merged.find((route) => route.path === '/partner')).toMatchObject({ title: 'Channels' });
    expect(merged.map((route) => route.path)).toContain('/essay/about');
  });
});

describe('menu views', () => {
  const tree = buildMenuTree(adminMenus, titleOf);

  it('shows only visible entries in the side menu', () => {
    const titles = (nodes: ReturnType<typeof visibleMenu>): string[] =>
      nodes.flatMap((node) => [node.title, ...titles(node.children)]);
    expect(titles(visibleMenu(tree))).toEqual(['Home', 'Channels', 'Menus', 'Activity menus']);
  });

  it('finds the home page and the active chain', () => {
    expect(firstMenuPath(tree)).toBe('/index');
    expect(activeMenuChain(tree, '/menu/activity').map((node) => node.title)).toEqual([
      'Menus',
      'Activity menus',
    ]);
    expect(activeMenuChain(tree, '/partner/detail/3').map((node) => node.title)).toEqual(['Channels']);
    expect(activeMenuChain(tree, '/elsewhere')).toEqual([]);
  });

  it('matches an entry with a query only on that query', () => {
    const programmes = buildMenuTree(
      [
        menuItem({ opid: 1, route: '/programme', component: 'p', permission_name: 'All' }),
        menuItem({
          opid: 2,
          parent_id: 1,
          menu_type: 4,
          route: '/programme?category=a',
          permission_name: 'A',
        }),
      ],
      titleOf,
    );
    expect(activeMenuChain(programmes, '/programme', '?category=a').map((node) => node.title)).toEqual([
      'All',
      'A',
    ]);
    expect(activeMenuChain(programmes, '/programme', '?category=b').map((node) => node.title)).toEqual([
      'All',
    ]);
  });
});
