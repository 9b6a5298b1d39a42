import { type ExportLog, transferApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { ExportButton } from './ExportButton';
import { isExportDone, isImportDone } from './transfer.api';

const log = (overrides: Partial<ExportLog>): ExportLog => ({
  log_id: 7,
  symbol: 'customer',
  file_name: 'customer-1.xlsx',
  status: 0,
  percentage: 0,
  total_num: 0,
  file_url: '',
  error_msg: '',
  create_time: new Date().toISOString(),
  finish_time: '',
  ...overrides,
});

describe('job states', () => {
  it('ends an import at 1 (finished) or 2 (failed) and an export at 2 (done) or 3 (failed)', () => {
    expect([0, 1, 2].map(isImportDone)).toEqual([false, true, true]);
    expect([0, 1, 2, 3].map(isExportDone)).toEqual([false, false, true, true]);
  });
});

describe('export button', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  /** Renders the button against a server that answers the given export statuses in turn. */
  function renderButton(statuses: (ExportLog | 'error')[], isEmpty = false) {
    const calls: string[] = [];
    renderInConsole(
      <ExportButton request={{ symbol: 'customer', ids: [3, 5], keyword: undefined }} isEmpty={isEmpty}>
        Export selected
      </ExportButton>,
      'agent',
      (url) => {
        calls.push(url);
        if (url.includes('/exportData')) return Response.json({ code: 0, msg: 'ok', data: { log_id: 7 } });
        const next = statuses.shift() ?? 'error';
        if (next === 'error') return Response.json({ code: 500, msg: 'server went away', data: null });
        return Response.json({ code: 0, msg: 'ok', data: next });
      },
      { basename: '/new_agent' },
    );
    return calls;
  }

  it('says "select data first" without calling the server when nothing is selected', async () => {
    const calls = renderButton([], true);
    fireEvent.click(screen.getByRole('button', { name: /Export selected/ }));
    expect(await screen.findByText('Export: select data first')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('polls every second until the export is done, then downloads the file', async () => {
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = renderButton([
      log({ status: 1, percentage: 40 }),
      log({ status: 2, percentage: 100, file_url: '/storage/agent/1/jobs/7-x/customer-1.xlsx' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Export selected/ }));
    await waitFor(() =>
      expect(calls[0]).toBe(`${transferApi.exportData.agent.path}?symbol=customer&ids=3%2C5`),
    );
    expect(await screen.findByText(/Exporting 40%/, {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(calls.filter((url) => url.includes('/getStatus?log_id=7'))).toHaveLength(2);
    clicks.mockRestore();
  });

  it('stops polling when a status call fails', async () => {
    const calls = renderButton([log({ status: 0 }), 'error']);
    fireEvent.click(screen.getByRole('button', { name: /Export selected/ }));
    await waitFor(() => expect(calls.filter((url) => url.includes('getStatus'))).toHaveLength(2), {
      timeout: 4000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((url) => url.includes('getStatus'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Export selected/ })).toBeTruthy();
  });
});
