import type { ExportLog, ImportLog } from '@onsite/contracts';
import { XLSX_MIME } from '../../server/src/modules/transfer/spreadsheet.ts';
import {
  CUSTOMER_HEADERS_EN,
  sheetRows,
  xlsxOf,
} from '../../server/src/modules/transfer/transfer.test-helpers.ts';
import { call, dataOf, loginAgent } from '../client.ts';
import { sleep, waitFor } from '../process.ts';
import type { FaultEnv, Scenario } from '../scenario.ts';

const ROWS = 3_000;
/** after the restart, the job must end (resumed after its lease of 5 s) within this */
const END_BUDGET_MS = 120_000;

/** The customers of run `run`: nickname `fault<run>-<n>`, mobile 199<run><n padded to 7>. */
function customerRows(run: number): string[][] {
  return Array.from({ length: ROWS }, (_, n) => [
    `fault${run}-${n}`,
    `199${run % 10}${String(n).padStart(7, '0')}`,
    '',
    'Fault suite',
    'Hangzhou',
  ]);
}

async function restartAfterKill(env: FaultEnv) {
  await env.server.kill9();
  await env.server.start();
}

/**
 * kill -9 while an import of 3,000 customers is writing its batches, then start again: the job must end
 * finished (resumed after its last committed batch) or failed with its cause, each row written once.
 */
export const killMidImport: Scenario = {
  name: 'kill-mid-import',
  summary: 'kill -9 mid-import and restart: the job ends with its cause, every row once',
  async run(env, run) {
    const { server, sql } = env;
    const token = await loginAgent(server.base);
    const form = new FormData();
    form.append('symbol', 'customer');
    const content = await xlsxOf([CUSTOMER_HEADERS_EN, ...customerRows(run)]);
    form.append('file', new Blob([new Uint8Array(content)], { type: XLSX_MIME }), `fault-${run}.xlsx`);
    const queued = dataOf<{ log_id: number }>(
      await call(server.base, 'POST', '/api/agent/import/importData', { token, form }),
      'import',
    );
    const status = async (session: string) =>
      dataOf<ImportLog>(
        await call(server.base, 'GET', `/api/agent/import/getStatus?log_id=${queued.log_id}`, {
          token: session,
        }),
        'import status',
      );
    // kill once a batch or more has committed (or at once if it is already done)
    const atKill = await waitFor(
      'the import to commit its first batch',
      async () => {
        const log = await status(token);
        return log.success_num + log.error_num > 0 || log.status !== 0 ? log : undefined;
      },
      60_000,
      50,
    );
    await restartAfterKill(env);
    const session = await loginAgent(server.base);
    const end = await waitFor(
      'the import to end after the restart',
      async () => {
        const log = await status(session);
        return log.status !== 0 ? log : undefined;
      },
      END_BUDGET_MS,
      250,
    );
    const { rows } = await sql.query<{ n: string; distinct_mobiles: string }>(
      'select count(*) as n, count(distinct mobile) as distinct_mobiles from customers where nickname like $1',
      [`fault${run}-%`],
    );
    const written = Number(rows[0]?.n);
    const failures: string[] = [];
    if (end.status === 2 && !end.error_msg) failures.push('the import failed without a cause');
    if (end.status === 1 && (end.success_num !== ROWS || written !== ROWS))
      failures.push(`finished with ${end.success_num} reported and ${written} rows written, not ${ROWS}`);
    if (written !== Number(rows[0]?.distinct_mobiles)) failures.push('a customer was written twice');
    if (server.unexpectedExits().length > 0)
      failures.push(`the server exited: ${server.unexpectedExits().join(', ')}`);
    return {
      figures: {
        rows: ROWS,
        'done at the kill': atKill.success_num + atKill.error_num,
        end: end.status === 1 ? 'finished' : `failed: ${end.error_msg}`,
        written,
      },
      failures,
    };
  },
};

/**
 * kill -9 while an export of those customers runs (or waits), then start again: the job must end done with
 * a complete file, or failed with its cause.
 */
export const killMidExport: Scenario = {
  name: 'kill-mid-export',
  summary: 'kill -9 mid-export and restart: the job ends done with the whole file, or failed with its cause',
  async run(env, run) {
    const { server } = env;
    const token = await loginAgent(server.base);
    const queued = dataOf<{ log_id: number }>(
      await call(server.base, 'GET', '/api/agent/export/exportData?symbol=customer&keyword=fault', { token }),
      'export',
    );
    await sleep(100 + ((run * 137) % 400));
    const statusUrl = `/api/agent/export/getStatus?log_id=${queued.log_id}`;
    const atKill = (await call(server.base, 'GET', statusUrl, { token })).envelope?.data as
      | ExportLog
      | undefined;
    await restartAfterKill(env);
    const session = await loginAgent(server.base);
    const end = await waitFor(
      'the export to end after the restart',
      async () => {
        const answer = await call(server.base, 'GET', statusUrl, { token: session });
        const log = dataOf<ExportLog>(answer, 'export status');
        return log.status === 2 || log.status === 3 ? log : undefined;
      },
      END_BUDGET_MS,
      250,
    );
    const failures: string[] = [];
    let fileRows = -1;
    if (end.status === 3 && !end.error_msg) failures.push('the export failed without a cause');
    if (end.status === 2) {
      const file = await fetch(new URL(end.file_url, server.base), {
        headers: { authorization: `Bearer ${session}` },
      });
      if (!file.ok) failures.push(`the exported file answers HTTP ${file.status}`);
      else {
        fileRows = (await sheetRows(Buffer.from(await file.arrayBuffer()))).length - 1;
        if (fileRows !== end.total_num)
          failures.push(`the file has ${fileRows} rows, the job says ${end.total_num}`);
      }
    }
    if (server.unexpectedExits().length > 0)
      failures.push(`the server exited: ${server.unexpectedExits().join(', ')}`);
    return {
      figures: {
        'state at the kill': ['waiting', 'exporting', 'done', 'failed'][atKill?.status ?? -1] ?? '?',
        end: end.status === 2 ? 'done' : `failed: ${end.error_msg}`,
        rows: end.total_num,
        'file rows': fileRows,
      },
      failures,
    };
  },
};
