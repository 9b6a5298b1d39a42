import type { MenuItem } from '@onsite/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#web/api/client';
import { saveToken, syncTokensFromStorage } from '#web/api/tokenStore';
import { AppProviders } from '#web/app/AppProviders';
import { componentRegistry } from '#web/app/componentRegistry';
import { createQueryClient } from '#web/app/queryClient';
import StaffLoginPage from '#web/features/auth/StaffLoginPage';
import { changeLanguage } from '#web/i18n';
import { menuItem } from '#web/test/menuItem';
import { ConsoleContext, type ConsoleDefinition, type ConsoleSession } from './console';
import { consoleRoutes } from './consoleRoutes';
import type { PageProps } from './pageProps';

// The menu entries below open a page of this test (the real pages call the server); other components
// resolve as in the app, so an unknown one still shows the not-found page.
const TestPage = ({ title }: PageProps) => <div data-testid="test-page">{`Page ${title}`}</div>;
const pages = { ...componentRegistry, 'test/page': TestPage };

const menus: MenuItem[] = [
  menuItem({
    opid: 1,
    permission_mark: 'admin.partner',
    permission_name: '渠道管理',
    route: '/partner',
    component: 'test/page',
    icon: 'ApartmentOutlined',
  }),
  menuItem({ opid: 2, permission_name: 'Legacy page', route: '/legacy', component: 'admin/legacy-page' }),
  menuItem({ opid: 3, permission_name: 'Secret', route: '/secret', component: 'test/page', hide: 1 }),
];

const readySession: ConsoleSession = {
  status: 'ready',
  user: { name: 'Platform Admin', avatar: '', roles: [], authorities: [] },
  menus,
};

function renderConsole(
  path: string,
  session: ConsoleSession = readySession,
  routes: Parameters<typeof consoleRoutes>[0] = {},
) {
  const definition: ConsoleDefinition = {
    audience: 'admin',
    basename: '/new_admin',
    rootRedirect: '/partner',
    afterLogin: '/',
    LoginPage: StaffLoginPage,
    useSession: () => session,
    logout: async () => null,
  };
  const api = createApiClient({
    audience: 'admin',
    getToken: () => null,
    onAuthFailure: vi.fn(),
    onError: vi.fn(),
    fetch: vi.fn(),
  });
  const router = createMemoryRouter(consoleRoutes(routes), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ConsoleContext.Provider value={{ definition, api, pages }}>
        <RouterProvider router={router} />
      </ConsoleContext.Provider>
    </AppProviders>,
  );
  return router;
}

const location = (router: ReturnType<typeof renderConsole>) =>
  router.state.location.pathname + router.state.location.search;

describe('console shell', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    syncTokensFromStorage();
  });
  afterEach(cleanup);

  it('sends an unauthenticated visit to login with from', async () => {
    const router = renderConsole('/partner?tab=2');
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(location(router)).toBe('/login?from=%2Fpartner%3Ftab%3D2');
  });

  it('keeps /invite a menu page behind sign-in in a console without a public invitation page', async () => {
    const guarded = renderConsole('/invite', readySession, { publicInvite: false });
    await screen.findByTestId('login-submit');
    expect(location(guarded)).toBe('/login?from=%2Finvite');
    cleanup();
    saveToken('admin', 'token', false);
    const signedIn = renderConsole(
      '/secret',
      {
        ...readySession,
        menus: [
          ...menus,
          menuItem({ opid: 4, permission_name: 'Invite', route: '/invite', component: 'test/page', hide: 1 }),
        ],
      },
      { publicInvite: false },
    );
    await act(() => signedIn.navigate('/invite'));
    expect(await screen.findByText('Page Invite')).toBeTruthy();
    expect(location(signedIn)).toBe('/invite');
  });

  it('sends an unauthenticated visit of the root to login without from', async () => {
    const router = renderConsole('/');
    await screen.findByTestId('login-submit');
    expect(location(router)).toBe('/login');
  });

  it('validates the login form before calling the server', async () => {
    renderConsole('/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Please enter the username')).toBeTruthy();
    expect(await screen.findByText('Please enter the password')).toBeTruthy();
  });

  it('adds the menus as routes, titled in the user language, with the user in the header', async () => {
    saveToken('admin', 'token', false);
    const router = renderConsole('/');
    expect(await screen.findByText('Page Channels')).toBeTruthy();
    expect(location(router)).toBe('/partner');
    expect(document.title).toBe('Channels - Onsite');
    expect(screen.getByTestId('header-user').textContent).toBe('Platform Admin');

    const sideMenu = screen.getByTestId('side-menu');
    expect(sideMenu.textContent).toContain('Channels');
    expect(sideMenu.textContent).toContain('Legacy page');
    expect(sideMenu.textContent).not.toContain('Secret');
  });

  it('renders a hidden route, and the not-found page for an unknown component or path', async () => {
    saveToken('admin', 'token', false);
    const router = renderConsole('/secret');
    expect(await screen.findByText('Page Secret')).toBeTruthy();
    expect(document.title).toBe('Secret - Onsite');

    await act(() => router.navigate('/legacy'));
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(document.title).toBe('Not found - Onsite');

    await act(() => router.navigate('/no/such/path'));
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });

  it('asks for confirmation before logging out', async () => {
    saveToken('admin', 'token', false);
    renderConsole('/partner');
    fireEvent.click(await screen.findByTestId('header-user'));
    fireEvent.click(await screen.findByTestId('logout'));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
  });
});
