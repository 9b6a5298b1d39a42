import {
  ExportStatus,
  exportLog,
  exportLogList,
  ImportStatus,
  importDataResponse,
  importLog,
  importLogList,
  type TransferSymbol,
  transferDeleteResponse,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, acceptLanguageOf } from '../../api/client';
import { getToken } from '../../api/tokenStore';
import { i18n } from '../../i18n';
import { useApi } from '../../shell/console';

/** Import and export polls (spec §9: 1 s). */
export const POLL_MS = 1000;
/** The customer widget's made-up progress while its job runs (spec §9: 3.3 % per second). */
export const FAKE_PROGRESS_PER_SECOND = 3.3;

export const transferKeys = {
  all: (audience: string) => ['transfer', audience] as const,
  imports: (audience: string, page: number, limit: number) =>
    ['transfer', audience, 'imports', page, limit] as const,
  exports: (audience: string, page: number, limit: number) =>
    ['transfer', audience, 'exports', page, limit] as const,
  importStatus: (audience: string, logId: number) => ['transfer', audience, 'import', logId] as const,
  exportStatus: (audience: string, logId: number) => ['transfer', audience, 'export', logId] as const,
};

export const isImportDone = (status: number) => status !== ImportStatus.working;
export const isExportDone = (status: number) =>
  status === ExportStatus.done || status === ExportStatus.failed;

/** The envelope of a multipart upload (the api client speaks JSON only). */
interface UploadEnvelope {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * Uploads the import file (symbol, extra fields, file) with XMLHttpRequest, for its upload progress;
 * resolves with the job's log_id or rejects with the server's message.
 */
export function uploadImport(
  api: ApiClient,
  input: { symbol: TransferSymbol; file: File; fields?: Record<string, string> },
  onProgress: (percent: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('symbol', input.symbol);
    for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
    form.append('file', input.file, input.file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${api.audience}/import/importData`);
    const token = getToken(api.audience);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('Accept-Language', acceptLanguageOf(i18n.language));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error(i18n.t('error.network')));
    request.onload = () => {
      let envelope: UploadEnvelope | null = null;
      try {
        envelope = JSON.parse(request.responseText) as UploadEnvelope;
      } catch {
        // answered below
      }
      if (envelope?.code === 0) resolve(importDataResponse.parse(envelope.data).log_id);
      else reject(new Error(envelope?.msg || i18n.t('error.unknown')));
    };
    request.send(form);
  });
}

/** Saves a blob or URL as a file through a temporary link. */
export function saveFile(href: string, name?: string) {
  const link = document.createElement('a');
  link.href = href;
  if (name) link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Downloads a dataset's import template (an authenticated GET, saved from a blob). */
export async function downloadTemplate(api: ApiClient, symbol: TransferSymbol): Promise<void> {
  const token = getToken(api.audience);
  const response = await fetch(`/api/${api.audience}/import/getTemplate?symbol=${symbol}`, {
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Accept-Language': acceptLanguageOf(i18n.language),
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  if (!response.ok) throw new Error(i18n.t('transfer.templateFailed'));
  const url = URL.createObjectURL(await response.blob());
  saveFile(url, `${symbol}-template.xlsx`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function fetchImportStatus(api: ApiClient, logId: number) {
  return api.get(`/${api.audience}/import/getStatus`, importLog, { log_id: logId });
}

export function fetchExportStatus(api: ApiClient, logId: number) {
  return api.get(`/${api.audience}/export/getStatus`, exportLog, { log_id: logId });
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

export function useImportList(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: transferKeys.imports(api.audience, page, limit),
    queryFn: () => api.get(`/${api.audience}/import/getList`, importLogList, { page, limit }),
    placeholderData: keepPreviousData,
    // refresh while something is still running
    refetchInterval: (query) =>
      query.state.data?.list.some((log) => !isImportDone(log.status)) ? POLL_MS : false,
  });
}

export function useExportList(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: transferKeys.exports(api.audience, page, limit),
    queryFn: () => api.get(`/${api.audience}/export/getList`, exportLogList, { page, limit }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((log) => !isExportDone(log.status)) ? POLL_MS : false,
  });
}

export function useDeleteTransfer(kind: 'import' | 'export') {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post(`/${api.audience}/${kind}/postDelete`, transferDeleteResponse, { ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.all(api.audience) }),
  });
}

export type ExportRequest = { symbol: TransferSymbol; ids?: number[] } & Record<
  string,
  string | number | number[] | undefined
>;

/** Queues an export: the selected ids, or the list's filters. */
export async function startExport(api: ApiClient, request: ExportRequest): Promise<number> {
  const { ids, ...rest } = request;
  const query: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(rest)) if (!Array.isArray(value)) query[key] = value;
  if (ids && ids.length > 0) query.ids = ids.join(',');
  const answer = await api.get(`/${api.audience}/export/exportData`, importDataResponse, query);
  return answer.log_id;
}
