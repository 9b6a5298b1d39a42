import { activityListQuery, defineRoute, reply } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeEndpoint, listAnswer, type RenderAtOptions, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { DataTable, type DataTableProps } from './DataTable';
import { tableSettingsKey } from './tableSettings';
import type { ExportRequest, ExportToolProps, ImportToolProps, TransferTools } from './transferTools';

const widgetRow = z.object({ id: z.number().int(), title: z.string(), status: z.number().int() });
type WidgetRow = z.infer<typeof widgetRow>;
const widgetList = defineRoute({
  method: 'GET',
  path: '/api/admin/widget/getList',
  access: { audience: 'admin' },
  tags: ['test'],
  summary: 'Widgets, for the kit tests',
  query: activityListQuery,
  reply: reply.list(widgetRow),
});

const widgets: WidgetRow[] = [
  { id: 1, title: 'Anchor', status: 1 },
  { id: 2, title: 'Bridge', status: 3 },
];

/** Answers the rows whose title holds the keyword, with a total of 42 when unfiltered. */
const server: FakeEndpoint = (url) => {
  const keyword = url.searchParams.get('keyword');
  if (!keyword) return listAnswer(widgets, 42);
  return listAnswer(widgets.filter((row) => row.title.toLowerCase().includes(keyword.toLowerCase())));
};

function renderTable(
  url: string,
  endpoint: FakeEndpoint = server,
  extra: Partial<DataTableProps<typeof widgetList>> = {},
  options: RenderAtOptions = {},
) {
  return renderAt(
    <DataTable
      route={widgetList}
      title="Widgets"
      testId="widgets"
      tableId="widgets-test"
      rowKey="id"
      columns={[
        { title: 'Title', dataIndex: 'title', sortable: true },
        { title: 'Status', dataIndex: 'status' },
      ]}
      searchFields={[
        { name: 'keyword', label: 'Keyword', kind: 'text' },
        {
          name: 'status',
          label: 'Status',
          kind: 'select',
          options: [
            { value: 1, label: 'Open' },
            { value: 3, label: 'Closed' },
          ],
        },
      ]}
      rowActions={(row) => (
        <Button type="link" size="small" data-testid={`widget-edit-${row.id}`}>
          Edit
        </Button>
      )}
      emptyText="No widgets yet"
      noMatchText="No widget matches"
      {...extra}
    />,
    url,
    endpoint,
    options,
  );
}

/** What the stand-in export buttons were clicked with. */
const exported: { testId?: string; request: ExportRequest; isEmpty: boolean }[] = [];

/** Stand-ins for the transfer feature's widgets: they record what the table hands them. */
function RecordingExportButton({ request, isEmpty, testId, children }: ExportToolProps) {
  return (
    <button type="button" data-testid={testId} onClick={() => exported.push({ testId, request, isEmpty })}>
      {children}
    </button>
  );
}
function StubImportWidget({ symbol, open, onFinished }: ImportToolProps) {
  return open ? (
    <button type="button" data-testid="stub-import" onClick={onFinished}>
      finish importing {symbol}
    </button>
  ) : null;
}
const recordingTools: TransferTools = { ExportButton: RecordingExportButton, ImportWidget: StubImportWidget };

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());

describe('DataTable', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the rows, the row actions and the total', async () => {
    renderTable('/widgets');
    expect(await screen.findByText('Anchor')).toBeTruthy();
    expect(screen.getByText('Bridge')).toBeTruthy();
    expect(screen.getByTestId('widget-edit-2')).toBeTruthy();
    expect(screen.getByText('42 in total')).toBeTruthy();
    expect(headers()).toContain('Actions');
  });

  it('shows a capped total as "10,000+", and an exact one as it is', async () => {
    const capped: FakeEndpoint = () =>
      Response.json({ code: 0, msg: 'ok', data: widgets, count: 10_000, count_capped: true });
    renderTable('/widgets', capped);
    expect((await screen.findByTestId('widgets-total-capped')).textContent).toBe('10,000+ in total');
    cleanup();
    renderTable('/widgets');
    expect(await screen.findByText('42 in total')).toBeTruthy();
    expect(screen.queryByTestId('widgets-total-capped')).toBeNull();
  });

  it('keeps the searched filters in the URL, and shows them again after a reload', async () => {
    const first = renderTable('/widgets?page=2');
    await screen.findByText('Anchor');
    const keyword = within(screen.getByTestId('widgets-field-keyword')).getByRole('textbox');
    fireEvent.change(keyword, { target: { value: ' bri ' } });
    fireEvent.click(screen.getByTestId('widgets-search'));
    await waitFor(() => expect(first.search().get('keyword')).toBe('bri'));
    // a new search starts at page 1
    expect(first.search().has('page')).toBe(false);
    await waitFor(() => expect(screen.queryByText('Anchor')).toBeNull());
    expect(first.requests.at(-1)?.searchParams.get('keyword')).toBe('bri');
    const url = first.location.current;
    cleanup();

    const reloaded = renderTable(url);
    expect(await screen.findByText('Bridge')).toBeTruthy();
    expect(screen.queryByText('Anchor')).toBeNull();
    const shown = within(screen.getByTestId('widgets-field-keyword')).getByRole(
      'textbox',
    ) as HTMLInputElement;
    expect(shown.value).toBe('bri');
    expect(reloaded.requests[0]?.searchParams.get('keyword')).toBe('bri');

    fireEvent.click(screen.getByTestId('widgets-reset'));
    await waitFor(() => expect(reloaded.search().has('keyword')).toBe(false));
    expect(await screen.findByText('Anchor')).toBeTruthy();
  });

  it('loads a number field’s input when the form shows one, and searches with the number', async () => {
    const shown = renderTable('/widgets', server, {
      searchFields: [{ name: 'status', label: 'Status', kind: 'number', placeholder: 'Any status' }],
    });
    await screen.findByText('Anchor');
    // antd's InputNumber is a chunk of its own: a read-only stand-in holds its place until it is there
    const input = await within(screen.getByTestId('widgets-field-status')).findByRole('spinbutton');
    expect(input.getAttribute('placeholder')).toBe('Any status');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('widgets-search'));
    await waitFor(() => expect(shown.search().get('status')).toBe('3'));
    await waitFor(() => expect(shown.requests.at(-1)?.searchParams.get('status')).toBe('3'));
  });

  it('offers to expand the query form only when a field is folded away, also one field a row', async () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } })
      .happyDOM;
    const width = window.innerWidth;
    try {
      // a phone: one field a row, so a folded form shows the first field only
      viewport.setViewport({ width: 400 });
      renderTable('/widgets');
      await screen.findByText('Anchor');
      expect(screen.getByTestId('widgets-expand')).toBeTruthy();
      cleanup();

      renderTable('/widgets', server, {
        searchFields: [{ name: 'keyword', label: 'Keyword', kind: 'text' }],
      });
      await screen.findByText('Anchor');
      expect(screen.getByTestId('widgets-field-keyword')).toBeTruthy();
      expect(screen.queryByTestId('widgets-expand')).toBeNull();
    } finally {
      viewport.setViewport({ width });
    }
  });

  it('says the list is empty without filters, and offers to clear them when nothing matches', async () => {
    const empty = renderTable('/widgets', () => listAnswer([], 0));
    expect(await screen.findByText('No widgets yet')).toBeTruthy();
    expect(screen.queryByTestId('widgets-clear-filters')).toBeNull();
    cleanup();

    const filtered = renderTable('/widgets?keyword=zzz');
    expect(await screen.findByText('No widget matches')).toBeTruthy();
    fireEvent.click(screen.getByTestId('widgets-clear-filters'));
    await waitFor(() => expect(filtered.search().has('keyword')).toBe(false));
    expect(await screen.findByText('Anchor')).toBeTruthy();
    expect(empty.requests).toHaveLength(1);
  });

  it('shows a failed load with its message, and Retry loads again', async () => {
    let fail = true;
    renderTable('/widgets', (url) =>
      fail ? Response.json({ code: 500, msg: 'The widget store is down', data: null }) : server(url),
    );
    const error = await screen.findByTestId('widgets-error');
    expect(within(error).getByText('The widget store is down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByTestId('widgets-retry'));
    expect(await screen.findByText('Anchor')).toBeTruthy();
    expect(screen.queryByTestId('widgets-error')).toBeNull();
  });

  it('hides a column from the column settings, and remembers it for the table', async () => {
    renderTable('/widgets');
    await screen.findByText('Anchor');
    expect(headers()).toContain('Status');
    fireEvent.click(screen.getByTestId('widgets-columns'));
    fireEvent.click(await screen.findByTestId('widgets-column-status'));
    await waitFor(() => expect(headers()).not.toContain('Status'));
    expect(JSON.parse(localStorage.getItem(tableSettingsKey('widgets-test')) ?? '{}').hidden).toEqual([
      'status',
    ]);
    cleanup();

    renderTable('/widgets');
    await screen.findByText('Anchor');
    expect(headers()).not.toContain('Status');
    expect(headers()).toContain('Title');
  });

  it('changes the density from the toolbar, and remembers it for the table', async () => {
    const rendered = renderTable('/widgets');
    await screen.findByText('Anchor');
    const table = () => rendered.container.querySelector('.ant-table');
    expect(table()?.classList.contains('ant-table-medium')).toBe(true);
    fireEvent.click(screen.getByTestId('widgets-density'));
    fireEvent.click(await screen.findByText('Compact'));
    await waitFor(() => expect(table()?.classList.contains('ant-table-small')).toBe(true));
    expect(JSON.parse(localStorage.getItem(tableSettingsKey('widgets-test')) ?? '{}').density).toBe('small');
  });

  it('exports the selected rows and the filtered list, and imports, with the widgets the console lends', async () => {
    exported.length = 0;
    const rendered = renderTable(
      '/widgets?keyword=an',
      server,
      { exportSymbol: 'customer', importSymbol: 'customer', canImport: true },
      { transferTools: recordingTools },
    );
    await screen.findByText('Anchor');
    fireEvent.click(screen.getByTestId('export-filtered'));
    expect(exported.at(-1)).toEqual({
      testId: 'export-filtered',
      request: { symbol: 'customer', keyword: 'an' },
      isEmpty: false,
    });
    fireEvent.click(screen.getByTestId('export-selected'));
    expect(exported.at(-1)?.isEmpty).toBe(true);

    // the row's checkbox (the first one selects the page)
    fireEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByTestId('export-selected'));
    expect(exported.at(-1)).toEqual({
      testId: 'export-selected',
      request: { symbol: 'customer', ids: [1] },
      isEmpty: false,
    });

    // a finished import reloads the list
    const before = rendered.requests.length;
    fireEvent.click(screen.getByTestId('list-import'));
    fireEvent.click(await screen.findByTestId('stub-import'));
    await waitFor(() => expect(rendered.requests.length).toBe(before + 1));
  });

  it('offers no import or export when the console lends no transfer widgets', async () => {
    renderTable(
      '/widgets',
      server,
      { exportSymbol: 'customer', importSymbol: 'customer', canImport: true },
      { transferTools: null },
    );
    await screen.findByText('Anchor');
    expect(screen.queryByTestId('export-selected')).toBeNull();
    expect(screen.queryByTestId('export-filtered')).toBeNull();
    expect(screen.queryByTestId('list-import')).toBeNull();
    // without export there is nothing to select for
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('turns the column of the default sort to the other direction, and back to the default', async () => {
    // the route sorts by create_time, newest first, when the URL says nothing
    const rendered = renderTable('/widgets', server, {
      columns: [
        { title: 'Title', dataIndex: 'title', sortable: true },
        { title: 'Created', key: 'create_time', sortable: true, render: () => '' },
      ],
    });
    await screen.findByText('Anchor');
    const created = () =>
      screen
        .getAllByRole('columnheader')
        .find((cell) => cell.textContent?.trim() === 'Created') as HTMLElement;
    expect(created().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(created());
    await waitFor(() => expect(rendered.search().get('order')).toBe('asc'));
    expect(rendered.search().get('sort')).toBe('create_time');
    await waitFor(() => expect(rendered.requests.at(-1)?.searchParams.get('order')).toBe('asc'));
    expect(created().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(created());
    await waitFor(() => expect(rendered.search().has('sort')).toBe(false));
    expect(rendered.search().has('order')).toBe(false);
    await waitFor(() => expect(created().getAttribute('aria-sort')).toBe('descending'));
  });

  it('sorts on the server through the URL', async () => {
    const rendered = renderTable('/widgets');
    await screen.findByText('Anchor');
    const title = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.trim() === 'Title');
    fireEvent.click(title as HTMLElement);
    await waitFor(() => expect(rendered.search().get('sort')).toBe('title'));
    expect(rendered.search().get('order')).toBe('asc');
    await waitFor(() => expect(rendered.requests.at(-1)?.searchParams.get('sort')).toBe('title'));
  });
});
