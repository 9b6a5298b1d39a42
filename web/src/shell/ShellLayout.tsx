import { Layout } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { translateMenuTitle } from '#web/i18n';
// the menus' titles in every language come with the shell, not with the login screen (issue 19)
import '#web/i18n/menuTitleBundles';
import { OnceOpened } from '#web/components/lazy/OnceOpened';
import { useLanguage } from '#web/i18n/useLanguage';
import { Brand } from './Brand';
import type { ConsoleSession } from './console';
import { useConsole } from './console';
import { DualColumnMenu, hasSubmenu } from './DualColumnMenu';
import { FullPageLoading } from './FullPageLoading';
import { HeaderBar } from './HeaderBar';
import { MenuRoutesView } from './MenuRoutesView';
import { menuKeyOf } from './menuItems';
import {
  activeMenuChain,
  buildMenuTree,
  firstMenuPath,
  type MenuNode,
  menuRoutesOf,
  type TitleOf,
  visibleMenu,
  withFixedRoutes,
} from './menuRoutes';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RouteProgress } from './RouteProgress';
import { ShellFooter } from './ShellFooter';
import { SideMenu } from './SideMenu';
import { useThemeSettings } from './settings/themeStore';
import { ShellContext } from './shellContext';
import { ShellTabs } from './tabs/ShellTabs';
import './shell.css';

/**
 * The theme settings drawer (colour picker, switches, segmented choices, select: ~60 KB gzipped) is fetched
 * when it is first opened, not with the shell (issue 19).
 */
const SettingsDrawer = lazy(async () => ({
  default: (await import('./settings/SettingsDrawer')).SettingsDrawer,
}));

type ShownSession = Extract<ConsoleSession, { status: 'ready' | 'anonymous' }>;

/** Spec §9: content resize delays — 100 ms, and 800 ms after the sider's collapse animation. */
export const RESIZE_DELAYS_MS = [100, 800];

/** Tell width-sensitive widgets (charts, tables) that the content area changed size. */
export function useResizeAfterCollapse(collapsed: boolean): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a collapse change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timers = RESIZE_DELAYS_MS.map((delay) =>
      setTimeout(() => window.dispatchEvent(new Event('resize')), delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [collapsed]);
}

/** Restart the page transition on every navigation without remounting the page (keep-alive pages keep state). */
function useTransitionOnNavigate(pathname: string) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a navigation
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.classList.remove('shell-transition-run');
    void element.offsetWidth; // reflow, so the animation starts again
    element.classList.add('shell-transition-run');
  }, [pathname]);
  return ref;
}

/**
 * The console frame in one of three layouts (theme setting "layout"):
 * - side: sider with the whole menu, header with breadcrumb;
 * - top: the whole menu in the header, no sider;
 * - mix: top-level entries in the header, the chosen entry's children in a sider below it.
 */
export function ShellLayout({ session }: { session: ShownSession }) {
  const { definition } = useConsole();
  const { Footer, Chrome } = definition;
  const location = useLocation();
  const settings = useThemeSettings();
  const [collapsed, setCollapsed] = useState(false);
  // Owned here, not by the header: the header moves in the tree when the layout changes (side ↔ top/mix)
  // and would take the open drawer down with it.
  const [settingsOpen, setSettingsOpen] = useState(false);
  const language = useLanguage();
  useResizeAfterCollapse(collapsed);
  const transitionRef = useTransitionOnNavigate(location.pathname);

  const titleOf = useMemo<TitleOf>(
    () => (item) => translateMenuTitle(item.permission_mark, item.permission_name, language),
    [language],
  );
  const menuTree = useMemo(() => buildMenuTree(session.menus, titleOf), [session.menus, titleOf]);
  const fixedMenus = session.fixedMenus ?? definition.fixedMenus;
  const routes = useMemo(() => {
    const fixedTree = buildMenuTree(fixedMenus ?? [], titleOf);
    return withFixedRoutes(menuRoutesOf(menuTree), menuRoutesOf(fixedTree));
  }, [menuTree, fixedMenus, titleOf]);
  const visibleItems = useMemo(() => visibleMenu(menuTree), [menuTree]);
  const activeChain = activeMenuChain(menuTree, location.pathname, location.search);
  const home = definition.rootRedirect ?? firstMenuPath(menuTree);

  const user = session.status === 'ready' ? session.user : null;
  const shell = useMemo(() => ({ user, menuTree }), [user, menuTree]);

  const { layout } = settings;
  const siderItems = siderItemsOf(layout, visibleItems, activeChain);
  const dualColumn = layout === 'side' && settings.sideMenuStyle === 'mix';
  // The dual-column sider shows the submenu of the chosen top-level entry: the active one until another is clicked.
  const activeRootKey = activeChain[0] ? menuKeyOf(activeChain[0]) : '';
  const [chosenRoot, setChosenRoot] = useState(activeRootKey);
  useEffect(() => setChosenRoot(activeRootKey), [activeRootKey]);
  const siderWidth = dualColumn ? (hasSubmenu(siderItems, chosenRoot) ? 272 : 72) : 232;
  const sider =
    siderItems.length > 0 ? (
      <Layout.Sider
        className="shell-sider"
        theme={settings.sideStyle}
        width={siderWidth}
        collapsedWidth={dualColumn ? 72 : 64}
        collapsible
        collapsed={collapsed}
        trigger={null}
        breakpoint="lg"
        onBreakpoint={setCollapsed}
        data-testid="shell-sider"
        data-side-style={settings.sideStyle}
      >
        {layout === 'side' ? (
          <Brand collapsed={collapsed || siderWidth < 100} tone={settings.sideStyle} />
        ) : null}
        {dualColumn ? (
          <DualColumnMenu
            items={siderItems}
            activeChain={activeChain}
            collapsed={collapsed}
            theme={settings.sideStyle}
            uniqueOpened={settings.uniqueOpened}
            colorful={settings.colorfulIcon}
            chosenKey={chosenRoot}
            onChoose={setChosenRoot}
          />
        ) : (
          <SideMenu
            items={siderItems}
            activeChain={layout === 'mix' ? activeChain.slice(1) : activeChain}
            collapsed={collapsed}
            theme={settings.sideStyle}
            uniqueOpened={settings.uniqueOpened}
            colorful={settings.colorfulIcon}
          />
        )}
      </Layout.Sider>
    ) : null;

  const header = (
    <HeaderBar
      collapse={sider ? { collapsed, onToggle: () => setCollapsed(!collapsed) } : undefined}
      activeChain={activeChain}
      menuItems={visibleItems}
      onOpenSettings={() => setSettingsOpen(true)}
    />
  );

  const body = (
    <Layout.Content className="shell-content-area">
      <ShellTabs tabStyle={settings.tabStyle} show={settings.showTabs} />
      <div className="shell-scroll">
        <div
          ref={transitionRef}
          className={`shell-content shell-transition-${settings.transition}`}
          data-testid="shell-content"
          data-transition={settings.transition}
        >
          <PageErrorBoundary>
            <Suspense fallback={<FullPageLoading />}>
              <MenuRoutesView routes={routes} home={home} />
            </Suspense>
          </PageErrorBoundary>
        </div>
        {settings.showFooter ? (
          Footer ? (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          ) : (
            <ShellFooter />
          )
        ) : null}
      </div>
    </Layout.Content>
  );

  const classes = [
    'shell',
    `shell-layout-${layout}`,
    settings.fixedBody ? 'shell-fixed-body' : '',
    settings.fixedHeader ? 'shell-fixed-header' : '',
    settings.fixedSidebar ? 'shell-fixed-sidebar' : '',
    settings.bodyFullWidth ? '' : 'shell-boxed',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ShellContext.Provider value={shell}>
      <RouteProgress delayMs={definition.progressDelayMs ?? 0} />
      <Suspense fallback={null}>{Chrome ? <Chrome /> : null}</Suspense>
      <Layout
        className={classes}
        hasSider={layout === 'side' && Boolean(sider)}
        data-testid="shell"
        data-layout={layout}
      >
        {frame(layout, { sider, header, body })}
      </Layout>
      <OnceOpened open={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </OnceOpened>
    </ShellContext.Provider>
  );
}

/** What the sider lists: everything (side), nothing (top), or the active top-level entry's children (mix). */
function siderItemsOf(
  layout: 'side' | 'top' | 'mix',
  visibleItems: readonly MenuNode[],
  activeChain: readonly MenuNode[],
): readonly MenuNode[] {
  if (layout === 'side') return visibleItems;
  if (layout === 'top') return [];
  const root = activeChain[0];
  return root && !root.hidden ? root.children.filter((node) => !node.hidden) : [];
}

function frame(
  layout: 'side' | 'top' | 'mix',
  parts: { sider: ReactNode; header: ReactNode; body: ReactNode },
): ReactNode {
  if (layout === 'side') {
    return (
      <>
        {parts.sider}
        <Layout className="shell-main">
          {parts.header}
          {parts.body}
        </Layout>
      </>
    );
  }
  return (
    <>
      {parts.header}
      <Layout className="shell-main" hasSider={Boolean(parts.sider)}>
        {parts.sider}
        {parts.body}
      </Layout>
    </>
  );
}
