import { Layout } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { translateMenuTitle } from '../i18n';
import { useLanguage } from '../i18n/useLanguage';
import { Brand } from './Brand';
import type { ConsoleSession } from './console';
import { useConsole } from './console';
import { FullPageLoading } from './FullPageLoading';
import { HeaderBar } from './HeaderBar';
import { MenuRoutesView } from './MenuRoutesView';
import {
  activeMenuChain,
  buildMenuTree,
  firstMenuPath,
  menuRoutesOf,
  type TitleOf,
  visibleMenu,
  withFixedRoutes,
} from './menuRoutes';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SideMenu } from './SideMenu';
import { ShellContext } from './shellContext';
import './shell.css';

type ShownSession = Extract<ConsoleSession, { status: 'ready' | 'anonymous' }>;

/** The plain console layout: side menu, header and the page of the current route. */
export function ShellLayout({ session }: { session: ShownSession }) {
  const { definition } = useConsole();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const language = useLanguage();

  const titleOf = useMemo<TitleOf>(
    () => (item) => translateMenuTitle(item.permission_mark, item.permission_name, language),
    [language],
  );
  const menuTree = useMemo(() => buildMenuTree(session.menus, titleOf), [session.menus, titleOf]);
  const routes = useMemo(() => {
    const fixedTree = buildMenuTree(definition.fixedMenus ?? [], titleOf);
    return withFixedRoutes(menuRoutesOf(menuTree), menuRoutesOf(fixedTree));
  }, [menuTree, definition.fixedMenus, titleOf]);
  const visibleItems = useMemo(() => visibleMenu(menuTree), [menuTree]);
  const activeChain = activeMenuChain(menuTree, location.pathname, location.search);
  const home = definition.rootRedirect ?? firstMenuPath(menuTree);

  const user = session.status === 'ready' ? session.user : null;
  const shell = useMemo(() => ({ user, menuTree }), [user, menuTree]);

  return (
    <ShellContext.Provider value={shell}>
      <Layout hasSider className="shell">
        <Layout.Sider
          className="shell-sider"
          width={232}
          collapsedWidth={64}
          collapsible
          collapsed={collapsed}
          trigger={null}
          breakpoint="lg"
          onBreakpoint={setCollapsed}
        >
          <Brand collapsed={collapsed} />
          <SideMenu items={visibleItems} activeChain={activeChain} collapsed={collapsed} />
        </Layout.Sider>
        <Layout className="shell-main">
          <HeaderBar
            collapsed={collapsed}
            onToggle={() => setCollapsed(!collapsed)}
            activeChain={activeChain}
          />
          <Layout.Content className="shell-content">
            <PageErrorBoundary key={location.pathname}>
              <Suspense fallback={<FullPageLoading />}>
                <MenuRoutesView routes={routes} home={home} />
              </Suspense>
            </PageErrorBoundary>
          </Layout.Content>
        </Layout>
      </Layout>
    </ShellContext.Provider>
  );
}
