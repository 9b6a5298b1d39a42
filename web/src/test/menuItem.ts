import type { MenuItem } from '@onsite/contracts';

/** A menu row as the server sends it, with only the fields a test cares about given. */
export function menuItem(fields: Partial<MenuItem> & Pick<MenuItem, 'opid'>): MenuItem {
  return {
    parent_id: 0,
    permission_name: `Entry ${fields.opid}`,
    permission_mark: `test.${fields.opid}`,
    component: '',
    route: '',
    icon: '',
    hide: 0,
    menu_type: 0,
    sort: 0,
    badge: '',
    badge_color: '',
    keep_alive: 0,
    create_time: '',
    update_time: '',
    ...fields,
  };
}
