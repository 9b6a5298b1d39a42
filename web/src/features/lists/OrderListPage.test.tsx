import { type ConsoleOrderListItem, orderApi, Permission, transferApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import { findExportButton } from '#web/test/lazyWidgets';
import OrderListPage from './OrderListPage';

const order = (id: number, orderNo: string, isPay: number): ConsoleOrderListItem => ({
  id,
  order_no: orderNo,
  order_type: 90,
  title: 'Offline yearly',
  customer_nickname: 'Ann',
  customer_login: '13800000001',
  refunded_amount: 0,
  pay_amount: 199950,
  is_pay: isPay,
  pay_type: isPay ? 'bank' : '',
  pay_time: '',
  create_time: '2026-01-02T03:04:05Z',
  bank_transfer:
    id === 7
      ? {
          id: 70,
          status: 'pending',
          close_reason: null,
          payer_name: 'Li',
          account_tail: '1234',
          voucher: '',
          amount: 199950,
          create_time: '2026-01-02T03:04:05Z',
        }
      : null,
});
/** Paid by QR while its bank transfer awaited the agent: the transfer was closed, with the reason. */
const paidByQr: ConsoleOrderListItem = {
  ...order(9, 'E2E-BANK-3', 1),
  pay_type: 'wechat',
  refunded_amount: 50_000,
  bank_transfer: {
    id: 90,
    status: 'closed',
    close_reason: 'paid_by_other_payment',
    payer_name: 'Wu',
    account_tail: '5678',
    voucher: '',
    amount: 199950,
    create_time: '2026-01-02T03:04:05Z',
  },
};
const orders = [order(5, 'E2E-BANK-1', 1), order(7, 'E2E-BANK-2', 0), paidByQr];

/** The team's orders, narrowed by keyword and payment; exports are queued; a confirmed transfer pays its order. */
function fakeServer(reviews: URL[]): FakeEndpoint {
  return (url) => {
    if (url.pathname === orderApi.reviewBankTransfer.agent.path) {
      reviews.push(url);
      return Response.json({ code: 0, msg: 'ok', data: { id: 70, status: 'confirmed' } });
    }
    if (url.pathname === transferApi.exportData.agent.path) {
      return Response.json({ code: 0, msg: 'ok', data: { log_id: 9 } });
    }
    if (url.pathname.endsWith('/getStatus')) return Response.json({ code: 500, msg: 'stop', data: null });
    const isPay = url.searchParams.get('is_pay');
    const keyword = url.searchParams.get('keyword') ?? '';
    const current = orders.map((row) =>
      reviews.length > 0 && row.bank_transfer?.status === 'pending'
        ? { ...row, is_pay: 1, bank_transfer: { ...row.bank_transfer, status: 'confirmed' as const } }
        : row,
    );
    return listAnswer(
      current
        .filter((row) => row.order_no.includes(keyword))
        .filter((row) => isPay === null || row.is_pay === Number(isPay)),
    );
  };
}

/** A team member who may confirm payments. */
const agentUser = {
  name: 'Staff',
  avatar: '',
  roles: [],
  authorities: [Permission.agent.customerList, Permission.agent.orderConfirm],
};

function renderPage(url: string, reviews: URL[] = []) {
  return renderAt(
    <ShellContext.Provider value={{ user: agentUser, menuTree: [] }}>
      <OrderListPage title="Orders" />
    </ShellContext.Provider>,
    url,
    fakeServer(reviews),
    { audience: 'agent' },
  );
}

describe('console order list page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
    // the voucher links' storage base, without fetching the public config
    window.__ONSITE_CONFIG__ = { storage_url: '/storage/', storage_driver: 'local' };
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('reads the keyword and the payment filter from the URL and exports the search with both', async () => {
    const { requests } = renderPage('/order?keyword=E2E&is_pay=1');
    expect(await screen.findByText('E2E-BANK-1')).toBeTruthy();
    expect(screen.queryByText('E2E-BANK-2')).toBeNull();
    const list = requests.find((request) => request.pathname === orderApi.consoleList.agent.path);
    expect(list?.searchParams.get('is_pay')).toBe('1');
    expect(list?.searchParams.get('keyword')).toBe('E2E');
    expect(within(screen.getByTestId('order-pay-filter')).getByText('Paid')).toBeTruthy();

    fireEvent.click(await findExportButton());
    const exports = () =>
      requests.filter((request) => request.pathname === transferApi.exportData.agent.path);
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(Object.fromEntries(exports()[0]?.searchParams ?? [])).toEqual({
      symbol: 'order',
      keyword: 'E2E',
      is_pay: '1',
    });
  });

  it('lets an agent allowed to confirm payments confirm a pending transfer; the list refetches', async () => {
    const reviews: URL[] = [];
    const { requests } = renderPage('/order', reviews);
    expect(await screen.findByText('E2E-BANK-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reviews).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('transfer-confirm')).toBeNull());
    expect(
      requests.filter((request) => request.pathname === orderApi.consoleList.agent.path).length,
    ).toBeGreaterThan(1);
  });

  it('shows a closed transfer with why it was closed, and offers no confirmation for it', async () => {
    renderPage('/order?keyword=E2E-BANK-3');
    expect(await screen.findByText('E2E-BANK-3')).toBeTruthy();
    const cell = screen.getByTestId('order-transfer');
    expect(within(cell).getByText('Closed')).toBeTruthy();
    expect(within(cell).getByTestId('order-transfer-closed').textContent).toBe(
      'The order was paid by another payment first; this transfer was not applied. Refund it if the money arrived.',
    );
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
  });

  it('shows what was refunded of an order, and offers no refund without the permission', async () => {
    renderPage('/order?keyword=E2E-BANK-3');
    expect(await screen.findByText('E2E-BANK-3')).toBeTruthy();
    expect(screen.getByTestId('order-refund-tag').textContent).toBe('Partly refunded ¥500.00');
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });
});
