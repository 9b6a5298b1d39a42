import type { MenuItem } from '@onsite/contracts';
import { REDIRECT_PREFIX } from '#web/shell/tabs/routeTab';

export type PublicEntry = Pick<MenuItem, 'opid' | 'permission_mark' | 'permission_name' | 'route'> &
  Partial<MenuItem>;

// Spec §2 public customer pages, without their titles: which paths a visitor may open is part of the
// login screen's console; the menus with their titles (publicMenus.ts) come with the session (issue 19).
// Fixed entries use negative ids so they never collide with the server's menu ids.
export const publicEntries: PublicEntry[] = [
  {
    opid: -1,
    permission_mark: 'customer.programme',
    permission_name: 'Programmes',
    route: '/programme',
    component: 'customer/programme',
    icon: 'BulbOutlined',
  },
  {
    opid: -2,
    permission_mark: 'customer.tool',
    permission_name: 'Tools',
    route: '/tool',
    icon: 'ToolOutlined',
  },
  ...(
    [
      ['screen', 1],
      ['software', 2],
      ['microstation_micro', 5],
      ['microstation_live', 6],
      ['meeting', 8],
      ['assessment', 9],
    ] as const
  ).map(([tool, sort]) => ({
    opid: -10 - sort,
    parent_id: -2,
    sort,
    permission_mark: `customer.tool.${tool}`,
    permission_name: tool,
    route: `/tool/${tool}`,
    component: `customer/tool/${tool}`,
  })),
  {
    opid: -20,
    parent_id: -2,
    sort: 20,
    permission_mark: 'customer.tool.inside',
    permission_name: 'inside',
    route: '/tool/inside',
    component: 'customer/tool/inside',
    hide: 1,
  },
  {
    opid: -30,
    permission_mark: 'customer.programme_detail',
    permission_name: 'Programme details',
    route: '/programme_detail',
    component: 'customer/programme_detail',
    hide: 1,
  },
  {
    opid: -31,
    permission_mark: 'customer.programme_h5_detail',
    permission_name: 'Programme details (mobile)',
    route: '/programme_h5_detail',
    component: 'customer/programme_h5_detail',
    hide: 1,
  },
  {
    opid: -32,
    permission_mark: 'customer.programme_theme',
    permission_name: 'Programme theme',
    route: '/programme_theme',
    component: 'customer/programme_theme',
    hide: 1,
  },
  ...['detail', 'service', 'about', 'user_agreement', 'privacy_policy', 'help_center', 'vip_agreement'].map(
    (mark, index) => ({
      opid: -40 - index,
      // each page its own title, so its tab says which page it is
      permission_mark: `customer.essay.${mark}`,
      permission_name: 'Articles',
      route: `/essay/${mark}`,
      component: 'customer/essay',
      hide: 1,
    }),
  ),
];

const PUBLIC_PATHS = new Set(['/', '/tool', ...publicEntries.map((item) => item.route)]);

/** Pages a visitor may open without logging in (spec §2 "Public routes"); '/' leads to /programme. */
export function isPublicPath(path: string): boolean {
  // A tab's reload passes through /redirect{path}: public when the page it returns to is.
  const target = path.startsWith(`${REDIRECT_PREFIX}/`) ? path.slice(REDIRECT_PREFIX.length) : path;
  return PUBLIC_PATHS.has(target.replace(/\/+$/, '') || '/');
}
