import { type CustomerListItem, customerListItem } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderInConsole } from '../upload/testConsole';
import { DataListPage } from './DataListPage';

const customer = (id: number, nickname: string): CustomerListItem => ({
  id,
  nickname,
  mobile: '',
  email: '',
  company_name: '',
  city: '',
  vip_title: '',
  activity_total: 0,
  create_time: new Date().toISOString(),
});

/** The shared console list: the list and "export search results" send the same filters. */
describe('data list page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  function renderPage() {
    const calls: string[] = [];
    renderInConsole(
      <DataListPage<CustomerListItem>
        title="Customers"
        testId="list"
        symbol="customer"
        path="/admin/customer/getList"
        item={customerListItem}
        columns={[{ title: 'Nickname', dataIndex: 'nickname' }]}
        canImport={false}
        searchPlaceholder="Search"
        emptyText="None"
        noMatchText="No match"
        totalText={(total) => `${total} rows`}
        filters={{ agent_id: 4 }}
      />,
      'admin',
      (url) => {
        calls.push(url);
        if (url.includes('/exportData')) return Response.json({ code: 0, msg: 'ok', data: { log_id: 9 } });
        if (url.includes('/getStatus')) return Response.json({ code: 500, msg: 'stop', data: null });
        return Response.json({
          code: 0,
          msg: 'ok',
          data: [customer(3, 'Ann'), customer(5, 'Bob')],
          count: 2,
        });
      },
      { basename: '/new_admin' },
    );
    return calls;
  }

  it('searches, then exports the search with the same filters, and the selected rows by id', async () => {
    const calls = renderPage();
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(calls[0]).toBe('/api/admin/customer/getList?agent_id=4&page=1&limit=10');
    const search = screen.getByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: ' ann ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(calls).toContain('/api/admin/customer/getList?keyword=ann&agent_id=4&page=1&limit=10'),
    );
    fireEvent.click(screen.getByRole('button', { name: /Export search results/ }));
    await waitFor(() =>
      expect(calls).toContain('/api/admin/export/exportData?symbol=customer&keyword=ann&agent_id=4'),
    );
    fireEvent.click(screen.getAllByRole('checkbox')[2] as HTMLElement);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Export selected/ }));
    await waitFor(() => expect(calls).toContain('/api/admin/export/exportData?symbol=customer&ids=5'));
  });
});
