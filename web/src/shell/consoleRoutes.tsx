import { Navigate, type RouteObject } from 'react-router';
import { useConsole } from './console';
import { ProtectedArea } from './ProtectedArea';
import ServerErrorPage from './pages/ServerErrorPage';

function LoginRoute() {
  const { definition } = useConsole();
  return <definition.LoginPage />;
}

function ForgetRoute() {
  const { definition } = useConsole();
  return definition.ForgetPage ? <definition.ForgetPage /> : <Navigate to="/login" replace />;
}

/**
 * /invite: the agent console's public team-invitation page; in a console without one it is a page like any
 * other behind sign-in (the customer console's own invitation, a menu route; elsewhere not found).
 */
function InviteRoute() {
  const { definition } = useConsole();
  return definition.InvitePage ? <definition.InvitePage /> : <ProtectedArea />;
}

function SetPasswordRoute() {
  const { definition } = useConsole();
  return definition.SetPasswordPage ? <definition.SetPasswordPage /> : <Navigate to="/login" replace />;
}

function SupportRoute() {
  const { definition } = useConsole();
  return definition.SupportPage ? <definition.SupportPage /> : <Navigate to="/login" replace />;
}

function RouteError() {
  const { definition } = useConsole();
  return <ServerErrorPage homeHref={definition.basename} />;
}

/** The route tree every console shares; the pages behind the guard come from the user's menus. */
export function consoleRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        { path: 'login', element: <LoginRoute /> },
        { path: 'forget', element: <ForgetRoute /> },
        { path: 'invite', element: <InviteRoute /> },
        { path: 'set-password', element: <SetPasswordRoute /> },
        { path: 'support', element: <SupportRoute /> },
        { path: '*', element: <ProtectedArea /> },
      ],
    },
  ];
}
