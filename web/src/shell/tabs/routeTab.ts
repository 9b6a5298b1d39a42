import { matchPath } from 'react-router';
import type { MenuRoute } from '#web/shell/menuRoutes';
import type { Tab } from './tabRules';

export type PageRoute = Extract<MenuRoute, { kind: 'page' }>;

/** Where a tab's reload goes: this route waits, then comes back to the page (spec §2 "/redirect/{path}"). */
export const REDIRECT_PREFIX = '/redirect';

/** A page keeps its state while its tab is open when its menu entry says keep_alive = 1. */
export function isKeepAlive(route: PageRoute): boolean {
  return route.item.keep_alive === 1;
}

/** The page routes of the menus, each with its tab key (the route's path). */
export function pageRoutesOf(routes: readonly MenuRoute[]): PageRoute[] {
  return routes.filter((route): route is PageRoute => route.kind === 'page');
}

/** The page route a pathname shows, if any. */
export function pageRouteAt(pages: readonly PageRoute[], pathname: string): PageRoute | null {
  return pages.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null) ?? null;
}

/** The tab of a location, or null when the location shows no menu page. */
export function tabAt(
  pages: readonly PageRoute[],
  location: { pathname: string; search: string },
  homeKey: string | null,
): Tab | null {
  const route = pageRouteAt(pages, location.pathname);
  if (!route) return null;
  return {
    key: route.path,
    fullPath: `${location.pathname}${location.search}`,
    path: location.pathname,
    title: route.title,
    closable: route.path !== homeKey,
    meta: { keepAlive: isKeepAlive(route) },
  };
}

/** The home tab of a console: the tab of its home route (a path with an optional query). */
export function homeTabOf(pages: readonly PageRoute[], home: string | null): Tab | null {
  if (!home) return null;
  const queryAt = home.indexOf('?');
  const pathname = queryAt < 0 ? home : home.slice(0, queryAt);
  const search = queryAt < 0 ? '' : home.slice(queryAt);
  const tab = tabAt(pages, { pathname, search }, null);
  return tab ? { ...tab, closable: false } : null;
}

/** The page a reload's redirect path returns to ('/redirect/user/message' → '/user/message'), else null. */
export function redirectTarget(pathname: string): string | null {
  if (!pathname.startsWith(`${REDIRECT_PREFIX}/`)) return null;
  return pathname.slice(REDIRECT_PREFIX.length);
}
