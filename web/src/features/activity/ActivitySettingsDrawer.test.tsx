import type { WorkspaceMenuItem } from '@onsite/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { ActivitySettingsDrawer } from './ActivitySettingsDrawer';
import { testActivity } from './testActivity';

const activity = testActivity({ tool_id: 8, tool_title: 'Meeting' });

const entry = (
  section: WorkspaceMenuItem['section'],
  titles: WorkspaceMenuItem['titles'],
  badge = '',
): WorkspaceMenuItem => ({ section, titles, icon: '', badge, badge_color: badge ? '#52c41a' : '' });

/** What the platform set for the meeting tool: the password first, the overview renamed with a badge, two hidden. */
const menus = [
  entry('password', { zh_CN: '访问密码', en: 'Access password', zh_TW: '存取密碼' }),
  entry('overview', { zh_CN: '活动总览', en: 'Summary', zh_TW: '活动总览' }, 'New'),
  entry('vip', { zh_CN: 'VIP 名单', en: 'VIP persons', zh_TW: 'VIP 名單' }),
];

const server = (url: string) => (url.includes('/Active/getMenus') ? menus : {});

const tabLabels = () =>
  Array.from(document.querySelectorAll('[data-testid="activity-workspace-tabs"] .ant-tabs-tab')).map(
    (tab) => tab.textContent,
  );

afterEach(cleanup);

describe('ActivitySettingsDrawer', () => {
  it('draws the workspace tabs the platform set: their order, titles in the reader’s language and badges, no hidden one', async () => {
    await changeLanguage('en');
    renderInConsole(
      <ActivitySettingsDrawer activity={activity} onClose={() => undefined} />,
      'customer',
      server,
    );
    await screen.findByTestId('activity-workspace-tabs');
    expect(tabLabels()).toEqual(['Access password', 'SummaryNew', 'VIP persons']);
    expect(screen.getByTestId('workspace-badge-overview').textContent).toBe('New');
    // the first section is the one shown
    expect(await screen.findByTestId('activity-password')).toBeTruthy();
  });

  it('shows the zh_CN title where a language has none (the server fills it in)', async () => {
    await changeLanguage('zh_TW');
    renderInConsole(
      <ActivitySettingsDrawer activity={activity} onClose={() => undefined} />,
      'customer',
      server,
    );
    await screen.findByTestId('activity-workspace-tabs');
    expect(tabLabels()).toEqual(['存取密碼', '活动总览New', 'VIP 名單']);
  });
});
