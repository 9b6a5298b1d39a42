import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useConsole } from './console';
import { FullPageLoading } from './FullPageLoading';
import { ProtectedArea } from './ProtectedArea';

/** The 500 page (antd's Result and its drawings) is fetched when an error shows, not with the login screen. */
const ServerErrorPage = lazy(() => import('./pages/ServerErrorPage'));

function LoginRoute() {
  const { definition } = useConsole();
  return <definition.LoginPage />;
}

function ForgetRoute() {
  const { definition } = useConsole();
  return definition.ForgetPage ? <definition.ForgetPage /> : <Navigate to="/login" replace />;
}

function InviteRoute() {
  const { definition } = useConsole();
  return definition.InvitePage ? <definition.InvitePage /> : <Navigate to="/login" replace />;
}

function SetPasswordRoute() {
  const { definition } = useConsole();
  return definition.SetPasswordPage ? <definition.SetPasswordPage /> : <Navigate to="/login" replace />;
}

function SupportRoute() {
  const { definition } = useConsole();
  return definition.SupportPage ? <definition.SupportPage /> : <Navigate to="/login" replace />;
}

/** An attendee's page where the console has one (the customer's /tool/h5); elsewhere the path is the shell's. */
function AttendeeRoute() {
  const { definition } = useConsole();
  return definition.AttendeePage ? (
    <Suspense fallback={<Spin fullscreen />}>
      <definition.AttendeePage />
    </Suspense>
  ) : (
    <ProtectedArea />
  );
}

/** A sign-in kiosk's page where the console has one (the customer's /tool/pbsign/device). */
function KioskRoute() {
  const { definition } = useConsole();
  return definition.KioskPage ? (
    <Suspense fallback={<Spin fullscreen />}>
      <definition.KioskPage />
    </Suspense>
  ) : (
    <ProtectedArea />
  );
}

function RouteError() {
  const { definition } = useConsole();
  return (
    <Suspense fallback={<FullPageLoading />}>
      <ServerErrorPage homeHref={definition.basename} />
    </Suspense>
  );
}

/**
 * The route tree every console shares; the pages behind the guard come from the user's menus. /invite is
 * the public team-invitation page of a console that has one (`publicInvite`, the agent console's); in the
 * customer console it is a page behind sign-in like the others (its own invitation, a menu route).
 */
export function consoleRoutes({ publicInvite = true }: { publicInvite?: boolean } = {}): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      // the console's pages besides login (forget, invite, set-password, support) may be lazy components
      element: (
        <Suspense fallback={<FullPageLoading />}>
          <Outlet />
        </Suspense>
      ),
      children: [
        { path: 'login', element: <LoginRoute /> },
        { path: 'forget', element: <ForgetRoute /> },
        ...(publicInvite ? [{ path: 'invite', element: <InviteRoute /> }] : []),
        { path: 'set-password', element: <SetPasswordRoute /> },
        { path: 'support', element: <SupportRoute /> },
        { path: 'tool/h5', element: <AttendeeRoute /> },
        { path: 'tool/pbsign/device', element: <KioskRoute /> },
        { path: '*', element: <ProtectedArea /> },
      ],
    },
  ];
}
