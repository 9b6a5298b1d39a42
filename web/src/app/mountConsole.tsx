import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient } from '#web/api/client';
import { clearToken, getToken } from '#web/api/tokenStore';
import { i18n } from '#web/i18n';
import { createAuthFailureHandler } from '#web/shell/authFailure';
import { ConsoleContext, type ConsoleDefinition } from '#web/shell/console';
import { consoleRoutes } from '#web/shell/consoleRoutes';
import { stripBasename } from '#web/shell/loginLocation';
import { AppProviders } from './AppProviders';
import { feedback } from './feedback';
import { createQueryClient } from './queryClient';

/**
 * The pages menus may name: a chunk fetched with the shell, after sign-in (shell/WithPages.tsx). The list
 * kit's core (DataTable: antd's table, pagination and the query form), which nearly every page shows, is
 * fetched beside it rather than with each console's first list (scripts/bundle-size.ts SIGNED_IN).
 */
const loadPages = async () => {
  void import('#web/components/data-table/kitCore').catch(() => undefined);
  return (await import('./componentRegistry')).componentRegistry;
};

/** Starts one console: its router (history mode under its base), api client and providers. */
export function mountConsole(definition: ConsoleDefinition, container: HTMLElement): void {
  const { audience, basename } = definition;
  const queryClient = createQueryClient();
  // Content the server words in the reader's language (site texts, tool and plan names: Accept-Language)
  // is asked for again in the new one when the user switches.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries());
  const router = createBrowserRouter(consoleRoutes({ publicInvite: Boolean(definition.InvitePage) }), {
    basename,
  });

  const onAuthFailure = createAuthFailureHandler({
    currentPath: () => {
      const { pathname, search } = router.state.location;
      return stripBasename(pathname, basename) + search;
    },
    navigate: (to) => router.navigate(to, { replace: true, flushSync: true }),
    endSession: () => {
      clearToken(audience);
      queryClient.removeQueries();
    },
    alert: feedback.alert,
  });
  const api = createApiClient({
    audience,
    getToken: () => getToken(audience),
    onAuthFailure,
    onError: feedback.error,
  });

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <ConsoleContext.Provider value={{ definition, api, loadPages }}>
          <RouterProvider
            router={router}
            flushSync={(update) => {
              flushSync(update);
            }}
          />
        </ConsoleContext.Provider>
      </AppProviders>
    </StrictMode>,
  );
}
