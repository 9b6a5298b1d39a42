import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#web/api/client';
import { AppProviders } from '#web/app/AppProviders';
import { createQueryClient } from '#web/app/queryClient';
import StaffLoginPage from '#web/features/auth/StaffLoginPage';
import { changeLanguage } from '#web/i18n';
import { ConsoleContext, type ConsoleDefinition } from '#web/shell/console';
import { MenuRoutesView } from '#web/shell/MenuRoutesView';
import type { MenuRoute } from '#web/shell/menuRoutes';
import { menuItem } from '#web/test/menuItem';
import { ShellTabs, type TabStyle } from './ShellTabs';

// Pages with state of their own: a text input, and a counter of how often the page was mounted.
let mounts = 0;
function InputPage({ title }: { title: string }) {
  const [text, setText] = useState('');
  const [mount] = useState(() => ++mounts);
  return (
    <input
      aria-label={title}
      data-mount={String(mount)}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
const pages = { 'test/input': InputPage };

function pageRoute(path: string, title: string, keepAlive: boolean): MenuRoute {
  const item = menuItem({
    opid: path.length,
    route: path,
    component: 'test/input',
    keep_alive: keepAlive ? 1 : 0,
  });
  return { kind: 'page', path, title, component: 'test/input', item };
}

/** The shell's part under test: the tabs above the routed pages, titles in the current language. */
function Harness({ tabStyle }: { tabStyle?: TabStyle }) {
  const { t } = useTranslation();
  const home = t('route.home');
  const routes = useMemo(
    () => [
      pageRoute('/index', home, true),
      pageRoute('/kept', 'Kept', true),
      pageRoute('/plain', 'Plain', false),
      pageRoute('/other', 'Other', false),
    ],
    [home],
  );
  return (
    <>
      <ShellTabs tabStyle={tabStyle} />
      <MenuRoutesView routes={routes} home="/index" />
    </>
  );
}

function renderShell(path: string, tabStyle?: TabStyle) {
  const definition: ConsoleDefinition = {
    audience: 'admin',
    basename: '/new_admin',
    afterLogin: '/',
    LoginPage: StaffLoginPage,
    useSession: () => ({ status: 'loading' }),
    logout: async () => null,
  };
  const api = createApiClient({
    audience: 'admin',
    getToken: () => null,
    onAuthFailure: vi.fn(),
    onError: vi.fn(),
    fetch: vi.fn(),
  });
  const router = createMemoryRouter([{ path: '*', element: <Harness tabStyle={tabStyle} /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ConsoleContext.Provider value={{ definition, api, pages }}>
        <RouterProvider router={router} />
      </ConsoleContext.Provider>
    </AppProviders>,
  );
  return router;
}

type Router = ReturnType<typeof renderShell>;

const go = (router: Router, to: string) => act(() => router.navigate(to));
const tabKeys = () => screen.queryAllByTestId('shell-tab').map((tab) => tab.getAttribute('data-tab-key'));
const tabLabel = (key: string) =>
  screen.getAllByTestId('shell-tab').find((tab) => tab.getAttribute('data-tab-key') === key)!;
const activeTab = () =>
  screen
    .getAllByTestId('shell-tab')
    .find((tab) => tab.getAttribute('data-tab-active') === 'true')
    ?.getAttribute('data-tab-key');
/** the input of the page shown (hidden kept pages are in the DOM, but not visible) */
const shownInput = async (title: string) => {
  const input = await screen.findByRole('textbox', { name: title });
  return input as HTMLInputElement;
};
const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });

async function contextAction(key: string, action: string) {
  fireEvent.contextMenu(tabLabel(key));
  // The menu opened last (a closed one may still be leaving: happy-dom runs no animations).
  const items = await screen.findAllByTestId(`tab-menu-${action}`);
  fireEvent.click(items[items.length - 1]);
}

describe('page tabs', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('opens a tab per page, the home tab first and without a close button', async () => {
    const router = renderShell('/plain');
    await shownInput('Plain');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain']));
    await go(router, '/kept');
    await go(router, '/plain?x=1');
    expect(tabKeys()).toEqual(['/index', '/plain', '/kept']);
    expect(activeTab()).toBe('/plain');
    expect(within(tabLabel('/index')).queryByTestId('shell-tab-close')).toBeNull();
    expect(within(tabLabel('/plain')).queryByTestId('shell-tab-close')).not.toBeNull();
  });

  it('keeps the state of a keepAlive page across a switch, and not that of another page', async () => {
    const router = renderShell('/kept');
    type(await shownInput('Kept'), 'kept text');
    await go(router, '/plain');
    type(await shownInput('Plain'), 'plain text');
    await go(router, '/kept');
    expect((await shownInput('Kept')).value).toBe('kept text');
    await go(router, '/plain');
    expect((await shownInput('Plain')).value).toBe('');
  });

  it('drops the state of a keepAlive page when its tab closes', async () => {
    const router = renderShell('/kept');
    type(await shownInput('Kept'), 'kept text');
    await go(router, '/plain');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/kept', '/plain']));
    fireEvent.click(within(tabLabel('/kept')).getByTestId('shell-tab-close'));
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain']));
    expect(router.state.location.pathname).toBe('/plain');
    await go(router, '/kept');
    expect((await shownInput('Kept')).value).toBe('');
  });

  it('goes to the previous tab when the shown tab closes', async () => {
    const router = renderShell('/plain');
    await go(router, '/other');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain', '/other']));
    fireEvent.click(within(tabLabel('/other')).getByTestId('shell-tab-close'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plain'));
    expect(tabKeys()).toEqual(['/index', '/plain']);
  });

  it('reloads a keepAlive page through /redirect: it comes back mounted afresh', async () => {
    const router = renderShell('/kept?q=1');
    const before = await shownInput('Kept');
    type(before, 'kept text');
    const mountBefore = before.getAttribute('data-mount');
    await contextAction('/kept', 'reload');
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect/kept'));
    expect(router.state.location.search).toBe('?q=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kept'), { timeout: 2000 });
    expect(router.state.location.search).toBe('?q=1');
    const after = await shownInput('Kept');
    expect(after.value).toBe('');
    expect(after.getAttribute('data-mount')).not.toBe(mountBefore);
  });

  it('shows the spec messages when nothing can close', async () => {
    const router = renderShell('/index');
    await shownInput('Home');
    await waitFor(() => expect(tabKeys()).toEqual(['/index']));
    await contextAction('/index', 'close');
    expect(await screen.findByText('The current tab cannot be closed')).toBeTruthy();
    await contextAction('/index', 'closeLeft');
    expect(await screen.findByText('No tabs to close on the left')).toBeTruthy();
    await contextAction('/index', 'closeAll');
    expect(await screen.findByText('No closable tabs')).toBeTruthy();
    await go(router, '/plain');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain']));
    await contextAction('/plain', 'closeRight');
    expect(await screen.findByText('No tabs to close on the right')).toBeTruthy();
  });

  it('closes others and all from the context menu, keeping the home tab', async () => {
    const router = renderShell('/plain');
    await go(router, '/kept');
    await go(router, '/other');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain', '/kept', '/other']));
    await contextAction('/kept', 'closeOthers');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/kept']));
    expect(router.state.location.pathname).toBe('/kept');
    await contextAction('/kept', 'closeAll');
    await waitFor(() => expect(tabKeys()).toEqual(['/index']));
    expect(router.state.location.pathname).toBe('/index');
  });

  it('titles the tabs in the current language', async () => {
    renderShell('/index');
    await waitFor(() => expect(tabLabel('/index').textContent).toBe('Home'));
    await act(() => changeLanguage('zh_TW'));
    await waitFor(() => expect(tabLabel('/index').textContent).toBe('首頁'));
  });

  it('draws the three tab styles differently', async () => {
    renderShell('/plain', 'card');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain']));
    const bar = screen.getByTestId('shell-tabs');
    expect(bar.querySelector('.ant-tabs-editable-card')).not.toBeNull();
    // Card tabs close with antd's own remove button.
    expect(bar.querySelectorAll('.ant-tabs-tab-remove')).toHaveLength(1);
    cleanup();
    renderShell('/plain', 'dot');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain']));
    expect(screen.getByTestId('shell-tabs').querySelectorAll('.shell-tab-dot')).toHaveLength(2);
    expect(screen.getByTestId('shell-tabs').querySelector('.ant-tabs-card')).toBeNull();
    cleanup();
    renderShell('/plain');
    await waitFor(() => expect(tabKeys()).toEqual(['/index', '/plain']));
    expect(screen.getByTestId('shell-tabs').querySelectorAll('.shell-tab-dot')).toHaveLength(0);
    expect(screen.getByTestId('shell-tabs').querySelector('.ant-tabs-card')).toBeNull();
    expect(screen.getByTestId('shell-tabs').getAttribute('data-tab-style')).toBe('default');
  });
});
