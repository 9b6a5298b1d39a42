import type { AuthFailure } from '../api/client';
import { i18n } from '../i18n';
import { loginLocation } from './loginLocation';

export interface AuthFailureDeps {
  /** the current path inside the console, with its query */
  currentPath: () => string;
  navigate: (to: string) => void;
  /** forgets the token and every cached answer of the ended session */
  endSession: () => void;
  alert: (options: { title: string; content: string; okText: string }) => Promise<void>;
}

/**
 * Spec §8: an expired admin/agent session alerts and then goes to login with `from` (straight to login at
 * the root); a sign-in elsewhere shows the offline notice; an expired customer session just goes to login.
 * Several calls failing together raise one dialog.
 */
export function createAuthFailureHandler(deps: AuthFailureDeps): (failure: AuthFailure) => void {
  let handling = false;

  const toLogin = (from: string) => {
    deps.endSession();
    deps.navigate(loginLocation(from));
  };

  return (failure) => {
    if (handling) return;
    const from = deps.currentPath();
    if (failure === 'customerExpired' || (failure === 'expired' && from === '/')) {
      toLogin(from);
      return;
    }
    handling = true;
    const notice =
      failure === 'signedInElsewhere'
        ? { title: i18n.t('session.offlineTitle'), content: i18n.t('session.offline') }
        : { title: i18n.t('session.systemPrompt'), content: i18n.t('session.expired') };
    void deps.alert({ ...notice, okText: i18n.t('session.relogin') }).then(() => {
      handling = false;
      toLogin(from);
    });
  };
}
