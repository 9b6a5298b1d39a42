import { type ExportLog, type ImportLog, transferApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeEndpoint } from '#web/components/testHarness';
import { renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import DownloadCenterPage from './DownloadCenterPage';

const exportLog = (log_id: number, symbol: string): ExportLog => ({
  log_id,
  symbol,
  file_name: `${symbol}-${log_id}.xlsx`,
  status: 2,
  percentage: 100,
  total_num: 3,
  file_url: `/storage/${symbol}-${log_id}.xlsx`,
  error_msg: '',
  create_time: '2026-01-02T03:04:05Z',
  finish_time: '2026-01-02T03:04:06Z',
});
const importLog = (log_id: number, symbol: string): ImportLog => ({
  log_id,
  symbol,
  file_name: `upload-${log_id}.xlsx`,
  status: 1,
  percentage: 100,
  total_num: 5,
  success_num: 4,
  error_num: 1,
  excel_url: '',
  error_msg: '',
  create_time: '2026-01-02T03:04:05Z',
  finish_time: '2026-01-02T03:04:06Z',
});
const exports = [exportLog(1, 'customer'), exportLog(2, 'order')];
const imports = [importLog(7, 'customer'), importLog(8, 'order')];

/** The spec's `{ list, total }` answers, narrowed by dataset; deletes are recorded. */
function transferServer(deleted: unknown[]): FakeEndpoint {
  return (url) => {
    const symbol = url.searchParams.get('symbol');
    const page = <T extends { symbol: string }>(rows: T[]) => {
      const list = rows.filter((row) => !symbol || row.symbol === symbol);
      return Response.json({ code: 0, msg: 'ok', data: { list, total: list.length } });
    };
    if (url.pathname === transferApi.getExportList.agent.path) return page(exports);
    if (url.pathname === transferApi.getImportList.agent.path) return page(imports);
    deleted.push(url.pathname);
    return Response.json({ code: 0, msg: 'ok', data: { deleted: 1 } });
  };
}

const renderPage = (url: string, deleted: unknown[] = []) =>
  renderAt(<DownloadCenterPage title="Downloads" />, url, transferServer(deleted), { audience: 'agent' });
const rowsOf = (testId: string) => screen.getByTestId(testId).querySelectorAll('tr.ant-table-row');

describe('download centre', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('keeps each list’s filter and page in the URL under its own prefix, through a reload', async () => {
    const first = renderPage('/download?exports.symbol=order');
    expect(await screen.findByText('order-2.xlsx')).toBeTruthy();
    expect(rowsOf('export-log-table')).toHaveLength(1);
    expect(first.requests[0]?.searchParams.get('symbol')).toBe('order');

    fireEvent.click(screen.getByRole('tab', { name: 'Imports' }));
    await waitFor(() => expect(first.search().get('type')).toBe('1'));
    expect(await screen.findByText('upload-7.xlsx')).toBeTruthy();
    // the imports are not narrowed by the exports' filter
    expect(rowsOf('import-log-table')).toHaveLength(2);
    expect(first.requests.at(-1)?.searchParams.has('symbol')).toBe(false);

    fireEvent.mouseDown(within(screen.getByTestId('import-log-table-field-symbol')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Customers'));
    fireEvent.click(screen.getByTestId('import-log-table-search'));
    await waitFor(() => expect(first.search().get('imports.symbol')).toBe('customer'));
    expect(first.search().get('exports.symbol')).toBe('order');
    const url = first.location.current;
    cleanup();

    const reloaded = renderPage(url);
    expect(await screen.findByText('upload-7.xlsx')).toBeTruthy();
    expect(rowsOf('import-log-table')).toHaveLength(1);
    expect(reloaded.requests[0]?.pathname).toBe(transferApi.getImportList.agent.path);
    expect(reloaded.requests[0]?.searchParams.get('symbol')).toBe('customer');
  });

  it('deletes the selected logs after a confirmation', async () => {
    const deleted: unknown[] = [];
    renderPage('/download?type=2', deleted);
    await screen.findByText('customer-1.xlsx');
    const checkboxes = within(screen.getByTestId('export-log-table')).getAllByRole('checkbox');
    fireEvent.click(checkboxes[1] as HTMLElement);
    fireEvent.click(checkboxes[2] as HTMLElement);
    fireEvent.click(await screen.findByTestId('export-log-table-delete-selected'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([transferApi.deleteExports.agent.path]));
  });
});
