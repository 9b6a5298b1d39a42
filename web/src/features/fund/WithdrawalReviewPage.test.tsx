import { Permission, transferApi, type WithdrawalReviewItem, withdrawalReviewApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import { expectNoExportButton, findExportButton } from '#web/test/lazyWidgets';
import WithdrawalReviewPage from './WithdrawalReviewPage';

const item = (id: number, status: WithdrawalReviewItem['status'], name: string): WithdrawalReviewItem => ({
  id,
  customer_id: 3,
  customer_nickname: 'Ann',
  customer_login: '13800000001',
  agent_id: 2,
  agent_name: 'Galaxy Events',
  kind: 'balance',
  amount: 5000,
  fee: 200,
  actual_amount: 4800,
  channel: 'bank',
  account_name: name,
  bank_name: 'CMB',
  account_no: '6225880123456789',
  status,
  remark: '',
  review_note: status === 'rejected' ? 'Wrong payee' : '',
  review_time: status === 'pending' ? '' : '2026-01-02T03:04:05Z',
  reviewed_by: status === 'pending' ? '' : 'Admin',
  paid_reference: status === 'paid' ? 'REF-9' : '',
  paid_time: status === 'paid' ? '2026-01-03T03:04:05Z' : '',
  paid_by: status === 'paid' ? 'Admin' : '',
  create_time: '2026-01-02T03:04:05Z',
});
const rows = [
  item(1, 'pending', 'Payee Pending'),
  item(2, 'approved', 'Payee Approved'),
  item(3, 'paid', 'Payee Paid'),
  item(4, 'rejected', 'Payee Rejected'),
];

function fakeServer(calls: URL[]): FakeEndpoint {
  return (url) => {
    if (url.pathname === transferApi.exportData.admin.path) {
      return Response.json({ code: 0, msg: 'ok', data: { log_id: 9 } });
    }
    if (url.pathname.endsWith('/getStatus')) return Response.json({ code: 500, msg: 'stop', data: null });
    if (url.pathname === withdrawalReviewApi.approve.path) {
      calls.push(url);
      return Response.json({ code: 0, msg: 'ok', data: { ...item(1, 'approved', 'Payee Pending') } });
    }
    const status = url.searchParams.get('status');
    return listAnswer(rows.filter((row) => status === null || row.status === status));
  };
}

function renderPage(url: string, audience: 'admin' | 'agent', authorities: string[], calls: URL[] = []) {
  return renderAt(
    <ShellContext.Provider
      value={{ user: { name: 'Staff', avatar: '', roles: [], authorities }, menuTree: [] }}
    >
      <WithdrawalReviewPage title="Withdrawals" />
    </ShellContext.Provider>,
    url,
    fakeServer(calls),
    { audience },
  );
}

const rowOf = (name: string) => screen.getByText(new RegExp(name)).closest('tr') as HTMLElement;

describe('withdrawal review page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('offers each state its own action: approve or reject a pending one, mark an approved one paid', async () => {
    const calls: URL[] = [];
    renderPage(
      '/fund/withdrawal',
      'admin',
      [
        Permission.admin.fundWithdrawal,
        Permission.admin.fundWithdrawalReview,
        Permission.admin.fundWithdrawalPay,
      ],
      calls,
    );
    expect(await screen.findByText(/Payee Pending/)).toBeTruthy();
    expect(within(rowOf('Payee Pending')).getByTestId('withdrawal-approve')).toBeTruthy();
    expect(within(rowOf('Payee Pending')).getByTestId('withdrawal-reject')).toBeTruthy();
    expect(within(rowOf('Payee Pending')).queryByTestId('withdrawal-pay')).toBeNull();
    expect(within(rowOf('Payee Approved')).getByTestId('withdrawal-pay')).toBeTruthy();
    expect(within(rowOf('Payee Approved')).queryByTestId('withdrawal-approve')).toBeNull();
    for (const done of ['Payee Paid', 'Payee Rejected']) {
      expect(within(rowOf(done)).queryByRole('button')).toBeNull();
    }
    expect(within(rowOf('Payee Rejected')).getByText('Wrong payee')).toBeTruthy();
    expect(within(rowOf('Payee Paid')).getByText('Ref. REF-9')).toBeTruthy();
    // the platform sees the whole account number
    expect(within(rowOf('Payee Pending')).getByText(/6225880123456789/)).toBeTruthy();

    fireEvent.click(within(rowOf('Payee Pending')).getByTestId('withdrawal-approve'));
    fireEvent.click(await screen.findByTestId('withdrawal-approve-submit'));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it("exports the search with the list's status as withdrawal_status", async () => {
    const { requests } = renderPage('/fund/withdrawal?status=pending', 'admin', [
      Permission.admin.fundWithdrawal,
    ]);
    expect(await screen.findByText(/Payee Pending/)).toBeTruthy();
    fireEvent.click(await findExportButton());
    const exports = () =>
      requests.filter((request) => request.pathname === transferApi.exportData.admin.path);
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(Object.fromEntries(exports()[0]?.searchParams ?? [])).toEqual({
      symbol: 'withdrawal',
      withdrawal_status: 'pending',
    });
  });

  it('offers no action without the review and pay permissions, nor in the agent console', async () => {
    renderPage('/fund/withdrawal', 'admin', [Permission.admin.fundWithdrawal]);
    expect(await screen.findByText(/Payee Pending/)).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-approve')).toBeNull();
    expect(screen.queryByTestId('withdrawal-pay')).toBeNull();
    cleanup();

    renderPage('/customer/withdrawal', 'agent', [Permission.agent.customerWithdrawal]);
    expect(await screen.findByText(/Payee Pending/)).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-approve')).toBeNull();
    expectNoExportButton();
  });
});
