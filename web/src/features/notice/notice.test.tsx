import type { NoticeItem, UnreadNotices } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { NoticePopover } from './NoticePopover';
import { noticeTime, todoStatusTag } from './noticeStatus';

function item(overrides: Partial<NoticeItem>): NoticeItem {
  return {
    id: 1,
    type: 'todo',
    title: 'A todo',
    time: new Date().toISOString(),
    icon: '',
    avatar: '',
    content: '',
    description: '',
    status: 0,
    read: 0,
    ...overrides,
  };
}

describe('todo status', () => {
  it('maps 0 / 1 / 2 to not started / due soon / in progress, other types to nothing', () => {
    expect(todoStatusTag({ type: 'todo', status: 0 })?.labelKey).toBe('notice.status.notStarted');
    expect(todoStatusTag({ type: 'todo', status: 1 })).toEqual({
      labelKey: 'notice.status.dueSoon',
      color: 'red',
    });
    expect(todoStatusTag({ type: 'todo', status: 2 })?.labelKey).toBe('notice.status.inProgress');
    expect(todoStatusTag({ type: 'todo', status: 7 })).toBeNull();
    expect(todoStatusTag({ type: 'notice', status: 1 })).toBeNull();
  });

  it('shows recent times relatively and older ones as a date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(noticeTime('2026-03-10T09:00:00Z', now)).toMatch(/3/);
    expect(noticeTime('2026-03-01T09:00:00Z', now)).toMatch(/^2026-03-01 \d\d:00$/);
  });
});

describe('notice popover', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  function renderPopover(unread: UnreadNotices) {
    const { calls } = renderInConsole(
      <NoticePopover />,
      'agent',
      (url) => (url.includes('markRead') ? { marked: 2, unread: 1 } : unread),
      { basename: '/new_agent' },
    );
    return calls;
  }

  it('shows the unread total, the todos with their status and marks a tab read', async () => {
    const calls = renderPopover({
      notice: [item({ id: 1, type: 'notice', title: 'Upgrade tonight' })],
      letter: [],
      todo: [
        item({ id: 2, title: 'Configure the raffle', status: 0 }),
        item({ id: 3, title: 'Renew VIPs', status: 1 }),
      ],
      total: 3,
    });

    const bell = screen.getByTestId('notice-bell');
    await waitFor(() => expect(bell.textContent).toContain('3'));
    expect(calls[0].url).toBe('/api/agent/notice/getUnread');

    fireEvent.click(bell);
    expect(await screen.findByText('Upgrade tonight')).toBeTruthy();
    expect(screen.getByTestId('notice-tab-label-todo').textContent).toBe('To-dos (2)');

    fireEvent.click(screen.getByTestId('notice-tab-label-todo'));
    const todoTab = await screen.findByTestId('notice-tab-todo');
    expect(within(todoTab).getByText('Configure the raffle')).toBeTruthy();
    expect(within(todoTab).getByText('Not started')).toBeTruthy();
    expect(within(todoTab).getByText('Due soon')).toBeTruthy();

    fireEvent.click(within(todoTab).getByTestId('notice-mark-all'));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/markRead'))).toBe(true));
    const mark = calls.find((call) => call.url.endsWith('/markRead'));
    expect(mark?.url).toBe('/api/agent/notice/markRead');
    expect(JSON.parse(String(mark?.init?.body))).toEqual({ type: 'todo' });
    // the unread notices are fetched again after marking
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/getUnread')).length).toBe(2));
  });

  it('shows an empty state in a tab without unread items', async () => {
    renderPopover({ notice: [], letter: [], todo: [], total: 0 });
    fireEvent.click(screen.getByTestId('notice-bell'));
    expect(await screen.findByText('No unread notices')).toBeTruthy();
  });
});
