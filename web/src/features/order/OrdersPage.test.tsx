import { type OrderInfo, orderApi, refundApi, transferApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import OrdersPage from './OrdersPage';

const order = (orderNo: string, title: string, extra: Partial<OrderInfo> = {}): OrderInfo => ({
  order_no: orderNo,
  order_type: 17,
  create_time: '2026-01-02T03:04:05Z',
  title,
  duration: 1,
  duration_unit: 3,
  amount: 199900,
  original_amount: 199900,
  pay_amount: 199900,
  refunded_amount: 0,
  is_pay: 0,
  pay_type: 'wechat',
  pay_time: null,
  invoice: null,
  bank_transfer: null,
  ...extra,
});

const orders = [
  order('20260102030405000001', 'Basic · 7 days', { is_pay: 1, pay_time: '2026-01-02T03:05:00Z' }),
  order('20260102030405000002', 'Pro · yearly', {
    pay_type: 'bank',
    bank_transfer: {
      status: 'pending',
      close_reason: null,
      payer_name: 'Li Na',
      account_tail: '6789',
      create_time: '2026-01-03T03:04:05Z',
    },
  }),
  order('20260102030405000003', 'Basic · yearly'),
];

/** Reached by its link only: paid by QR while its bank transfer awaited the site, which was then closed. */
const paidByQr = order('20260102030405000004', 'Pro · 7 days', {
  is_pay: 1,
  pay_time: '2026-01-04T03:05:00Z',
  bank_transfer: {
    status: 'closed',
    close_reason: 'paid_by_other_payment',
    payer_name: 'Wu Lei',
    account_tail: '5678',
    create_time: '2026-01-04T03:04:05Z',
  },
});

/** The customer's orders, narrowed by payment and keyword; one order's detail; exports are queued. */
const fakeServer: FakeEndpoint = (url) => {
  if (url.pathname === orderApi.getOrderInfo.path) {
    const found = [...orders, paidByQr].find((row) => row.order_no === url.searchParams.get('order_no'));
    return Response.json({ code: 0, msg: 'ok', data: found });
  }
  if (url.pathname === transferApi.exportData.customer.path) {
    return Response.json({ code: 0, msg: 'ok', data: { log_id: 9 } });
  }
  if (url.pathname.endsWith('/getStatus')) return Response.json({ code: 500, msg: 'stop', data: null });
  const isPay = url.searchParams.get('is_pay');
  const keyword = url.searchParams.get('keyword') ?? '';
  return listAnswer(
    orders
      .filter((row) => row.title.includes(keyword) || row.order_no.includes(keyword))
      .filter((row) => isPay === null || row.is_pay === Number(isPay)),
  );
};

const renderPage = (url: string) =>
  renderAt(<OrdersPage title="Orders" />, url, fakeServer, { audience: 'customer' });

const listRequests = (requests: URL[]) =>
  requests.filter((request) => request.pathname === orderApi.getList.path);

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
};

describe("the customer's order list", () => {
  beforeAll(() => changeLanguage('en'));
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('lists the orders ten to a page, with their state and what can be done with each', async () => {
    const { requests } = renderPage('/order');
    expect(await screen.findByText('Pro · yearly')).toBeTruthy();
    expect(listRequests(requests)[0]?.searchParams.get('limit')).toBe('10');
    expect(screen.getByText('3 orders')).toBeTruthy();
    // the order number is the first cell (the journeys read it there)
    expect(rowOf('Basic · yearly').querySelector('td')?.textContent).toBe('20260102030405000003');
    expect(within(rowOf('Basic · 7 days')).getByTestId('order-invoice').textContent).toBe('Request invoice');
    expect(within(rowOf('Basic · 7 days')).queryByTestId('order-pay')).toBeNull();
    expect(within(rowOf('Pro · yearly')).getByTestId('order-transfer-pending')).toBeTruthy();
    expect(within(rowOf('Basic · yearly')).getByTestId('order-pay')).toBeTruthy();
  });

  it('keeps the payment filter and the keyword in the URL, and shows both again after a reload', async () => {
    const first = renderPage('/order?from=popup');
    await screen.findByText('Pro · yearly');
    fireEvent.click(within(screen.getByTestId('orders-pay-filter')).getByText('Unpaid'));
    await waitFor(() => expect(first.search().get('is_pay')).toBe('0'));
    await waitFor(() => expect(screen.queryByText('Basic · 7 days')).toBeNull());
    const keyword = within(screen.getByTestId('orders-page-field-keyword')).getByRole('textbox');
    fireEvent.change(keyword, { target: { value: 'yearly' } });
    fireEvent.click(screen.getByTestId('orders-page-search'));
    await waitFor(() => expect(first.search().get('keyword')).toBe('yearly'));
    expect(first.search().get('from')).toBe('popup');
    expect(listRequests(first.requests).at(-1)?.searchParams.get('is_pay')).toBe('0');
    const url = first.location.current;
    cleanup();

    const reloaded = renderPage(url);
    expect(await screen.findByText('Basic · yearly')).toBeTruthy();
    const chosen = screen.getByTestId('orders-pay-filter').querySelector('.ant-segmented-item-selected');
    expect(chosen?.textContent).toBe('Unpaid');
    expect(
      (within(screen.getByTestId('orders-page-field-keyword')).getByRole('textbox') as HTMLInputElement)
        .value,
    ).toBe('yearly');
    const sent = listRequests(reloaded.requests)[0]?.searchParams;
    expect([sent?.get('is_pay'), sent?.get('keyword')]).toEqual(['0', 'yearly']);
  });

  it('exports the list as filtered, and everything without a filter', async () => {
    const exports = (requests: URL[]) =>
      requests.filter((request) => request.pathname === transferApi.exportData.customer.path);
    const filtered = renderPage('/order?is_pay=0&keyword=yearly');
    await screen.findByText('Basic · yearly');
    fireEvent.click(screen.getByTestId('orders-export'));
    await waitFor(() => expect(exports(filtered.requests)).toHaveLength(1));
    expect(Object.fromEntries(exports(filtered.requests)[0]?.searchParams ?? [])).toEqual({
      symbol: 'order',
      keyword: 'yearly',
      is_pay: '0',
    });
    cleanup();

    const all = renderPage('/order');
    await screen.findByText('Basic · yearly');
    fireEvent.click(screen.getByTestId('orders-export'));
    await waitFor(() => expect(exports(all.requests)).toHaveLength(1));
    expect(Object.fromEntries(exports(all.requests)[0]?.searchParams ?? [])).toEqual({ symbol: 'order' });
  });

  it('opens an order’s detail from its row, and from a link to it', async () => {
    const first = renderPage('/order');
    await screen.findByText('Pro · yearly');
    fireEvent.click(within(rowOf('Pro · yearly')).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(first.search().get('detail')).toBe('20260102030405000002'));
    const drawer = await screen.findByTestId('order-detail-items');
    expect(within(drawer).getByText(/Li Na/)).toBeTruthy();
    cleanup();

    const linked = renderPage('/order?detail=20260102030405000001');
    const items = await screen.findByTestId('order-detail-items');
    expect(within(items).getByText('Basic · 7 days')).toBeTruthy();
    await waitFor(() =>
      expect(linked.requests.some((request) => request.pathname === orderApi.getOrderInfo.path)).toBe(true),
    );
  });

  it('tells the customer why a bank transfer of an order paid by QR was closed', async () => {
    renderPage('/order?detail=20260102030405000004');
    const items = await screen.findByTestId('order-detail-items');
    expect(within(items).getByTestId('order-transfer-closed').textContent).toBe(
      'Transfer closed: the order was already paid by another payment. If you did transfer the money, contact the site for a refund.',
    );
  });

  it('shows what was refunded in the list, and the refunds (number, amount, reason, time) in the detail', async () => {
    const refunded = [
      order('20260102030405000007', 'Refunded gala', {
        is_pay: 1,
        pay_amount: 29900,
        refunded_amount: 29900,
      }),
      order('20260102030405000008', 'Partly refunded', {
        is_pay: 1,
        pay_amount: 9900,
        refunded_amount: 2000,
      }),
      order('20260102030405000009', 'Kept order', { is_pay: 1 }),
    ];
    const refunds = [
      {
        refund_no: 'R20260102030405000007-1',
        amount: 9900,
        reason: 'Venue closed',
        create_time: '2026-01-05T02:00:00Z',
      },
      {
        refund_no: 'R20260102030405000007-2',
        amount: 20000,
        reason: 'Activity abolished',
        create_time: '2026-01-06T02:00:00Z',
      },
    ];
    const { requests } = renderAt(
      <OrdersPage title="Orders" />,
      '/order',
      (url) => {
        if (url.pathname === refundApi.customerList.path)
          return Response.json({ code: 0, msg: 'ok', data: refunds });
        if (url.pathname === orderApi.getOrderInfo.path) {
          return Response.json({
            code: 0,
            msg: 'ok',
            data: refunded.find((row) => row.order_no === url.searchParams.get('order_no')),
          });
        }
        return listAnswer(refunded);
      },
      { audience: 'customer' },
    );
    expect(await screen.findByText('Refunded gala')).toBeTruthy();
    expect(within(rowOf('Refunded gala')).getByTestId('order-refunded').textContent).toBe('Refunded');
    expect(within(rowOf('Partly refunded')).getByTestId('order-refunded').textContent).toBe(
      'Partly refunded ¥20.00',
    );
    expect(within(rowOf('Kept order')).queryByTestId('order-refunded')).toBeNull();

    fireEvent.click(within(rowOf('Refunded gala')).getByRole('button', { name: 'Details' }));
    const list = await screen.findByTestId('order-refunds');
    expect(within(list).getByText('¥99.00 · Venue closed')).toBeTruthy();
    expect(within(list).getByText('¥200.00 · Activity abolished')).toBeTruthy();
    expect(within(list).getByText(/Refund R20260102030405000007-2 · 2026-01-06/)).toBeTruthy();
    expect(requests.filter((request) => request.pathname === refundApi.customerList.path)).toHaveLength(1);
    expect(
      requests
        .find((request) => request.pathname === refundApi.customerList.path)
        ?.searchParams.get('order_no'),
    ).toBe('20260102030405000007');
  });

  it('shows an issued invoice with its number and a download, and a rejected one with the reason', async () => {
    const invoice = { title: 'Acme Ltd', tax_number: '', type: 1, email: 'a@example.com', issue_time: '' };
    const invoiced = [
      order('20260102030405000005', 'Issued order', {
        is_pay: 1,
        invoice: { ...invoice, status: 1, reject_reason: '', invoice_no: 'INV2026010200000005' },
      }),
      order('20260102030405000006', 'Rejected order', {
        is_pay: 1,
        invoice: {
          ...invoice,
          status: 2,
          reject_reason: 'The title does not match the licence',
          invoice_no: '',
        },
      }),
    ];
    renderAt(<OrdersPage title="Orders" />, '/order', () => listAnswer(invoiced), { audience: 'customer' });
    expect(await screen.findByText('Issued order')).toBeTruthy();
    const issued = rowOf('Issued order');
    expect(within(issued).getByText('INV2026010200000005')).toBeTruthy();
    expect(within(issued).getByTestId('order-invoice-download').textContent).toBe('Download invoice');
    expect(within(issued).queryByTestId('order-invoice')).toBeNull();
    const rejected = rowOf('Rejected order');
    expect(within(rejected).getByTestId('order-invoice-reason').textContent).toBe(
      'Reason: The title does not match the licence',
    );
    // a rejected request is corrected and sent again
    expect(within(rejected).getByTestId('order-invoice').textContent).toBe('Edit invoice');
    expect(within(rejected).queryByTestId('order-invoice-download')).toBeNull();
  });
});
