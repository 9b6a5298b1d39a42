import {
  type Audience,
  isOperatorField,
  MENU_MAX_PER_CONSOLE,
  type MenuEditorItem,
  MenuType,
  pageKeysOf,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Menu } from '#server/db/schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { isBasicIconName } from '#server/modules/material/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { builtInRoles } from '#server/seed/menu-catalogue.ts';
import * as repository from './menus.repository.ts';

/**
 * The menu editor's rules (decision "menu editor"): entries of the three consoles, built-in ones (the
 * catalogue's) changeable in their presentation only, a tree whose parents are menus, one mark per console
 * and one route per parent. Holders read menus per request, so a change shows on their next one.
 */

export function toEditorItem(menu: Menu, childrenCount: number): MenuEditorItem {
  const { opid, ...item } = repository.toMenuItem(menu);
  return {
    ...item,
    id: opid,
    requires_partner: menu.requires_partner,
    built_in: menu.built_in,
    children_count: childrenCount,
  };
}

/** A console's entries as a tree: children by parent (an entry whose parent is gone counts as top level). */
function treeOf(menus: readonly Menu[]) {
  const ids = new Set(menus.map((menu) => menu.id));
  const parentOf = (menu: Menu) => (ids.has(menu.parent_id) ? menu.parent_id : 0);
  const children = new Map<number, Menu[]>();
  for (const menu of menus) children.set(parentOf(menu), [...(children.get(parentOf(menu)) ?? []), menu]);
  const item = (menu: Menu) => toEditorItem(menu, children.get(menu.id)?.length ?? 0);
  return { children, item };
}

/** Every entry of a console (for the parent picker and the reorder tree), in menu order. */
export async function consoleTree(db: Db, audience: Audience): Promise<MenuEditorItem[]> {
  const menus = await repository.consoleMenus(db, audience);
  const { children, item } = treeOf(menus);
  const walk = (parentId: number): MenuEditorItem[] =>
    (children.get(parentId) ?? []).flatMap((menu) => [item(menu), ...walk(menu.id)]);
  return walk(0);
}

/**
 * A page of a console's tree: `limit` top-level entries, each followed by every entry under it (depth
 * first); `total` counts top-level entries. A keyword keeps the entries whose name, route or mark contains
 * it, with their ancestors.
 */
export async function listMenus(
  db: Db,
  query: { audience: Audience; keyword?: string; page: number; limit: number },
): Promise<{ rows: MenuEditorItem[]; total: number }> {
  const menus = await repository.consoleMenus(db, query.audience);
  const { children, item } = treeOf(menus);
  const needle = query.keyword?.trim().toLowerCase() ?? '';
  const shown = (menu: Menu): boolean =>
    needle === '' ||
    [menu.permission_name, menu.route, menu.permission_mark].some((text) =>
      text.toLowerCase().includes(needle),
    ) ||
    (children.get(menu.id) ?? []).some(shown);
  const walk = (parentId: number): MenuEditorItem[] =>
    (children.get(parentId) ?? []).filter(shown).flatMap((menu) => [item(menu), ...walk(menu.id)]);
  const roots = (children.get(0) ?? []).filter(shown);
  const start = (query.page - 1) * query.limit;
  return {
    rows: roots.slice(start, start + query.limit).flatMap((root) => [item(root), ...walk(root.id)]),
    total: roots.length,
  };
}

type Fields = repository.MenuValues;

/** What an entry's own fields must say, whatever the other entries are. */
function checkFields(audience: Audience, fields: Fields): void {
  if (fields.component !== '' && !(pageKeysOf(audience) as string[]).includes(fields.component)) {
    throw badRequest('the component {component} is not a page of this console', {
      component: fields.component,
    });
  }
  if (fields.icon !== '' && !isBasicIconName(fields.icon)) {
    throw badRequest('icon must be an outlined antd icon name');
  }
  if (fields.menu_type === MenuType.programme && audience !== 'customer') {
    throw badRequest('programme entries belong to the customer console');
  }
  if (fields.requires_partner === 1 && audience !== 'customer') {
    throw badRequest('only customer menus can be partner-only');
  }
  const isMenu = fields.menu_type === MenuType.menu || fields.menu_type === MenuType.programme;
  if (!isMenu && (fields.component !== '' || fields.route !== '')) {
    throw badRequest('a permission string has no component or route');
  }
  if (isMenu && fields.route === '') throw badRequest('a menu needs a route');
}

/**
 * What the console's tree must say once `changed` (entries by id, new or changed) is written: every parent a
 * menu of the console, no entry under itself, one mark in the console, one route per parent.
 */
function checkTree(all: readonly Menu[], changed: ReadonlyMap<number, Fields>): void {
  const after = all.map((menu) => ({ ...menu, ...changed.get(menu.id) }));
  const byId = new Map(after.map((menu) => [menu.id, menu]));
  for (const id of changed.keys()) {
    const menu = byId.get(id) as (typeof after)[number];
    if (menu.parent_id !== 0) {
      const parent = byId.get(menu.parent_id);
      if (!parent || parent.menu_type !== MenuType.menu) {
        throw badRequest('the parent must be a menu of the same console');
      }
      const seen = new Set<number>();
      for (let up: number = menu.parent_id; up !== 0 && !seen.has(up); up = byId.get(up)?.parent_id ?? 0) {
        if (up === id) throw badRequest('an entry cannot be moved under itself or its own entries');
        seen.add(up);
      }
    }
    if (menu.menu_type !== MenuType.menu && after.some((other) => other.parent_id === id)) {
      throw badRequest('an entry with entries under it must stay a menu');
    }
    if (after.some((other) => other.id !== id && other.permission_mark === menu.permission_mark)) {
      throw badRequest('the mark {mark} is already used in this console', { mark: menu.permission_mark });
    }
    const sameRoute = after.some(
      (other) =>
        other.id !== id &&
        menu.route !== '' &&
        other.parent_id === menu.parent_id &&
        other.route === menu.route,
    );
    if (sameRoute)
      throw badRequest('another entry under this parent has the route {route}', { route: menu.route });
  }
}

/**
 * The changes to write to an existing entry: refused when they touch what the catalogue owns of a built-in
 * one; on a built-in entry, the presentation fields that change are recorded as the operator's, so the
 * start-up sync keeps them.
 */
function changesOf(menu: Menu, fields: Partial<Fields>) {
  const changed = (Object.keys(fields) as (keyof Fields)[]).filter((field) => fields[field] !== menu[field]);
  const owned = menu.built_in && changed.find((field) => !isOperatorField(field, menu.menu_type));
  if (owned) {
    throw badRequest('the {field} of a built-in entry comes with the product and cannot be changed', {
      field: owned,
    });
  }
  if (!menu.built_in) return { ...fields };
  const operatorFields = new Set([
    ...menu.operator_fields,
    ...changed.filter((field) => isOperatorField(field, menu.menu_type)),
  ]);
  return { ...fields, operator_fields: [...operatorFields].sort() };
}

async function editorItem(db: Db, id: number): Promise<MenuEditorItem> {
  const menu = await repository.findMenu(db, id);
  if (!menu) throw notFound('menu not found');
  const all = await repository.consoleMenus(db, menu.audience);
  return toEditorItem(menu, all.filter((other) => other.parent_id === id).length);
}

export function createMenu(db: Db, input: Fields & { audience: Audience }) {
  const { audience, ...fields } = input;
  return inTransaction(db, async (trx) => {
    checkFields(audience, fields);
    const all = await repository.consoleMenus(trx, audience);
    if (all.length >= MENU_MAX_PER_CONSOLE) {
      throw badRequest('a console holds at most {count} entries', { count: MENU_MAX_PER_CONSOLE });
    }
    // a new entry is checked under an id no row has
    const unsaved = { ...(all[0] as Menu), ...fields, id: -1 };
    checkTree([...all, unsaved], new Map([[unsaved.id, fields]]));
    const { id } = await repository.insertMenu(trx, audience, fields);
    // the console's all-access built-in roles (super admin, agent owner) hold every entry, new ones too;
    // other roles get it on the role page
    const allAccess = builtInRoles.filter((role) => role.audience === audience && role.except.length === 0);
    await repository.grantToRoles(
      trx,
      id,
      audience,
      allAccess.map((role) => role.code),
    );
    return editorItem(trx, id);
  });
}

export function updateMenu(db: Db, input: Fields & { id: number }) {
  const { id, ...fields } = input;
  return inTransaction(db, async (trx) => {
    const menu = await repository.findMenu(trx, id);
    if (!menu) throw notFound('menu not found');
    const changes = changesOf(menu, fields);
    checkFields(menu.audience, fields);
    checkTree(await repository.consoleMenus(trx, menu.audience), new Map([[id, fields]]));
    await repository.updateMenu(trx, id, changes);
    return editorItem(trx, id);
  });
}

/** A drag: the moved entries' new parents and sorts, checked together and written in one transaction. */
export function reorderMenus(
  db: Db,
  input: { audience: Audience; moves: { id: number; parent_id: number; sort: number }[] },
) {
  return inTransaction(db, async (trx) => {
    const all = await repository.consoleMenus(trx, input.audience);
    const byId = new Map(all.map((menu) => [menu.id, menu]));
    if (new Set(input.moves.map((move) => move.id)).size !== input.moves.length) {
      throw badRequest('each entry may be moved once');
    }
    const changes = input.moves.map((move) => {
      const menu = byId.get(move.id);
      if (!menu) throw notFound('menu not found');
      return { menu, fields: { ...menu, parent_id: move.parent_id, sort: move.sort } };
    });
    checkTree(all, new Map(changes.map(({ menu, fields }) => [menu.id, fields])));
    for (const { menu, fields } of changes) {
      if (fields.parent_id === menu.parent_id && fields.sort === menu.sort) continue;
      await repository.updateMenu(
        trx,
        menu.id,
        changesOf(menu, { parent_id: fields.parent_id, sort: fields.sort }),
      );
    }
  });
}

/** Deletes an operator's entry and its role grants; built-in entries and entries with children stay. */
export function deleteMenu(db: Db, id: number) {
  return inTransaction(db, async (trx) => {
    const menu = await repository.findMenu(trx, id);
    if (!menu) throw notFound('menu not found');
    if (menu.built_in)
      throw badRequest('built-in entries come with the product and cannot be deleted; hide them instead');
    const all = await repository.consoleMenus(trx, menu.audience);
    const count = all.filter((other) => other.parent_id === id).length;
    if (count > 0) {
      throw badRequest('this entry has {count} entries under it; move or delete them first', { count });
    }
    await repository.deleteMenu(trx, id);
  });
}
