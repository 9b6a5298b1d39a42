import {
  ActivityStatus,
  type ConsoleActivityDetail,
  type ConsoleActivityItem,
  consoleActivityApi,
  Permission,
  refundApi,
  transferApi,
} from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import { findExportButton } from '#web/test/lazyWidgets';
import ConsoleActivityListPage from './ConsoleActivityListPage';

const item = (id: number, title: string, status: number): ConsoleActivityItem => ({
  id,
  title,
  tool_id: 8,
  tool_title: 'Meeting system',
  status,
  begin_time: '2026-11-26T04:00:00Z',
  end_time: '2026-11-26T10:00:00Z',
  capacity: 500,
  vip_count: 0,
  customer_id: 3,
  customer_nickname: 'Ann',
  customer_login: '13800000001',
  agent_id: 2,
  agent_name: 'Galaxy Events',
  create_time: '2026-11-20T04:00:00Z',
});

const detailOf = (row: ConsoleActivityItem): ConsoleActivityDetail => ({
  ...row,
  programme_title: '',
  group_title: '',
  showings: 1,
  charge: 'order',
  cancel_time: '',
  update_time: row.create_time,
  customer_email: '',
  customer_mobile: '13800000001',
  settings: { has_password: 0, vip_last_time: '', has_appearance: 0, template_name: '' },
  orders: [
    {
      id: 1,
      order_no: 'NO-1',
      order_type: 21,
      title: 'New activity',
      pay_amount: 9900,
      is_pay: 1,
      pay_type: 'wechat',
      pay_time: row.create_time,
      create_time: row.create_time,
    },
  ],
  vip_persons: [],
});

/** Two activities; ending the running one makes it ended. */
function fakeServer(operations: URL[]): FakeEndpoint {
  return (url) => {
    const rows = [
      item(5, 'Launch', operations.length ? ActivityStatus.ended : ActivityStatus.inProgress),
      item(6, 'Gala', ActivityStatus.notStarted),
    ];
    if (url.pathname === consoleActivityApi.postOver.path) {
      operations.push(url);
      return Response.json({ code: 0, msg: 'Saved', data: null });
    }
    if (
      url.pathname === consoleActivityApi.postAbolish.admin.path ||
      url.pathname === consoleActivityApi.postAbolish.agent.path
    ) {
      operations.push(url);
      return Response.json({
        code: 0,
        msg: 'Activity abolished and its orders refunded',
        data: { refunded_orders: 1, refunded_amount: 7900 },
      });
    }
    if (
      url.pathname === refundApi.activityOrders.admin.path ||
      url.pathname === refundApi.activityOrders.agent.path
    ) {
      const data = operations.length
        ? []
        : [
            {
              id: 1,
              order_no: 'NO-1',
              order_type: 21,
              title: 'New activity',
              pay_amount: 9900,
              refunded_amount: 2000,
            },
          ];
      return Response.json({ code: 0, msg: 'ok', data });
    }
    if (
      url.pathname === consoleActivityApi.getInfo.admin.path ||
      url.pathname === consoleActivityApi.getInfo.agent.path
    ) {
      const row = rows.find((candidate) => candidate.id === Number(url.searchParams.get('id')));
      return Response.json({ code: 0, msg: 'ok', data: row ? detailOf(row) : null });
    }
    if (url.pathname === transferApi.exportData.admin.path)
      return Response.json({ code: 0, msg: 'ok', data: { log_id: 9 } });
    if (url.pathname.endsWith('/getStatus')) return Response.json({ code: 500, msg: 'stop', data: null });
    const status = url.searchParams.get('status');
    return listAnswer(rows.filter((row) => status === null || row.status === Number(status)));
  };
}

function renderPage(
  url: string,
  authorities: string[],
  operations: URL[] = [],
  audience: 'admin' | 'agent' = 'admin',
) {
  return renderAt(
    <ShellContext.Provider
      value={{ user: { name: 'Admin', avatar: '', roles: [], authorities }, menuTree: [] }}
    >
      <ConsoleActivityListPage title="Activities" />
    </ShellContext.Provider>,
    url,
    fakeServer(operations),
    { audience },
  );
}

describe('console activity list page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('reads the status filter from the URL and exports the search with it', async () => {
    const { requests } = renderPage('/activity?status=2&customer=138', [Permission.admin.activityList]);
    expect(await screen.findByText('Launch')).toBeTruthy();
    expect(screen.queryByText('Gala')).toBeNull();
    const list = requests.find((request) => request.pathname === consoleActivityApi.getList.admin.path);
    expect(list?.searchParams.get('customer')).toBe('138');
    fireEvent.click(await findExportButton());
    const exports = () =>
      requests.filter((request) => request.pathname === transferApi.exportData.admin.path);
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(Object.fromEntries(exports()[0]?.searchParams ?? [])).toEqual({
      symbol: 'activity',
      status: '2',
      customer: '138',
    });
  });

  it('offers the platform the operations the state allows, and ends a running activity after a confirmation', async () => {
    const operations: URL[] = [];
    renderPage(
      '/activity?detail=5',
      [Permission.admin.activityList, Permission.admin.activityManage],
      operations,
    );
    const drawer = await screen.findByTestId('activity-detail-drawer');
    expect(await within(drawer).findByText('NO-1')).toBeTruthy();
    // in progress: end, but neither abolish nor restore
    expect(within(drawer).queryByTestId('activity-abolish')).toBeNull();
    expect(within(drawer).queryByTestId('activity-restore')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('activity-over'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(operations).toHaveLength(1));
    await waitFor(() => expect(within(drawer).queryByTestId('activity-over')).toBeNull());
    expect(within(drawer).getAllByText('Ended').length).toBeGreaterThan(0);
  });

  it('abolishes after a dialog listing the paid orders, offering to refund them to staff who may', async () => {
    const operations: URL[] = [];
    renderPage(
      '/activity?detail=6',
      [Permission.admin.activityList, Permission.admin.activityManage, Permission.admin.orderRefund],
      operations,
    );
    const drawer = await screen.findByTestId('activity-detail-drawer');
    fireEvent.click(await within(drawer).findByTestId('activity-abolish'));
    const orders = await screen.findByTestId('abolish-orders');
    expect(await within(orders).findByText('NO-1')).toBeTruthy();
    expect(within(orders).getByText('¥99.00')).toBeTruthy();
    expect(within(orders).getByText('¥20.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('abolish-refund'));
    expect(screen.getByTestId('abolish-refund').closest('label')?.textContent).toBe(
      'Refund these orders (¥79.00 in all)',
    );
    expect(await screen.findByTestId('abolish-reason')).toBeTruthy();
    fireEvent.click(screen.getByTestId('abolish-form-submit'));
    expect(await screen.findByText('Enter a refund reason', {}, { timeout: 3000 })).toBeTruthy();
    expect(operations).toHaveLength(0);
    fireEvent.change(screen.getByTestId('abolish-reason'), { target: { value: 'Venue closed' } });
    expect(screen.getByTestId('abolish-form-submit').textContent).toBe('Abolish and refund');
    fireEvent.click(screen.getByTestId('abolish-form-submit'));
    await waitFor(() => expect(operations).toHaveLength(1));
  });

  it('tells staff without the refund permission that abolishing leaves the paid orders unrefunded', async () => {
    renderPage('/activity?detail=6', [Permission.admin.activityList, Permission.admin.activityManage]);
    const drawer = await screen.findByTestId('activity-detail-drawer');
    fireEvent.click(await within(drawer).findByTestId('activity-abolish'));
    expect(
      await screen.findByText('You may not refund: abolishing leaves these orders unrefunded.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('abolish-refund')).toBeNull();
    expect(screen.getByTestId('abolish-form-submit').textContent).toBe('Abolish');
  });

  it('lets an agent owner abolish its customer’s activity with refunds, and nothing else', async () => {
    const operations: URL[] = [];
    renderPage(
      '/activity?detail=6',
      [Permission.agent.activityList, Permission.agent.activityAbolish, Permission.agent.orderRefund],
      operations,
      'agent',
    );
    const drawer = await screen.findByTestId('activity-detail-drawer');
    fireEvent.click(await within(drawer).findByTestId('activity-abolish'));
    expect(within(drawer).queryByTestId('activity-over')).toBeNull();
    fireEvent.click(await screen.findByTestId('abolish-refund'));
    fireEvent.change(await screen.findByTestId('abolish-reason'), {
      target: { value: 'Customer cancelled' },
    });
    fireEvent.click(screen.getByTestId('abolish-form-submit'));
    await waitFor(() => expect(operations).toHaveLength(1));
    expect(operations[0]?.pathname).toBe(consoleActivityApi.postAbolish.agent.path);
  });

  it('shows no operation without the manage permission', async () => {
    renderPage('/activity?detail=6', [Permission.admin.activityList]);
    const drawer = await screen.findByTestId('activity-detail-drawer');
    expect(await within(drawer).findByText('NO-1')).toBeTruthy();
    expect(within(drawer).queryByTestId('activity-abolish')).toBeNull();
  });
});
