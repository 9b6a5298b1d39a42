import { type NoticeItem, noticeApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import MessageCenterPage from './MessageCenterPage';

const notice = (id: number, title: string, read: number): NoticeItem => ({
  id,
  type: 'notice',
  title,
  time: '2026-01-02T03:04:05Z',
  icon: '',
  avatar: '',
  content: `<p>${title} body</p>`,
  description: '',
  status: 0,
  read,
});
const notices = [notice(1, 'Upgrade tonight', 0), notice(2, 'Welcome aboard', 1)];

/** The agent's notices of any type, narrowed by the read state; marking read answers what it marked. */
function noticeServer(marked: unknown[]): FakeEndpoint {
  return (url) => {
    if (url.pathname === noticeApi.markRead.agent.path) {
      marked.push(url.pathname);
      return Response.json({ code: 0, msg: 'ok', data: { marked: 1, unread: 0 } });
    }
    const read = url.searchParams.get('read');
    return listAnswer(read === null ? notices : notices.filter((row) => String(row.read) === read));
  };
}

const renderPage = (url: string, marked: unknown[] = []) =>
  renderAt(<MessageCenterPage title="Messages" />, url, noticeServer(marked), { audience: 'agent' });

describe('message centre', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('lists the type in the URL, and keeps the read filter there beside it through a reload', async () => {
    const first = renderPage('/user/message?type=notice');
    expect(await screen.findByText('Upgrade tonight')).toBeTruthy();
    expect(screen.getAllByTestId('message-item')).toHaveLength(2);
    expect(first.requests[0]?.pathname).toBe(noticeApi.getList.agent.path);
    expect(first.requests[0]?.searchParams.get('type')).toBe('notice');

    fireEvent.click(within(screen.getByTestId('message-filter')).getByText('Unread'));
    await waitFor(() => expect(first.search().toString()).toBe('type=notice&read=0'));
    await waitFor(() => expect(screen.queryByText('Welcome aboard')).toBeNull());
    const url = first.location.current;
    cleanup();

    const reloaded = renderPage(url);
    expect(await screen.findByText('Upgrade tonight')).toBeTruthy();
    expect(screen.queryByText('Welcome aboard')).toBeNull();
    const selected = screen.getByTestId('message-filter').querySelector('.ant-segmented-item-selected');
    expect(selected?.textContent).toBe('Unread');
    expect(reloaded.requests[0]?.searchParams.get('read')).toBe('0');

    // another type starts at its first page and keeps the read filter
    fireEvent.click(screen.getByRole('tab', { name: 'To-dos' }));
    await waitFor(() => expect(reloaded.search().toString()).toBe('type=todo&read=0'));
    await waitFor(() => expect(reloaded.requests.at(-1)?.searchParams.get('type')).toBe('todo'));
  });

  it('marks one message read from its row', async () => {
    const marked: unknown[] = [];
    renderPage('/user/message', marked);
    const row = (await screen.findByText('Upgrade tonight')).closest('[data-testid="message-item"]');
    expect(row).toBeTruthy();
    // only the unread message offers "mark read"
    expect(screen.getAllByTestId('message-mark-read')).toHaveLength(1);
    fireEvent.click(within(row as HTMLElement).getByTestId('message-mark-read'));
    await waitFor(() => expect(marked).toHaveLength(1));
  });

  it('says a type is empty, and offers to clear the read filter when nothing unread is left', async () => {
    renderAt(
      <MessageCenterPage title="Messages" />,
      '/user/message?type=letter&read=0',
      () => listAnswer([]),
      {
        audience: 'agent',
      },
    );
    expect(await screen.findByText('No unread messages')).toBeTruthy();
    fireEvent.click(screen.getByTestId('message-list-clear-filters'));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });
});
