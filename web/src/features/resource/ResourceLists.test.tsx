import { type LedgerEntry, resourceApi, type Withdrawal } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { SmsPanel } from './AccountPanels';
import { LogsPanel } from './LogsPanel';
import { WithdrawalPanel } from './WithdrawalPanel';

const entry = (id: number, kind: LedgerEntry['kind'], type: string, reason: string): LedgerEntry => ({
  id,
  kind,
  type,
  amount: kind === 'sms' ? 1000 : 10_000,
  balance_after: 10_000,
  reason,
  order_no: null,
  activity_id: null,
  withdrawal_id: null,
  create_time: '2026-01-02T03:04:05Z',
});
const entries = [
  entry(1, 'balance', 'recharge', 'Online recharge'),
  entry(2, 'sms', 'sms_purchase', 'Bought 1000 messages'),
];
const withdrawal = (id: number, status: Withdrawal['status']): Withdrawal => ({
  id,
  kind: 'profit',
  amount: 5000,
  fee: 200,
  actual_amount: 4800,
  channel: 'bank',
  account_name: 'Zhang',
  bank_name: 'CMB',
  account_no: `****678${id}`,
  status,
  remark: '',
  review_note: '',
  review_time: null,
  paid_reference: status === 'paid' ? 'CMB20260103001' : '',
  paid_time: status === 'paid' ? '2026-01-03T03:04:05Z' : null,
  create_time: '2026-01-02T03:04:05Z',
});
const withdrawals = [withdrawal(1, 'pending'), withdrawal(2, 'paid')];

const data = (value: unknown) => Response.json({ code: 0, msg: 'ok', data: value });

/** The resource account's server: the ledger by kind, type and keyword; withdrawals by status. */
const server: FakeEndpoint = (url) => {
  const query = url.searchParams;
  switch (url.pathname) {
    case resourceApi.getResourceList.path:
      return listAnswer(
        entries.filter(
          (row) =>
            (!query.get('kind') || row.kind === query.get('kind')) &&
            (!query.get('type') || row.type === query.get('type')) &&
            row.reason.includes(query.get('keyword') ?? ''),
        ),
        // a long ledger: the pager has pages to go to
        query.get('kind') ? undefined : 45,
      );
    case resourceApi.getWithdrawalList.path:
      return listAnswer(
        withdrawals.filter((row) => !query.get('status') || row.status === query.get('status')),
      );
    case resourceApi.getResourceInfo.path:
      return data({ accounts: [{ kind: 'balance', balance: 50_000 }], withdrawing: 0 });
    case resourceApi.getRateList.path:
      return listAnswer([]);
    case resourceApi.getPaymentSetting.path:
      return data({
        default_channel: 'bank',
        bank_account_name: '',
        bank_name: '',
        bank_branch: '',
        bank_account_no: '',
        wechat_name: '',
        wechat_account: '',
      });
    default:
      return Response.json({ code: 500, msg: 'not in this test', data: null });
  }
};

const ledgerRequests = (requests: URL[]) =>
  requests.filter((request) => request.pathname === resourceApi.getResourceList.path);

describe('resource lists (DataTable)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('keeps the ledger filters and page in the URL under logs., in the customer time zone', async () => {
    const first = renderAt(<LogsPanel />, '/resource?tab=logs&logs.page=2', server, { audience: 'customer' });
    expect(await within(screen.getByTestId('logs-table')).findByText('Online recharge')).toBeTruthy();
    const sent = ledgerRequests(first.requests)[0]?.searchParams;
    expect(sent?.get('page')).toBe('2');
    expect(sent?.get('limit')).toBe('20');
    expect(sent?.get('tz')).toBeTruthy();
    // the account column and the row's detail
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Account');
    expect(screen.getAllByRole('button', { name: 'Detail' })).toHaveLength(2);

    // a folded field of the query form (the form unfolds on "More")
    fireEvent.click(screen.getByTestId('logs-table-expand'));
    const keyword = within(screen.getByTestId('logs-keyword')).getByRole('textbox');
    fireEvent.change(keyword, { target: { value: 'messages' } });
    fireEvent.click(screen.getByTestId('logs-table-search'));
    await waitFor(() => expect(first.search().get('logs.keyword')).toBe('messages'));
    expect(first.search().has('logs.page')).toBe(false);
    expect(first.search().get('tab')).toBe('logs');
    // the time zone is the page's, never the URL's
    expect(first.search().has('logs.tz')).toBe(false);
    await waitFor(() => expect(screen.queryByText('Online recharge')).toBeNull());
    expect(screen.getByText('Bought 1000 messages')).toBeTruthy();
    const url = first.location.current;
    cleanup();

    const reloaded = renderAt(<LogsPanel />, url, server, { audience: 'customer' });
    expect(await screen.findByText('Bought 1000 messages')).toBeTruthy();
    expect(screen.queryByText('Online recharge')).toBeNull();
    // a filter in a folded field unfolds the form
    const shown = within(screen.getByTestId('logs-keyword')).getByRole('textbox') as HTMLInputElement;
    expect(shown.value).toBe('messages');
    expect(ledgerRequests(reloaded.requests)[0]?.searchParams.get('keyword')).toBe('messages');
  });

  it("lists an account's own entries, under the account's prefix", async () => {
    const rendered = renderAt(<SmsPanel />, '/resource?tab=note&sms.limit=20', server, {
      audience: 'customer',
    });
    const table = await screen.findByTestId('entries-sms');
    expect(await within(table).findByText('Bought 1000 messages')).toBeTruthy();
    expect(within(table).queryByText('Online recharge')).toBeNull();
    expect(within(table).getByTestId('entry-amount').textContent).toBe('+1000 messages');
    const sent = ledgerRequests(rendered.requests)[0]?.searchParams;
    expect(sent?.get('kind')).toBe('sms');
    expect(sent?.get('limit')).toBe('20');
    // the kind is the panel's: not a filter to clear
    expect(within(table).queryByTestId('entries-sms-clear-filters')).toBeNull();
  });

  it('filters the withdrawal requests by status through the URL', async () => {
    const rendered = renderAt(<WithdrawalPanel />, '/resource?tab=withdrawal', server, {
      audience: 'customer',
    });
    const list = await screen.findByTestId('withdrawal-list');
    expect(await within(list).findByText(/\*\*\*\*6781/)).toBeTruthy();
    expect(within(list).getByText(/\*\*\*\*6782/)).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('withdrawal-status')).getByText('Paid out'));
    await waitFor(() => expect(rendered.search().get('withdrawals.status')).toBe('paid'));
    await waitFor(() => expect(within(list).queryByText(/\*\*\*\*6781/)).toBeNull());
    expect(within(list).getByText(/\*\*\*\*6782/)).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('withdrawal-status')).getByText('All'));
    await waitFor(() => expect(rendered.search().has('withdrawals.status')).toBe(false));
    expect(await within(list).findByText(/\*\*\*\*6781/)).toBeTruthy();
  });
});
