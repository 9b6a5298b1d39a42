import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LazyResult } from '#web/components/lazy/LazyResult';
import type { MenuRoute } from './menuRoutes';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageHost } from './PageHost';
import ForbiddenPage from './pages/ForbiddenPage';
import NotFoundPage from './pages/NotFoundPage';
import ServerErrorPage from './pages/ServerErrorPage';
import { KeptPages } from './tabs/KeptPages';
import { RedirectPage } from './tabs/RedirectPage';
import { isKeepAlive, pageRouteAt, pageRoutesOf, REDIRECT_PREFIX } from './tabs/routeTab';
import { useTabSync } from './tabs/useTabSync';

function NoSections() {
  const { t } = useTranslation();
  return <LazyResult status="info" title={t('home.noShortcuts')} />;
}

/**
 * The routes the menus add, plus the console's root redirect, the tabs' reload redirect, exception pages
 * and the not-found page. Every page opened gets a tab; pages whose menu entry keeps them alive are
 * rendered by <KeptPages> and keep their state while their tab is open, the others unmount when left.
 */
export function MenuRoutesView({ routes, home }: { routes: readonly MenuRoute[]; home: string | null }) {
  const location = useLocation();
  const pages = useMemo(() => pageRoutesOf(routes), [routes]);
  useTabSync(pages, home);

  const routeObjects = useMemo<RouteObject[]>(
    () => [
      { path: '/', element: home ? <Navigate to={home} replace /> : <NoSections /> },
      { path: `${REDIRECT_PREFIX}/*`, element: <RedirectPage /> },
      ...routes.map((route) => ({
        path: route.path,
        element:
          route.kind === 'redirect' ? (
            <Navigate to={route.to} replace />
          ) : isKeepAlive(route) ? null : (
            <PageHost key={route.path} component={route.component} title={route.title} />
          ),
      })),
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    [routes, home],
  );
  const page = useRoutes(routeObjects);
  const shown = pageRouteAt(pages, location.pathname);

  return (
    <>
      {/* A page that failed shows the error page until the user goes elsewhere. */}
      <PageErrorBoundary key={location.pathname}>{page}</PageErrorBoundary>
      <KeptPages pages={pages} activeKey={shown && isKeepAlive(shown) ? shown.path : null} />
    </>
  );
}
