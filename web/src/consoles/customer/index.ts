import { lazy } from 'react';
import { NoticePopover } from '#web/features/notice/NoticePopover';
import { CustomerHeaderExtra } from '#web/features/site/CustomerHeaderExtra';
import { CustomerLoginEntry } from '#web/features/site/CustomerLoginEntry';
import { SiteChrome } from '#web/features/site/SiteChrome';
import { SiteFooter } from '#web/features/site/SiteFooter';
import SupportPage from '#web/features/support/SupportPage';
import type { ConsoleDefinition } from '#web/shell/console';
import CustomerLoginPage from './pages/LoginPage';
import { isPublicPath, publicMenus } from './publicMenus';
import { logoutCustomer, useCustomerSession } from './session';
import { useCustomerUserMenu } from './userMenu';

export const customerConsole: ConsoleDefinition = {
  audience: 'customer',
  basename: '/my',
  rootRedirect: '/programme',
  // Spec §2: after login the customer goes to /activity unless `from` points elsewhere (a /tool or /programme page).
  afterLogin: '/activity',
  LoginPage: CustomerLoginPage,
  SupportPage,
  // the attendee's phone loads only this page's chunk besides the console's
  AttendeePage: lazy(() => import('#web/features/activity-screen/H5SignInPage')),
  KioskPage: lazy(() => import('#web/features/pbsign/DeviceKioskPage')),
  useSession: useCustomerSession,
  logout: logoutCustomer,
  Notices: NoticePopover,
  isPublicPath,
  fixedMenus: publicMenus,
  HeaderExtra: CustomerHeaderExtra,
  LoginEntry: CustomerLoginEntry,
  Footer: SiteFooter,
  Chrome: SiteChrome,
  // Spec §2: the user menu's entries; clicking the avatar goes to /activity.
  useUserMenuEntries: useCustomerUserMenu,
  avatarPath: '/activity',
};
