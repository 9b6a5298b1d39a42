import { type MenuEditorItem, menuEditorApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { MenuForm } from './MenuForm';

const entry = (overrides: Partial<MenuEditorItem>): MenuEditorItem => ({
  id: 7,
  parent_id: 1,
  permission_name: '查看客户',
  permission_mark: 'agent.customer.view',
  component: '',
  route: '',
  icon: '',
  hide: 0,
  menu_type: 1,
  sort: 60,
  badge: '',
  badge_color: '',
  keep_alive: 0,
  requires_partner: 0,
  built_in: true,
  children_count: 0,
  create_time: '',
  update_time: '',
  ...overrides,
});

const tree = [
  entry({ id: 1, parent_id: 0, permission_mark: 'agent.customer', menu_type: 0, route: '/customer' }),
];

/** The form against a server whose tree is `tree` and that records what is saved. */
function renderForm(props: Partial<Parameters<typeof MenuForm>[0]>) {
  const saved: { path: string; body: Record<string, unknown> }[] = [];
  const view = renderInConsole(
    <MenuForm audience="agent" editing={null} open onClose={() => undefined} {...props} />,
    'admin',
    (url, init) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === menuEditorApi.getTree.path) return tree;
      saved.push({ path, body: JSON.parse(String(init?.body)) });
      return entry({ id: 99, built_in: false });
    },
  );
  return { ...view, saved };
}

describe('the menu form', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows what the catalogue owns of a built-in permission string read-only, with the reason', async () => {
    renderForm({ editing: entry({}) });
    await screen.findByText(/A built-in entry comes with the product/);
    expect((screen.getByTestId('menu-mark') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('menu-name') as HTMLInputElement).disabled).toBe(false);
    // a permission string has no route, page or icon
    expect(screen.queryByTestId('menu-route')).toBeNull();
    expect(screen.queryByTestId('menu-icon')).toBeNull();
  });

  it('creates a menu in the console it was opened for, under the chosen parent', async () => {
    const { saved } = renderForm({ parentId: 1 });
    fireEvent.change(screen.getByTestId('menu-name'), { target: { value: '报表' } });
    fireEvent.change(screen.getByTestId('menu-mark'), { target: { value: 'agent.customer.report' } });
    fireEvent.change(screen.getByTestId('menu-route'), { target: { value: '/customer/report' } });
    // only the customer console has programme entries and partner-only menus
    expect(screen.queryByText('Programme')).toBeNull();
    expect(screen.queryByText('Partners only')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      path: menuEditorApi.create.path,
      body: expect.objectContaining({
        audience: 'agent',
        parent_id: 1,
        permission_name: '报表',
        permission_mark: 'agent.customer.report',
        route: '/customer/report',
        component: '',
        menu_type: 0,
      }),
    });
  });

  it('offers programme entries and partner-only menus in the customer console', async () => {
    renderForm({ audience: 'customer' });
    await screen.findByText('Programme');
    expect(screen.getByText('Partners only')).toBeTruthy();
  });
});
