import type { Audience } from '@onsite/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createApiClient } from '#web/api/client';
import { AppProviders } from '#web/app/AppProviders';
import { createQueryClient } from '#web/app/queryClient';
import { type TransferTools, TransferToolsProvider } from '#web/components/data-table/transferTools';
import { ConsoleContext, type ConsoleDefinition } from '#web/shell/console';

/** What a test's fake server answers for a request (its URL, and its method and body in `init`): a whole Response. */
export type FakeEndpoint = (url: URL, init?: RequestInit) => Response;

/** An answer: the envelope with its data. */
export const okAnswer = (data: unknown) => Response.json({ code: 0, msg: 'ok', data });

/** A list answer: the envelope with its rows and total. */
export const listAnswer = (rows: unknown[], count = rows.length) =>
  Response.json({ code: 0, msg: 'ok', data: rows, count });

/** The kit's tests never sign in. */
function NoLoginPage() {
  return null;
}

/** Reports the router's current path and query to the test. */
function LocationProbe({ onLocation }: { onLocation: (url: string) => void }) {
  const current = useLocation();
  onLocation(`${current.pathname}${current.search}`);
  return null;
}

export interface RenderAtOptions {
  audience?: Audience;
  onError?: (message: string) => void;
  /**
   * The import/export widgets lent to the lists: left out, the app's own (the transfer feature's); null,
   * none (a console that lends no tools); or stand-ins that record what the table hands them.
   */
  transferTools?: TransferTools | null;
}

/**
 * Renders the kit as a console page sees it: the app's providers, a console with an api client on a fake
 * server, and a memory router at `url` (a reload is a second render at the URL the first one left).
 */
export function renderAt(
  ui: ReactNode,
  url: string,
  server: FakeEndpoint,
  { audience = 'admin', onError = () => undefined, transferTools }: RenderAtOptions = {},
) {
  const requests: URL[] = [];
  const location = { current: url };
  const api = createApiClient({
    audience,
    getToken: () => 'session',
    onAuthFailure: () => undefined,
    onError,
    fetch: async (input, init) => {
      const request = new URL(String(input), 'http://localhost');
      requests.push(request);
      return server(request, init);
    },
  });
  const definition: ConsoleDefinition = {
    audience,
    basename: '/',
    afterLogin: '/',
    LoginPage: NoLoginPage,
    useSession: () => ({ status: 'loading' }),
    logout: async () => null,
  };
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <ConsoleContext.Provider value={{ definition, api }}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe
            onLocation={(current) => {
              location.current = current;
            }}
          />
          {transferTools === undefined ? (
            ui
          ) : (
            <TransferToolsProvider tools={transferTools}>{ui}</TransferToolsProvider>
          )}
        </MemoryRouter>
      </ConsoleContext.Provider>
    </AppProviders>,
  );
  /** the query string of the current URL, as URLSearchParams */
  const search = () => new URL(location.current, 'http://localhost').searchParams;
  return { ...result, requests, location, search };
}
