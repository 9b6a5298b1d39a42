import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '#web/shell/menuRoutes';
import { menuItem } from '#web/test/menuItem';
import { homeTabOf, pageRouteAt, pageRoutesOf, redirectTarget, tabAt } from './routeTab';

const routes: MenuRoute[] = [
  {
    kind: 'page',
    path: '/index',
    title: 'Home',
    component: 'admin/index',
    item: menuItem({ opid: 1, keep_alive: 1 }),
  },
  {
    kind: 'page',
    path: '/user/message',
    title: 'Messages',
    component: 'shared/message',
    item: menuItem({ opid: 2 }),
  },
  { kind: 'redirect', path: '/menu', title: 'Menus', to: '/menu/activity' },
];
const pages = pageRoutesOf(routes);

describe('route tabs', () => {
  it('are made of page routes only', () => {
    expect(pages.map((route) => route.path)).toEqual(['/index', '/user/message']);
    expect(pageRouteAt(pages, '/menu')).toBeNull();
    expect(pageRouteAt(pages, '/nowhere')).toBeNull();
  });

  it('take the route as key, the location as path and full path, and keepAlive from the menu entry', () => {
    expect(tabAt(pages, { pathname: '/user/message', search: '?type=todo' }, '/index')).toEqual({
      key: '/user/message',
      fullPath: '/user/message?type=todo',
      path: '/user/message',
      title: 'Messages',
      closable: true,
      meta: { keepAlive: false },
    });
    expect(tabAt(pages, { pathname: '/index', search: '' }, '/index')).toMatchObject({
      closable: false,
      meta: { keepAlive: true },
    });
    expect(tabAt(pages, { pathname: '/404', search: '' }, '/index')).toBeNull();
  });

  it('give the home route a tab that cannot close, with its query', () => {
    expect(homeTabOf(pages, '/user/message?type=notice')).toMatchObject({
      key: '/user/message',
      fullPath: '/user/message?type=notice',
      path: '/user/message',
      closable: false,
    });
    expect(homeTabOf(pages, null)).toBeNull();
    expect(homeTabOf(pages, '/menu')).toBeNull();
  });

  it('read where a reload returns to', () => {
    expect(redirectTarget('/redirect/user/message')).toBe('/user/message');
    expect(redirectTarget('/redirect')).toBeNull();
    expect(redirectTarget('/user/message')).toBeNull();
  });
});
