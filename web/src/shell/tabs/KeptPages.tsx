import { Activity, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { PageErrorBoundary } from '#web/shell/PageErrorBoundary';
import { PageHost } from '#web/shell/PageHost';
import type { PageRoute } from './routeTab';
import { useTabs } from './tabsStore';

/**
 * The keepAlive pages (menu keep_alive = 1) whose tab is open: the one shown is visible, the others stay
 * mounted but hidden (React <Activity>), so their state survives a switch to another tab and back. A page
 * leaves when its tab closes or reloads, and comes back mounted afresh.
 */
export function KeptPages({ pages, activeKey }: { pages: readonly PageRoute[]; activeKey: string | null }) {
  const tabs = useTabs((state) => state.tabs);
  const alive = useTabs((state) => state.alive);
  const markAlive = useTabs((state) => state.markAlive);

  useEffect(() => {
    if (activeKey) markAlive(activeKey);
  }, [activeKey, markAlive]);

  const anchor = useRef<HTMLDivElement>(null);
  useKeptScroll(anchor, activeKey, alive);

  const byKey = new Map(pages.map((route) => [route.path, route]));
  const kept = tabs.filter((tab) => tab.meta.keepAlive && alive.includes(tab.key)).map((tab) => tab.key);
  const keys = activeKey && !kept.includes(activeKey) ? [...kept, activeKey] : kept;

  return (
    <>
      <div ref={anchor} hidden />
      {keys.map((key) => {
        const route = byKey.get(key);
        if (!route) return null;
        const active = key === activeKey;
        return (
          <Activity key={key} mode={active ? 'visible' : 'hidden'}>
            <KeptPage route={route} active={active} />
          </Activity>
        );
      })}
    </>
  );
}

/** The element that scrolls the content: the nearest scrolling ancestor, else the document. */
function scrollerOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? null;
}

/**
 * A kept page also keeps its scroll position: while it shows, where it is scrolled to is noted; when it
 * shows again, the content scrolls back there. A page mounted afresh (reload, reopened) starts at the top.
 */
function useKeptScroll(
  anchor: RefObject<HTMLDivElement | null>,
  activeKey: string | null,
  alive: readonly string[],
): void {
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    for (const key of positions.current.keys()) {
      if (!alive.includes(key)) positions.current.delete(key);
    }
  }, [alive]);

  useLayoutEffect(() => {
    if (!activeKey) return;
    const scroller = scrollerOf(anchor.current);
    if (!scroller) return;
    const kept = positions.current.get(activeKey);
    if (kept !== undefined) scroller.scrollTop = kept;
    const note = () => positions.current.set(activeKey, scroller.scrollTop);
    const target: HTMLElement | Window = scroller === document.scrollingElement ? window : scroller;
    target.addEventListener('scroll', note, { passive: true });
    return () => target.removeEventListener('scroll', note);
  }, [anchor, activeKey]);
}

/**
 * One kept page. While hidden it keeps seeing the location it was last shown at, so a page that reads
 * its path or query does not follow the other tabs' locations.
 */
function KeptPage({ route, active }: { route: PageRoute; active: boolean }) {
  const live = useLocation();
  const [shownAt, setShownAt] = useState(live);
  if (active && shownAt !== live) setShownAt(live);
  const location = active ? live : shownAt;
  return useRoutes(
    [
      {
        path: route.path,
        element: (
          <PageErrorBoundary>
            <PageHost component={route.component} title={route.title} />
          </PageErrorBoundary>
        ),
      },
    ],
    location,
  );
}
