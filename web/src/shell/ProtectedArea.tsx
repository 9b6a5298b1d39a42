import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isApiError } from '#web/api/errors';
import { useToken } from '#web/api/tokenStore';
import { useConsole } from './console';
import { FullPageLoading } from './FullPageLoading';
import { loginLocation } from './loginLocation';
import { WithPages } from './WithPages';

/**
 * The shell (menus, tabs, header, settings drawer) is a chunk of its own, fetched once there is a session
 * to show: the login screen of a console does not carry it (issue 19).
 */
const ShellLayout = lazy(async () => ({ default: (await import('./ShellLayout')).ShellLayout }));

/** The 500 page, fetched when a session fails to load (antd's Result is no part of the login screen). */
const ServerErrorPage = lazy(() => import('./pages/ServerErrorPage'));

function SessionGate() {
  const { definition } = useConsole();
  const session = definition.useSession();
  if (session.status === 'loading') return <FullPageLoading />;
  if (session.status === 'error') {
    // An ended session is already on its way to the login page (see authFailure.ts).
    if (isApiError(session.error) && session.error.kind === 'auth') return <FullPageLoading />;
    return (
      <Suspense fallback={<FullPageLoading />}>
        <ServerErrorPage onRetry={session.retry} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<FullPageLoading />}>
      <WithPages>
        <ShellLayout session={session} />
      </WithPages>
    </Suspense>
  );
}

/** The auth guard: without a token, anything but a public page goes to login with `from`. */
export function ProtectedArea() {
  const { definition } = useConsole();
  const token = useToken(definition.audience);
  const location = useLocation();
  const isPublic = definition.isPublicPath?.(location.pathname) ?? false;
  if (!token && !isPublic)
    return <Navigate to={loginLocation(location.pathname + location.search)} replace />;
  return <SessionGate />;
}
