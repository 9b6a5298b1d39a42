import type { Audience, MenuItem } from '@onsite/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '#web/api/client';
import type { PageRegistry } from './pageRegistry';

/** An entry of the user dropdown that opens a page of the console. */
export interface UserMenuEntry {
  key: string;
  path: string;
  icon: ReactNode;
  label: string;
}

/** What the header shows of the signed-in principal. */
export interface ShellUser {
  name: string;
  avatar: string;
  /** a short label beside the name, e.g. the customer's VIP plan */
  tag?: string;
  /** roleCode of every role the user holds (in the agent console: the role in the current team) */
  roles: string[];
  /** the permission strings the user's roles grant (`Permission` in contracts), for element hiding */
  authorities: string[];
}

export type ConsoleSession =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** a visitor on a public page (customer console only) */
  | { status: 'anonymous'; menus: MenuItem[]; fixedMenus?: MenuItem[] }
  | { status: 'ready'; user: ShellUser; menus: MenuItem[]; fixedMenus?: MenuItem[] };

/** One console (admin, agent or customer): everything the shared shell needs to know about it. */
export interface ConsoleDefinition {
  audience: Audience;
  /** the router base: '/new_admin', '/new_agent' or '/my' */
  basename: string;
  /** where '/' leads; without one, the first page of the menu */
  rootRedirect?: string;
  /** where a login without `from` leads */
  afterLogin: string;
  LoginPage: ComponentType;
  /** /forget (admin and agent): reset a forgotten password by an emailed code; absent = no such page */
  ForgetPage?: ComponentType;
  /** /invite (agent): a team's invitation link, for a visitor or a signed-in user; absent = no such page */
  InvitePage?: ComponentType;
  /** /set-password (admin): a new staff account's emailed link to choose its password; absent = no such page */
  SetPasswordPage?: ComponentType;
  /** /support (customer): a support link's page, trading its one-time code for the session; absent = no such page */
  SupportPage?: ComponentType;
  /** /tool/h5 (customer): an attendee's sign-in page from an activity's QR, on a phone, without the shell */
  AttendeePage?: ComponentType;
  /** /tool/pbsign/device (customer): a sign-in kiosk's own page (serial and key), without the shell */
  KioskPage?: ComponentType;
  /** Fetches the signed-in user and menus; called only with a token or on a public path. */
  useSession: () => ConsoleSession;
  logout: (api: ApiClient) => Promise<unknown>;
  /** paths a visitor may open without logging in (besides /login) */
  isPublicPath?: (path: string) => boolean;
  /**
   * routes that exist whatever the server's menus hold; a session may name its own (the customer's public
   * pages, which come with its session module: their titles are no part of the login screen)
   */
  fixedMenus?: MenuItem[];
  /** the user dropdown's profile link (admin /user/profile, agent /user) */
  profilePath?: string;
  /** the user dropdown's page entries above logout (the customer's account pages, spec §2); a hook */
  useUserMenuEntries?: () => UserMenuEntry[];
  /** where clicking the header avatar leads (customer: /activity); without one it opens the dropdown */
  avatarPath?: string;
  /** how long a route must load before the progress bar shows (spec §9: 300 ms in the admin console) */
  progressDelayMs?: number;
  /** the console's own footer (the customer site's); default: the shell's copyright line */
  Footer?: ComponentType;
  /** what the console adds around every page (the customer site's floating bar and polls) */
  Chrome?: ComponentType;
  /** what a visitor sees in the header instead of the plain login button (the customer's login popup) */
  LoginEntry?: ComponentType;
  /** extra header widgets, e.g. the agent's team switch */
  HeaderExtra?: ComponentType;
  /** the header's notice bell for a signed-in user (the shell knows no feature: the console hands it in) */
  Notices?: ComponentType;
  /** the user menu's "change password" dialog (staff consoles; customers change it on their settings page) */
  ChangePassword?: ComponentType<{ open: boolean; onClose: () => void }>;
}

export interface ConsoleContextValue {
  definition: ConsoleDefinition;
  api: ApiClient;
  /** the pages menus may name (the app's component registry); none: every menu page is "not found" */
  pages?: PageRegistry;
  /**
   * Or where to fetch them: the app's registry (a loader per page) is a chunk the shell loads with itself
   * once a session is shown, so the login screen does not carry it (WithPages.tsx). `pages` wins if both.
   */
  loadPages?: () => Promise<PageRegistry>;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole must be used inside a console');
  return value;
}

export function useApi(): ApiClient {
  return useConsole().api;
}
