import {
  type CustomerDetail,
  type CustomerListItem,
  customerApi,
  customerManageApi,
  Permission,
  transferApi,
} from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import { findExportButton } from '#web/test/lazyWidgets';
import CustomerListPage from './CustomerListPage';

const customer = (id: number, nickname: string): CustomerListItem => ({
  id,
  nickname,
  mobile: '',
  email: '',
  company_name: '',
  city: '',
  vip_title: '',
  activity_total: 0,
  status: 1,
  create_time: '2026-01-02T03:04:05Z',
});
const customers = [customer(3, 'Ann'), customer(5, 'Bob')];

/** Ann's drawer: two sign-ins, one live; more activities than the drawer shows. */
const annDetail: CustomerDetail = {
  profile: {
    id: 3,
    nickname: 'Ann',
    mobile: '13900000003',
    email: '',
    company_name: 'Ann Ltd',
    city: 'Hangzhou',
    avatar: '',
    status: 1,
    has_password: true,
    create_time: '2026-01-02T03:04:05Z',
  },
  agent: { id: 1, name: 'Agent One', enabled: true },
  vip: { title: 'Gold', expires_time: '2099-01-01T00:00:00Z', active: true },
  activities: {
    count: 12,
    rows: [
      {
        id: 7,
        title: 'Annual party',
        tool: 'Screen',
        state: 'paid',
        begin_time: '2026-02-01T10:00:00Z',
        end_time: '2026-02-01T12:00:00Z',
        create_time: '2026-01-05T00:00:00Z',
      },
    ],
  },
  orders: { count: 0, paid: 0, rows: [] },
  invoices: { count: 0, rows: [] },
  resource: { balances: [{ kind: 'balance', balance: 1234 }], count: 0, rows: [] },
  sign_ins: {
    count: 2,
    rows: [
      {
        id: 2,
        create_time: '2026-01-06T00:00:00Z',
        ip: '10.0.0.2',
        device: 'Chrome 131 · Windows',
        user_agent: 'Mozilla/5.0',
        last_seen_time: '2026-01-06T00:10:00Z',
        end_time: '',
        live: true,
      },
      {
        id: 1,
        create_time: '2026-01-05T00:00:00Z',
        ip: '10.0.0.1',
        device: '',
        user_agent: '',
        last_seen_time: '',
        end_time: '2026-01-05T01:00:00Z',
        live: false,
      },
    ],
  },
};

/** The agent's customers, narrowed by the keyword; an export is queued and its status poll stops. */
const server: FakeEndpoint = (url) => {
  if (url.pathname === customerManageApi.detail.agent.path)
    return Response.json({ code: 0, msg: 'ok', data: annDetail });
  if (url.pathname === transferApi.exportData.agent.path) {
    return Response.json({ code: 0, msg: 'ok', data: { log_id: 9 } });
  }
  if (url.pathname.endsWith('/getStatus')) return Response.json({ code: 500, msg: 'stop', data: null });
  const keyword = url.searchParams.get('keyword') ?? '';
  return listAnswer(customers.filter((row) => row.nickname.toLowerCase().includes(keyword)));
};

/** The page as an agent user whose role in the team grants these permission strings sees it. */
const renderPage = (
  url: string,
  authorities: string[] = [Permission.agent.customerList, Permission.agent.customerImport],
) =>
  renderAt(
    <ShellContext.Provider
      value={{ user: { name: 'Agent user', avatar: '', roles: [], authorities }, menuTree: [] }}
    >
      <CustomerListPage title="Customers" />
    </ShellContext.Provider>,
    url,
    server,
    { audience: 'agent' },
  );
const searchBox = () => within(screen.getByTestId('list-search')).getByRole('textbox') as HTMLInputElement;

describe('customer list page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('keeps the search in the URL, so a reload shows the same customers with the search filled in', async () => {
    const first = renderPage('/customer');
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(screen.getByText('2 customers')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: ' bob ' } });
    fireEvent.click(screen.getByTestId('customer-list-search'));
    await waitFor(() => expect(first.search().get('keyword')).toBe('bob'));
    await waitFor(() => expect(screen.queryByText('Ann')).toBeNull());
    const url = first.location.current;
    cleanup();

    const reloaded = renderPage(url);
    expect(await screen.findByText('Bob')).toBeTruthy();
    expect(screen.queryByText('Ann')).toBeNull();
    expect(searchBox().value).toBe('bob');
    const sent = reloaded.requests[0];
    expect(sent?.pathname).toBe(customerApi.getList.agent.path);
    expect(sent?.searchParams.get('keyword')).toBe('bob');
  });

  it('exports the search with its keyword, and the selected rows by id', async () => {
    const { requests } = renderPage('/customer?keyword=bob');
    expect(await screen.findByText('Bob')).toBeTruthy();
    const exports = () =>
      requests.filter((request) => request.pathname === transferApi.exportData.agent.path);

    fireEvent.click(await findExportButton());
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(Object.fromEntries(exports()[0]?.searchParams ?? [])).toEqual({
      symbol: 'customer',
      keyword: 'bob',
    });

    // the row's checkbox (the first one selects the page)
    fireEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByTestId('export-selected'));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(Object.fromEntries(exports()[1]?.searchParams ?? [])).toEqual({ symbol: 'customer', ids: '5' });
  });

  it('offers the spreadsheet import of customers', async () => {
    renderPage('/customer');
    await screen.findByText('Ann');
    fireEvent.click(screen.getByTestId('list-import'));
    expect(await screen.findByText('Import from a spreadsheet')).toBeTruthy();
  });

  it('hides the import from a role that only views customers', async () => {
    renderPage('/customer', [Permission.agent.customerList]);
    await screen.findByText('Ann');
    expect(screen.queryByTestId('list-import')).toBeNull();
  });

  it('opens a customer’s drawer from its row, with the URL, its records and their counts', async () => {
    const page = renderPage('/customer', [Permission.agent.customerList, Permission.agent.customerManage]);
    fireEvent.click((await screen.findAllByTestId('customer-open'))[0] as HTMLElement);
    await waitFor(() => expect(page.search().get('detail')).toBe('3'));
    const drawer = await screen.findByTestId('customer-detail-drawer');
    expect(await within(drawer).findByText('Customer · Ann')).toBeTruthy();
    expect(within(drawer).getByText('Ann Ltd')).toBeTruthy();
    expect(within(drawer).getByText('Activities (12)')).toBeTruthy();
    expect(within(drawer).getByTestId('customer-detail-activities-count').textContent).toBe(
      'The newest 1 of 12',
    );
    // an agent's drawer names no agent; staff who manage customers get the actions, not the move
    expect(within(drawer).queryByTestId('customer-detail-agent')).toBeNull();
    expect(within(drawer).getByTestId('customer-detail-edit')).toBeTruthy();
    expect(within(drawer).queryByTestId('customer-detail-move')).toBeNull();
    fireEvent.click(within(drawer).getByText('Sign-ins (2)'));
    expect(await within(drawer).findByText('Chrome 131 · Windows')).toBeTruthy();
    expect(within(drawer).getByText('Active now')).toBeTruthy();
  });

  it('offers no new, edit or disable to a role that only views customers', async () => {
    renderPage('/customer?detail=3', [Permission.agent.customerList]);
    const drawer = await screen.findByTestId('customer-detail-drawer');
    expect(await within(drawer).findByText('Customer · Ann')).toBeTruthy();
    expect(within(drawer).queryByTestId('customer-detail-edit')).toBeNull();
    expect(screen.queryByTestId('customer-create')).toBeNull();
    expect(screen.queryByTestId('customer-edit')).toBeNull();
  });
});
