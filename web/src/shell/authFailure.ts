import type { AuthFailure } from '#web/api/client';
import { i18n } from '#web/i18n';
import { isLoginPath, loginLocation } from './loginLocation';

export interface AuthFailureDeps {
  /** the current path inside the console, with its query */
  currentPath: () => string;
  navigate: (to: string) => Promise<void>;
  /** forgets the token and every cached answer of the ended session */
  endSession: () => void;
  alert: (options: { title: string; content: string; okText: string }) => Promise<void>;
}

/**
 * Spec §8: an expired admin/agent session alerts and then goes to login with `from` (straight to login at
 * the root); a sign-in elsewhere shows the offline notice; an expired customer session just goes to login.
 * Several calls failing together raise one dialog and one redirect.
 */
export function createAuthFailureHandler(deps: AuthFailureDeps): (failure: AuthFailure) => void {
  let handling = false;

  // The session's answers go before the login page shows: removing them after would also drop the login
  // page's own first fetches in flight (a reloaded console has none cached), leaving it loading for good.
  const toLogin = async (from: string) => {
    deps.endSession();
    await deps.navigate(loginLocation(from));
  };

  return (failure) => {
    const from = deps.currentPath();
    // A call sent before the session ended may fail after the user is already on the login page, or on the
    // support page that "end support session" leads to (it ends the tab's session itself).
    if (handling || isLoginPath(from) || isSupportPath(from)) return;
    if (failure === 'customerExpired' || (failure === 'expired' && from === '/')) {
      handling = true;
      void toLogin(from).finally(() => {
        handling = false;
      });
      return;
    }
    handling = true;
    const notice =
      failure === 'signedInElsewhere'
        ? { title: i18n.t('session.offlineTitle'), content: i18n.t('session.offline') }
        : { title: i18n.t('session.systemPrompt'), content: i18n.t('session.expired') };
    void deps
      .alert({ ...notice, okText: i18n.t('session.relogin') })
      .then(() => toLogin(from))
      .finally(() => {
        handling = false;
      });
  };
}

function isSupportPath(path: string): boolean {
  return path === '/support' || path.startsWith('/support?');
}
