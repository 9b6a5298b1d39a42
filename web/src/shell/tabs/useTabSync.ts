import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { homeTabOf, isKeepAlive, type PageRoute, redirectTarget, tabAt } from './routeTab';
import { openTab, refreshTabs, withHomeTab } from './tabRules';
import { useTabsStoreApi } from './tabsStore';

/**
 * Keeps the console's tabs in step with the location and the routes: the page shown gets its tab (added,
 * or replacing the tab of the same route), the home tab stays first, titles follow the language of the
 * routes, and tabs of routes that are gone are dropped. The tabs go when the shell does (logout).
 */
export function useTabSync(pages: readonly PageRoute[], home: string | null): void {
  const store = useTabsStoreApi();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const byKey = new Map(pages.map((route) => [route.path, route]));
    const homeTab = homeTabOf(pages, home);
    const state = store.getState();
    let tabs = refreshTabs(state.tabs, (key) => {
      const route = byKey.get(key);
      return route && { title: route.title, keepAlive: isKeepAlive(route) };
    });
    tabs = withHomeTab(tabs, homeTab);
    // While a tab reloads, it stays the active one.
    const reloading = redirectTarget(pathname) !== null;
    const current = reloading ? null : tabAt(pages, { pathname, search }, homeTab?.key ?? null);
    if (current) tabs = openTab(tabs, current);
    state.setTabs(tabs);
    store.setState({ activeKey: reloading ? state.activeKey : (current?.key ?? null), home: home ?? '/' });
  }, [store, pages, home, pathname, search]);

  useEffect(() => () => store.getState().reset(), [store]);
}
