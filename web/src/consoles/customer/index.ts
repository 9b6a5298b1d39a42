import { lazy } from 'react';
import type { ConsoleDefinition } from '#web/shell/console';
import { lazyComponent } from '#web/shell/lazyComponent';
import { lazySession } from '#web/shell/lazySession';
import CustomerLoginPage from './pages/LoginPage';
import { isPublicPath } from './publicPaths';

export const customerConsole: ConsoleDefinition = {
  audience: 'customer',
  basename: '/my',
  rootRedirect: '/programme',
  // Spec §2: after login the customer goes to /activity unless `from` points elsewhere (a /tool or /programme page).
  afterLogin: '/activity',
  LoginPage: CustomerLoginPage,
  // besides the login screen, the console's pages and widgets load when shown
  SupportPage: lazy(() => import('#web/features/support/SupportPage')),
  // the attendee's phone loads only this page's chunk besides the console's
  AttendeePage: lazy(() => import('#web/features/activity-screen/H5SignInPage')),
  KioskPage: lazy(() => import('#web/features/pbsign/DeviceKioskPage')),
  // the session's queries (and the contracts they parse with) are fetched once a signed-in page shows
  ...lazySession(async () => {
    const session = await import('./session');
    return {
      useSession: session.useCustomerSession,
      logout: session.logoutCustomer,
      // Spec §2: the user menu's entries; clicking the avatar goes to /activity.
      useUserMenuEntries: session.useCustomerUserMenu,
    };
  }),
  Notices: lazyComponent(async () => (await import('#web/features/notice/NoticePopover')).NoticePopover),
  isPublicPath,
  HeaderExtra: lazyComponent(
    async () => (await import('#web/features/site/CustomerHeaderExtra')).CustomerHeaderExtra,
  ),
  LoginEntry: lazyComponent(
    async () => (await import('#web/features/site/CustomerLoginEntry')).CustomerLoginEntry,
  ),
  Footer: lazyComponent(async () => (await import('#web/features/site/SiteFooter')).SiteFooter),
  Chrome: lazyComponent(async () => (await import('#web/features/site/SiteChrome')).SiteChrome),
  avatarPath: '/activity',
};
