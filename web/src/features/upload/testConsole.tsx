import type { Audience } from '@onsite/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createApiClient } from '#web/api/client';
import { AppProviders } from '#web/app/AppProviders';
import { createQueryClient } from '#web/app/queryClient';
import StaffLoginPage from '#web/features/auth/StaffLoginPage';
import { ConsoleContext, type ConsoleDefinition } from '#web/shell/console';

/** What a test's fake server answers: the envelope's data for a path, or a whole Response. */
export type FakeServer = (url: string, init?: RequestInit) => unknown;

/** How the test console differs from the default one: its base path and the session token it sends. */
export interface TestConsoleOptions {
  basename?: string;
  /** null: no session (a visitor). */
  token?: string | null;
}

export const uploadTokenFor = (name: string, overrides: Record<string, unknown> = {}) => ({
  token: `token-of-${name}`,
  size: 5,
  max_bytes: 5 * 1024 * 1024,
  user: { agent_id: 1, customer_id: 0, user_id: 1 },
  driver: 'local',
  upload_url: '/storage',
  fields: { key: `platform/2026/01/01/${name}`, token: `token-of-${name}` },
  key: `platform/2026/01/01/${name}`,
  prefix: 'platform/',
  kind: 'image',
  base_url: '/storage/',
  expires_at: '2026-01-01T00:15:00Z',
  ...overrides,
});

/** An api client whose fetch is the given fake server; every call is recorded. */
export function fakeApi(
  audience: Audience,
  server: FakeServer,
  { token = 'session' }: TestConsoleOptions = {},
) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = server(url, init);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data: answer }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const api = createApiClient({
    audience,
    getToken: () => token,
    onAuthFailure: vi.fn(),
    onError: vi.fn(),
    fetch: fetchMock,
  });
  return { api, calls };
}

/**
 * Renders inside a console of the given audience (its providers, a router and an api client on the
 * fake server), as the features are used in the product; rerender keeps the console around the ui.
 */
export function renderInConsole(
  ui: ReactNode,
  audience: Audience,
  server: FakeServer = () => ({}),
  options: TestConsoleOptions = {},
) {
  const { api, calls } = fakeApi(audience, server, options);
  const definition: ConsoleDefinition = {
    audience,
    basename: options.basename ?? '/',
    afterLogin: '/',
    LoginPage: StaffLoginPage,
    useSession: () => ({ status: 'loading' }),
    logout: async () => null,
  };
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <ConsoleContext.Provider value={{ definition, api }}>
        <MemoryRouter>{children}</MemoryRouter>
      </ConsoleContext.Provider>
    </AppProviders>
  );
  const result = render(ui, { wrapper });
  return { ...result, calls, api };
}
