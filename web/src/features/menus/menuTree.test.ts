import type { MenuEditorItem } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { branchIds, inTreeOrder, moveMenu, movesBetween, nestMenus } from './menuTree';

const item = (id: number, parentId: number, sort: number, extra: Partial<MenuEditorItem> = {}) =>
  ({
    id,
    parent_id: parentId,
    permission_name: `m${id}`,
    permission_mark: `admin.m${id}`,
    component: '',
    route: `/m${id}`,
    icon: '',
    hide: 0,
    menu_type: 0,
    sort,
    badge: '',
    badge_color: '',
    keep_alive: 0,
    requires_partner: 0,
    built_in: false,
    children_count: 0,
    create_time: '',
    update_time: '',
    ...extra,
  }) satisfies MenuEditorItem;

// 1 ─ 2, 3(permission, built-in) ; 4 ; 5
const items = [
  item(1, 0, 10),
  item(2, 1, 10),
  item(3, 1, 20, { menu_type: 1, built_in: true, route: '' }),
  item(4, 0, 20),
  item(5, 0, 30),
];

describe('the menu tree', () => {
  it('nests a depth-first list and names its branches', () => {
    const roots = nestMenus(items);
    expect(roots.map((node) => [node.id, node.children?.map((child) => child.id)])).toEqual([
      [1, [2, 3]],
      [4, undefined],
      [5, undefined],
    ]);
    expect(branchIds(items)).toEqual([1]);
  });

  it('moves an entry before, after or inside another and renumbers the new siblings only', () => {
    const before = moveMenu(items, 5, 4, 'before');
    expect(inTreeOrder(before ?? []).map((node) => node.id)).toEqual([1, 2, 3, 5, 4]);
    expect(movesBetween(items, before ?? [])).toEqual([
      { id: 4, parent_id: 0, sort: 30 },
      { id: 5, parent_id: 0, sort: 20 },
    ]);
    const inside = moveMenu(items, 4, 1, 'inside');
    expect(movesBetween(items, inside ?? [])).toEqual([
      { id: 2, parent_id: 1, sort: 20 },
      { id: 3, parent_id: 1, sort: 30 },
      { id: 4, parent_id: 1, sort: 10 },
    ]);
    expect(movesBetween(items, moveMenu(items, 2, 1, 'inside') ?? [])).toEqual([]);
  });

  it('refuses a drop under itself, inside a permission, or a built-in permission leaving its page', () => {
    expect(moveMenu(items, 1, 2, 'inside')).toBeNull();
    expect(moveMenu(items, 1, 1, 'after')).toBeNull();
    expect(moveMenu(items, 4, 3, 'inside')).toBeNull();
    expect(moveMenu(items, 3, 4, 'after')).toBeNull();
    expect(moveMenu(items, 3, 2, 'before')).not.toBeNull();
  });
});
