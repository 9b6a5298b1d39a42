import { Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import type { MenuRoute } from './menuRoutes';
import { PageHost } from './PageHost';
import ForbiddenPage from './pages/ForbiddenPage';
import NotFoundPage from './pages/NotFoundPage';
import ServerErrorPage from './pages/ServerErrorPage';

function NoSections() {
  const { t } = useTranslation();
  return <Result status="info" title={t('home.noShortcuts')} />;
}

/** The routes the menus add, plus the console's root redirect, exception pages and the not-found page. */
export function MenuRoutesView({ routes, home }: { routes: readonly MenuRoute[]; home: string | null }) {
  const routeObjects = useMemo<RouteObject[]>(
    () => [
      { path: '/', element: home ? <Navigate to={home} replace /> : <NoSections /> },
      ...routes.map((route) => ({
        path: route.path,
        element:
          route.kind === 'page' ? (
            <PageHost key={route.path} component={route.component} title={route.title} />
          ) : (
            <Navigate to={route.to} replace />
          ),
      })),
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    [routes, home],
  );
  return useRoutes(routeObjects);
}
