import { type MenuItem, MenuType } from '@onsite/contracts';

/** A menu entry placed in the tree, with its absolute path and display title resolved. */
export interface MenuNode {
  item: MenuItem;
  /** absolute pathname inside the console, '' for an entry without a route */
  path: string;
  /** where the menu entry leads: the path plus the route's query (programme entries carry one) */
  link: string;
  title: string;
  hidden: boolean;
  children: MenuNode[];
}

/** A route produced by the menus: a page rendered through the component registry, or a group's redirect. */
export type MenuRoute =
  | { kind: 'page'; path: string; title: string; component: string; item: MenuItem }
  | { kind: 'redirect'; path: string; title: string; to: string };

export type TitleOf = (item: MenuItem) => string;

const ROUTABLE_TYPES: readonly number[] = [MenuType.menu, MenuType.programme];

// Components that mean "this entry only groups its children" in the menus table.
const GROUP_COMPONENTS = new Set(['', 'layout', 'parentview', 'routeview']);

export function isGroupComponent(component: string): boolean {
  return GROUP_COMPONENTS.has(component.trim().toLowerCase());
}

/** A child's route is relative to its parent's path unless it starts with '/'; a query stays on the link. */
export function resolveMenuPath(parentPath: string, route: string): { path: string; link: string } {
  const trimmed = route.trim();
  if (!trimmed) return { path: '', link: '' };
  const queryAt = trimmed.indexOf('?');
  const rawPath = queryAt < 0 ? trimmed : trimmed.slice(0, queryAt);
  const query = queryAt < 0 ? '' : trimmed.slice(queryAt + 1);
  const joined = rawPath.startsWith('/') ? rawPath : `${parentPath}/${rawPath}`;
  const path = `/${joined.split('/').filter(Boolean).join('/')}`;
  return { path, link: query ? `${path}?${query}` : path };
}

function bySortThenId(a: MenuItem, b: MenuItem): number {
  return a.sort - b.sort || a.opid - b.opid;
}

/**
 * The menu tree: menu entries (type 0) and programme entries (type 4), nested by parent_id and ordered by
 * sort. Permission strings (other types) are not part of it. An entry whose parent is missing or not a
 * menu entry becomes a root, so a partial grant still shows what it grants.
 */
export function buildMenuTree(items: readonly MenuItem[], titleOf: TitleOf): MenuNode[] {
  const menus = items.filter((item) => ROUTABLE_TYPES.includes(item.menu_type));
  const ids = new Set(menus.map((item) => item.opid));
  const childrenOf = new Map<number, MenuItem[]>();
  const roots: MenuItem[] = [];
  for (const item of menus) {
    if (item.parent_id !== item.opid && ids.has(item.parent_id)) {
      const siblings = childrenOf.get(item.parent_id) ?? [];
      siblings.push(item);
      childrenOf.set(item.parent_id, siblings);
    } else {
      roots.push(item);
    }
  }

  const visited = new Set<number>();
  const toNodes = (level: MenuItem[], parentPath: string, parentHidden: boolean): MenuNode[] =>
    [...level].sort(bySortThenId).flatMap((item) => {
      // A parent_id cycle in the data must not hang the page.
      if (visited.has(item.opid)) return [];
      visited.add(item.opid);
      const { path, link } = resolveMenuPath(parentPath, item.route);
      const hidden = parentHidden || item.hide === 1;
      const children = toNodes(childrenOf.get(item.opid) ?? [], path || parentPath, hidden);
      return [{ item, path, link, title: titleOf(item), hidden, children }];
    });
  return toNodes(roots, '', false);
}

function firstPagePath(nodes: readonly MenuNode[]): string | null {
  for (const node of nodes) {
    if (node.hidden) continue;
    if (node.path && !isGroupComponent(node.item.component)) return node.link;
    const nested = firstPagePath(node.children);
    if (nested) return nested;
  }
  return null;
}

/**
 * Every routed entry, hidden ones included: an entry with a page component renders it; a group with a
 * route leads to its first visible page. Where two entries claim one path, the first in menu order wins.
 */
export function menuRoutesOf(tree: readonly MenuNode[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.path && !seen.has(node.path)) {
        if (!isGroupComponent(node.item.component)) {
          seen.add(node.path);
          routes.push({
            kind: 'page',
            path: node.path,
            title: node.title,
            component: node.item.component.trim(),
            item: node.item,
          });
        } else {
          const to = firstPagePath(node.children);
          if (to && to !== node.link) {
            seen.add(node.path);
            routes.push({ kind: 'redirect', path: node.path, title: node.title, to });
          }
        }
      }
      visit(node.children);
    }
  };
  visit(tree);
  return routes;
}

/** Adds fixed routes whose path the menus do not already route. */
export function withFixedRoutes(routes: readonly MenuRoute[], fixed: readonly MenuRoute[]): MenuRoute[] {
  const taken = new Set(routes.map((route) => route.path));
  return [...routes, ...fixed.filter((route) => !taken.has(route.path))];
}

/** Where the console's root leads when it has no fixed home: the first visible page of the menu. */
export function firstMenuPath(tree: readonly MenuNode[]): string | null {
  return firstPagePath(tree);
}

/** The visible part of the tree, for the side menu. */
export function visibleMenu(tree: readonly MenuNode[]): MenuNode[] {
  return tree
    .filter((node) => !node.hidden)
    .map((node) => ({ ...node, children: visibleMenu(node.children) }))
    .filter((node) => node.path || node.children.length > 0);
}

function matchScore(node: MenuNode, pathname: string, search: string): number {
  if (!node.path) return 0;
  if (node.link !== node.path) {
    // An entry with a query (a programme category) is active only on exactly that query.
    return node.link === `${pathname}${search}` ? node.link.length + 1 : 0;
  }
  return pathname === node.path || pathname.startsWith(`${node.path}/`) ? node.path.length : 0;
}

/** The chain of entries (root first) that best matches the location, for selection and open keys. */
export function activeMenuChain(tree: readonly MenuNode[], pathname: string, search = ''): MenuNode[] {
  let best: MenuNode[] = [];
  let bestScore = 0;
  const visit = (nodes: readonly MenuNode[], chain: MenuNode[]) => {
    for (const node of nodes) {
      const next = [...chain, node];
      const score = matchScore(node, pathname, search);
      if (score > bestScore) {
        best = next;
        bestScore = score;
      }
      visit(node.children, next);
    }
  };
  visit(tree, []);
  return best;
}
