import { use } from 'react';
import type { ApiClient } from '#web/api/client';
import type { ConsoleDefinition, ConsoleSession, UserMenuEntry } from './console';

interface SessionModule {
  useSession: () => ConsoleSession;
  logout: (api: ApiClient) => Promise<unknown>;
  /** the user menu's entries of a console that has its own (they read the session's queries) */
  useUserMenuEntries?: () => UserMenuEntry[];
}

/**
 * A console's session hook and logout from a module fetched when first needed (issue 19): the login screen
 * does not carry the session's queries and the contracts they parse with. The hook suspends until the
 * module is there (the routes' Suspense shows the page loader), then is the module's own. So are the user
 * menu's entries of a console that has its own (the customer's read its session's queries).
 */
export function lazySession(
  load: () => Promise<SessionModule>,
): Pick<ConsoleDefinition, 'useSession' | 'logout' | 'useUserMenuEntries'> {
  let loading: Promise<SessionModule> | undefined;
  const loaded = () => {
    loading ??= load();
    return loading;
  };
  return {
    useSession: () => use(loaded()).useSession(),
    logout: async (api) => (await loaded()).logout(api),
    // shown with the shell, once the session (and so this module) is there
    useUserMenuEntries: () => use(loaded()).useUserMenuEntries?.() ?? [],
  };
}
