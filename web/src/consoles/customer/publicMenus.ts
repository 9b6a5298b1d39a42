import { type MenuItem, MenuType } from '@onsite/contracts';
import { menuTitles } from '#web/i18n/locales/menuTitles';
import { publicEntries } from './publicPaths';

export { isPublicPath } from './publicPaths';

/**
 * Spec §2 public customer pages: a visitor's menu, and routes that exist for a signed-in customer too
 * where the server's menus leave them out.
 */
export const publicMenus: MenuItem[] = publicEntries.map((entry) => ({
  parent_id: 0,
  component: '',
  icon: '',
  hide: 0,
  menu_type: MenuType.menu,
  sort: 0,
  badge: '',
  badge_color: '',
  keep_alive: 0,
  create_time: '',
  update_time: '',
  ...entry,
  // the catalogue's name of the mark, which the shell shows in the reader's language (a name it does not
  // know, such as a bare tool mark, it would show as is)
  permission_name: menuTitles.zh_CN[entry.permission_mark] ?? entry.permission_name,
}));
