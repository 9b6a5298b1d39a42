import { noticeApi, Permission, type SentNoticeItem } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import SentNoticeListPage from './SentNoticeListPage';

const notice = (id: number, title: string, state: SentNoticeItem['state']): SentNoticeItem => ({
  id,
  type: 'notice',
  title,
  content: 'Body',
  description: '',
  icon: '',
  avatar: '',
  status: 0,
  audience: 'customer',
  agent_id: 0,
  agent_name: '',
  customer_id: 0,
  customer_name: '',
  state,
  send_time: '2026-11-27T02:00:00Z',
  create_time: '2026-11-26T02:00:00Z',
  update_time: '',
  withdrawn_time: state === 'withdrawn' ? '2026-11-26T03:00:00Z' : '',
  sender_name: 'Admin',
  audience_count: 4,
  read_count: 3,
});

/** Two notices; withdrawing the sent one marks it withdrawn. */
function fakeServer(withdrawals: URL[]): FakeEndpoint {
  return (url) => {
    if (url.pathname === noticeApi.withdraw.path) {
      withdrawals.push(url);
      return Response.json({ code: 0, msg: 'Notice withdrawn', data: null });
    }
    if (url.pathname.endsWith('/getUnread'))
      return Response.json({ code: 0, msg: 'ok', data: { notice: [], letter: [], todo: [], total: 0 } });
    const state = url.searchParams.get('state');
    const rows = [
      notice(1, 'Tomorrow', 'scheduled'),
      notice(2, 'Out now', withdrawals.length ? 'withdrawn' : 'visible'),
    ];
    return listAnswer(rows.filter((row) => state === null || row.state === state));
  };
}

function renderPage(url: string, authorities: string[], withdrawals: URL[] = []) {
  return renderAt(
    <ShellContext.Provider
      value={{ user: { name: 'Admin', avatar: '', roles: [], authorities }, menuTree: [] }}
    >
      <SentNoticeListPage title="Notices" />
    </ShellContext.Provider>,
    url,
    fakeServer(withdrawals),
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('sent notice list page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows each notice with its state and read count, filtered by the URL', async () => {
    const { requests } = renderPage('/notice?state=scheduled', [Permission.admin.noticeList]);
    expect(await screen.findByText('Tomorrow')).toBeTruthy();
    expect(screen.queryByText('Out now')).toBeNull();
    expect(within(rowOf('Tomorrow')).getByText('Scheduled')).toBeTruthy();
    expect(within(rowOf('Tomorrow')).getByTestId('sent-notice-reads').textContent).toBe('3 / 4');
    const list = requests.find((request) => request.pathname === noticeApi.getSentList.path);
    expect(list?.searchParams.get('state')).toBe('scheduled');
    // without the send permission: no send, edit or withdraw
    expect(screen.queryByTestId('sent-notice-send')).toBeNull();
    expect(screen.queryByTestId('sent-notice-withdraw')).toBeNull();
  });

  it('withdraws a notice after a confirmation; the list shows it withdrawn, with nothing more to do', async () => {
    const withdrawals: URL[] = [];
    renderPage('/notice', [Permission.admin.noticeList, Permission.admin.noticeSend], withdrawals);
    expect(await screen.findByText('Out now')).toBeTruthy();
    expect(screen.getByTestId('sent-notice-send')).toBeTruthy();
    fireEvent.click(within(rowOf('Out now')).getByTestId('sent-notice-withdraw'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(withdrawals).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('Out now')).getByText('Withdrawn')).toBeTruthy());
    expect(within(rowOf('Out now')).queryByTestId('sent-notice-edit')).toBeNull();
    expect(within(rowOf('Tomorrow')).getByTestId('sent-notice-edit')).toBeTruthy();
  });
});
