import { isOperatorField, type MenuEditorItem, MenuType } from '@onsite/contracts';

/** An entry with the entries under it (antd's tree table and Tree read `children`). */
export type MenuNode = MenuEditorItem & { children?: MenuNode[] };

/**
 * Nests a depth-first list (what the list and tree routes answer) by parent_id, keeping its order. An entry
 * whose parent is not in the list stands at the top level.
 */
export function nestMenus(items: readonly MenuEditorItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(items.map((item) => [item.id, { ...item }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parent_id);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** The ids of the entries that have entries under them (what "expand all" opens). */
export const branchIds = (items: readonly MenuEditorItem[]): number[] => {
  const parents = new Set(items.map((item) => item.parent_id));
  return items.filter((item) => parents.has(item.id)).map((item) => item.id);
};

/** An entry and every entry under it. */
export function subtreeIds(items: readonly MenuEditorItem[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of items) {
      if (ids.has(item.parent_id) && !ids.has(item.id)) {
        ids.add(item.id);
        grew = true;
      }
    }
  }
  return ids;
}

export type DropPlace = 'inside' | 'before' | 'after';

/** Whether a built-in entry keeps its catalogue parent (a permission string belongs to its page). */
export const keepsParent = (item: Pick<MenuEditorItem, 'built_in' | 'menu_type'>) =>
  item.built_in && !isOperatorField('parent_id', item.menu_type);

/**
 * The list after dragging `dragId` inside, before or after `dropId`: the dragged entry takes its new
 * parent, and the entries of that parent are numbered 10, 20, … in their new order. Null when the drop is
 * not allowed: onto itself or under its own entries, inside something that is not a menu, or a built-in
 * permission string leaving its page.
 */
export function moveMenu(
  items: readonly MenuEditorItem[],
  dragId: number,
  dropId: number,
  place: DropPlace,
): MenuEditorItem[] | null {
  const drag = items.find((item) => item.id === dragId);
  const drop = items.find((item) => item.id === dropId);
  if (!drag || !drop || subtreeIds(items, dragId).has(dropId)) return null;
  const parentId = place === 'inside' ? drop.id : drop.parent_id;
  if (place === 'inside' && drop.menu_type !== MenuType.menu) return null;
  if (keepsParent(drag) && parentId !== drag.parent_id) return null;
  const siblings = items
    .filter((item) => item.parent_id === parentId && item.id !== dragId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const at =
    place === 'inside' ? 0 : siblings.findIndex((item) => item.id === dropId) + (place === 'after' ? 1 : 0);
  siblings.splice(at, 0, { ...drag, parent_id: parentId });
  const placed = new Map(siblings.map((item, index) => [item.id, { ...item, sort: (index + 1) * 10 }]));
  return items.map((item) => placed.get(item.id) ?? item);
}

/** What the reorder call writes: each entry whose parent or sort differs from the stored one. */
export function movesBetween(
  stored: readonly MenuEditorItem[],
  moved: readonly MenuEditorItem[],
): { id: number; parent_id: number; sort: number }[] {
  const before = new Map(stored.map((item) => [item.id, item]));
  return moved
    .filter((item) => {
      const old = before.get(item.id);
      return old && (old.parent_id !== item.parent_id || old.sort !== item.sort);
    })
    .map((item) => ({ id: item.id, parent_id: item.parent_id, sort: item.sort }));
}

/** The list in tree order (each entry followed by the entries under it, by sort), for showing a moved list. */
export function inTreeOrder(items: readonly MenuEditorItem[]): MenuEditorItem[] {
  const children = new Map<number, MenuEditorItem[]>();
  const ids = new Set(items.map((item) => item.id));
  for (const item of items) {
    const parent = ids.has(item.parent_id) ? item.parent_id : 0;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const walk = (parent: number): MenuEditorItem[] =>
    [...(children.get(parent) ?? [])]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .flatMap((item) => [item, ...walk(item.id)]);
  return walk(0);
}
