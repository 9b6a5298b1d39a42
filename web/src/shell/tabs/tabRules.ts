/**
 * The page tabs' rules (spec §4 "Tabs", §8 tab messages), as pure functions over the list of tabs. The
 * store keeps the list; the tabs bar applies these and shows the message of a refusal.
 */

/** One open page (spec §3 "Tab"). */
export interface Tab {
  /** the route the page belongs to (the menu route's path): one tab per route */
  key: string;
  /** where the tab leads: the path plus the query */
  fullPath: string;
  /** the pathname of the page */
  path: string;
  /** the route's title in the user's language */
  title: string;
  closable: boolean;
  meta: { keepAlive: boolean };
}

/** The translation keys of the refusals (spec §8 "Tabs"). */
export const TAB_MESSAGES = {
  cannotClose: 'tabs.cannotClose',
  noLeft: 'tabs.noLeft',
  noRight: 'tabs.noRight',
  noClosable: 'tabs.noClosable',
} as const;

export type TabMessage = (typeof TAB_MESSAGES)[keyof typeof TAB_MESSAGES];

/** What a close does: the tabs that remain and, when the shown page was closed, where to go instead. */
export type TabOutcome = { ok: true; tabs: Tab[]; navigateTo?: string } | { ok: false; message: TabMessage };

export interface TabPlace {
  /** the key of the tab of the page shown, null when the page shown has no tab (e.g. not found) */
  activeKey: string | null;
  /** the console's home route (path and query) */
  home: string;
}

/** Opening a route adds its tab at the end; the same key with another path replaces the tab in place. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const at = tabs.findIndex((open) => open.key === tab.key);
  if (at < 0) return [...tabs, tab];
  const open = tabs[at];
  if (sameTab(open, tab)) return [...tabs];
  return tabs.map((existing, index) => (index === at ? tab : existing));
}

function sameTab(a: Tab, b: Tab): boolean {
  return (
    a.fullPath === b.fullPath &&
    a.path === b.path &&
    a.title === b.title &&
    a.closable === b.closable &&
    a.meta.keepAlive === b.meta.keepAlive
  );
}

/**
 * The home tab comes first and cannot be closed; every other tab can. An open home tab keeps its place in
 * the list's head and its current path.
 */
export function withHomeTab(tabs: readonly Tab[], home: Tab | null): Tab[] {
  const others = tabs
    .filter((tab) => tab.key !== home?.key)
    .map((tab) => (tab.closable ? tab : { ...tab, closable: true }));
  if (!home) return others;
  const open = tabs.find((tab) => tab.key === home.key);
  const homeTab: Tab = open ? { ...home, fullPath: open.fullPath, path: open.path } : home;
  return [{ ...homeTab, closable: false }, ...others];
}

/**
 * After the routes changed (another language, other menus): each tab takes its route's current title and
 * keepAlive; a tab whose route is gone is dropped.
 */
export function refreshTabs(
  tabs: readonly Tab[],
  routeOf: (key: string) => { title: string; keepAlive: boolean } | undefined,
): Tab[] {
  return tabs.flatMap((tab) => {
    const route = routeOf(tab.key);
    if (!route) return [];
    if (route.title === tab.title && route.keepAlive === tab.meta.keepAlive) return [tab];
    return [{ ...tab, title: route.title, meta: { ...tab.meta, keepAlive: route.keepAlive } }];
  });
}

/** Closes one tab. Closing the shown tab goes to the tab before it, or home when there is none. */
export function closeTab(tabs: readonly Tab[], key: string, place: TabPlace): TabOutcome {
  const at = tabs.findIndex((tab) => tab.key === key);
  if (at < 0) return { ok: true, tabs: [...tabs] };
  if (!tabs[at].closable) return { ok: false, message: TAB_MESSAGES.cannotClose };
  const remaining = tabs.filter((tab) => tab.key !== key);
  if (key !== place.activeKey) return { ok: true, tabs: remaining };
  const previous = at > 0 ? tabs[at - 1] : undefined;
  return { ok: true, tabs: remaining, navigateTo: previous ? previous.fullPath : place.home };
}

/**
 * Closes the closable tabs among `closing`, keeps the rest; refuses with `message` when none of them can
 * close. When the shown tab closes, the page goes to `fallback`.
 */
function closeSome(
  tabs: readonly Tab[],
  closing: (tab: Tab, index: number) => boolean,
  place: TabPlace,
  fallback: string,
  message: TabMessage,
): TabOutcome {
  const closed = new Set(
    tabs.filter((tab, index) => tab.closable && closing(tab, index)).map((tab) => tab.key),
  );
  if (closed.size === 0) return { ok: false, message };
  const remaining = tabs.filter((tab) => !closed.has(tab.key));
  if (place.activeKey === null || !closed.has(place.activeKey)) return { ok: true, tabs: remaining };
  return { ok: true, tabs: remaining, navigateTo: fallback };
}

function referenceTab(tabs: readonly Tab[], key: string): { tab: Tab; at: number } | null {
  const at = tabs.findIndex((tab) => tab.key === key);
  return at < 0 ? null : { tab: tabs[at], at };
}

/** Closes the closable tabs left of `key`; when the shown one closes, the page goes to `key`'s tab. */
export function closeLeft(tabs: readonly Tab[], key: string, place: TabPlace): TabOutcome {
  const reference = referenceTab(tabs, key);
  if (!reference) return { ok: false, message: TAB_MESSAGES.noLeft };
  return closeSome(
    tabs,
    (_, index) => index < reference.at,
    place,
    reference.tab.fullPath,
    TAB_MESSAGES.noLeft,
  );
}

/** Closes the closable tabs right of `key`; when the shown one closes, the page goes to `key`'s tab. */
export function closeRight(tabs: readonly Tab[], key: string, place: TabPlace): TabOutcome {
  const reference = referenceTab(tabs, key);
  if (!reference) return { ok: false, message: TAB_MESSAGES.noRight };
  return closeSome(
    tabs,
    (_, index) => index > reference.at,
    place,
    reference.tab.fullPath,
    TAB_MESSAGES.noRight,
  );
}

/** Closes every closable tab but `key`'s; when the shown one closes, the page goes to `key`'s tab. */
export function closeOthers(tabs: readonly Tab[], key: string, place: TabPlace): TabOutcome {
  const reference = referenceTab(tabs, key);
  if (!reference) return { ok: false, message: TAB_MESSAGES.noClosable };
  return closeSome(tabs, (tab) => tab.key !== key, place, reference.tab.fullPath, TAB_MESSAGES.noClosable);
}

/** Closes every closable tab; when the shown one closes, the page goes home. */
export function closeAll(tabs: readonly Tab[], place: TabPlace): TabOutcome {
  return closeSome(tabs, () => true, place, place.home, TAB_MESSAGES.noClosable);
}
