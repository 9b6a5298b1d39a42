import {
  type ExportDataQuery,
  ExportStatus,
  ImportStatus,
  type TransferSymbol,
  transferApi,
} from '@onsite/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#web/api/client';
import type { ExportRequest } from '#web/components/data-table/transferTools';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { i18n } from '#web/i18n';
import { useApi } from '#web/shell/console';

export type { ExportRequest };

/** Import and export polls (spec §9: 1 s). */
export const POLL_MS = 1000;
/** The customer widget's made-up progress while its job runs (spec §9: 3.3 % per second). */
export const FAKE_PROGRESS_PER_SECOND = 3.3;

export const transferKeys = {
  all: (audience: string) => ['transfer', audience] as const,
  importStatus: (audience: string, logId: number) => ['transfer', audience, 'import', logId] as const,
  exportStatus: (audience: string, logId: number) => ['transfer', audience, 'export', logId] as const,
};

/** A job started, ended or was deleted: the download centre's two lists and the job polls refetch. */
export function invalidateTransfers(client: QueryClient, audience: ApiClient['audience']) {
  return Promise.all([
    client.invalidateQueries({ queryKey: transferKeys.all(audience) }),
    client.invalidateQueries({ queryKey: pagedQueryKey(audience, transferApi.getImportList[audience]) }),
    client.invalidateQueries({ queryKey: pagedQueryKey(audience, transferApi.getExportList[audience]) }),
  ]);
}

export const isImportDone = (status: number) => status !== ImportStatus.working;
export const isExportDone = (status: number) =>
  status === ExportStatus.done || status === ExportStatus.failed;

/**
 * Uploads the import file (symbol, extra fields, file) with its upload progress; resolves with the job's
 * log_id or rejects with the server's message.
 */
export async function uploadImport(
  api: ApiClient,
  input: { symbol: TransferSymbol; file: File; fields?: Record<string, string> },
  onProgress: (percent: number) => void,
): Promise<number> {
  const form = new FormData();
  form.append('symbol', input.symbol);
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  form.append('file', input.file, input.file.name);
  const answer = await api.upload(transferApi.importData[api.audience], form, onProgress);
  return answer.log_id;
}

/** Downloads a dataset's import template (an authenticated GET, saved from a blob). */
export async function downloadTemplate(api: ApiClient, symbol: TransferSymbol): Promise<void> {
  try {
    await api.download(transferApi.getTemplate[api.audience], { symbol }, `${symbol}-template.xlsx`);
  } catch {
    throw new Error(i18n.t('transfer.templateFailed'));
  }
}

export function fetchImportStatus(api: ApiClient, logId: number) {
  return api.call(transferApi.getImportStatus[api.audience], { log_id: logId });
}

export function fetchExportStatus(api: ApiClient, logId: number) {
  return api.call(transferApi.getExportStatus[api.audience], { log_id: logId });
}

/** Polls an import every second until it has ended (or a call fails: polling stops). */
export function useImportStatus(logId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: transferKeys.importStatus(api.audience, logId ?? 0),
    queryFn: () => fetchImportStatus(api, logId as number),
    enabled: logId !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isImportDone(query.state.data.status))
        ? false
        : POLL_MS,
  });
}

export function useDeleteTransfer(kind: 'import' | 'export') {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call((kind === 'import' ? transferApi.deleteImports : transferApi.deleteExports)[api.audience], {
        ids,
      }),
    onSuccess: () => invalidateTransfers(client, api.audience),
  });
}

/** Queues an export: the selected ids, or the list's filters. */
export async function startExport(api: ApiClient, request: ExportRequest): Promise<number> {
  const { ids, ...rest } = request;
  const query: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(rest)) if (!Array.isArray(value)) query[key] = value;
  if (ids && ids.length > 0) query.ids = ids.join(',');
  const answer = await api.call(transferApi.exportData[api.audience], query as ExportDataQuery);
  return answer.log_id;
}
