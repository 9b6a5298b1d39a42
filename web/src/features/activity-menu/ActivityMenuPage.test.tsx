import { type ActivityMenuItem, activityMenuApi, Permission } from '@onsite/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import ActivityMenuPage from './ActivityMenuPage';

const entry = (id: number, section: ActivityMenuItem['section'], change: Partial<ActivityMenuItem> = {}) => ({
  id,
  tool_id: 8,
  section,
  title: section,
  title_en: '',
  title_zh_tw: '',
  icon: '',
  sort: id * 10,
  hidden: 0,
  badge: '',
  badge_color: '',
  update_time: '2026-11-27T02:00:00.000Z',
  ...change,
});

const meeting = [
  entry(1, 'appearance', { title: '外观', title_en: 'Appearance' }),
  entry(2, 'overview', { title: '概览', title_en: 'Overview' }),
  entry(3, 'vip', { title: '嘉宾名单', title_en: '', badge: 'New' }),
  entry(4, 'password', { title: '访问密码', title_en: 'Access password', hidden: 1 }),
];

const server = (url: URL) => {
  if (url.pathname === activityMenuApi.getTools.path)
    return Response.json({
      code: 0,
      msg: 'ok',
      data: [
        { id: 1, mark: 'screen', title: 'Big screen', entries: 5, hidden: 0 },
        { id: 8, mark: 'meeting', title: 'Meeting', entries: 4, hidden: 1 },
      ],
    });
  return listAnswer(url.searchParams.get('tool_id') === '8' ? meeting : []);
};

function renderPage(authorities: string[]) {
  return renderAt(
    <ShellContext.Provider
      value={{ user: { name: 'Admin', avatar: '', roles: [], authorities }, menuTree: [] }}
    >
      <ActivityMenuPage title="Activity menus" />
    </ShellContext.Provider>,
    '/menu/activity?tool_id=8',
    server,
  );
}

const rowSections = () =>
  Array.from(document.querySelectorAll('tr.ant-table-row')).map((row) =>
    row.getAttribute('data-testid')?.replace('activity-menu-row-', ''),
  );

beforeAll(async () => {
  await changeLanguage('en');
});
afterEach(cleanup);

describe('ActivityMenuPage', () => {
  it("opens the URL's tool: its entries in order, and a preview of the customers' tabs without the hidden one", async () => {
    const { requests } = renderPage([Permission.admin.menuActivity, Permission.admin.menuActivityEdit]);
    await waitFor(() => expect(rowSections()).toEqual(['appearance', 'overview', 'vip', 'password']), {
      timeout: 5000,
    });
    expect(requests.some((url) => url.searchParams.get('tool_id') === '8')).toBe(true);
    expect(screen.getByTestId('activity-menu-tool-meeting').textContent).toContain('3/4 shown');
    const preview = Array.from(
      screen.getByTestId('activity-menu-preview').querySelectorAll('.ant-tabs-tab'),
    ).map((tab) => tab.textContent);
    // an empty English title shows the zh_CN one, as customers would see it
    expect(preview).toEqual(['Appearance', 'Overview', '嘉宾名单New']);
    expect(screen.getByTestId('activity-menu-status-password').textContent).toBe('Hidden');
    expect(screen.getByTestId('activity-menu-edit-vip')).toBeTruthy();
    expect(screen.getByTestId('activity-menu-handle-vip').hasAttribute('disabled')).toBe(false);
  });

  it('lets a reader without the edit permission neither drag nor edit', async () => {
    renderPage([Permission.admin.menuActivity]);
    await waitFor(() => expect(rowSections()).toHaveLength(4), { timeout: 5000 });
    expect(screen.queryByTestId('activity-menu-edit-vip')).toBeNull();
    expect(screen.getByTestId('activity-menu-handle-vip').hasAttribute('disabled')).toBe(true);
  });
});
