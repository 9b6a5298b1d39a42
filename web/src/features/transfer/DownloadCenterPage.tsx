import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  type ExportLog,
  ExportStatus,
  FAILED_DATA_FILE_NAME,
  type ImportLog,
  ImportStatus,
  TRANSFER_SYMBOLS,
  transferApi,
} from '@onsite/contracts';
import { App, Button, Card, Popconfirm, Progress, Tabs, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveFile } from '#web/api/client';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { isExportDone, isImportDone, POLL_MS, useDeleteTransfer } from './transfer.api';

const time = (value: string) => (
  <span style={{ whiteSpace: 'nowrap' }}>{value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '—'}</span>
);

/**
 * The download centre (customer /download?type=1|2, and the admin and agent equivalents): the signed-in
 * account's imports (type 1) and exports (type 2) with status, counts, time, download and delete. Each list
 * keeps its own page and filter in the URL under its prefix, so the two do not clash.
 */
export default function DownloadCenterPage({ title }: PageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get('type') === '1' ? '1' : '2';
  return (
    <Card title={title} data-testid="download-center">
      <Tabs
        activeKey={type}
        onChange={(next) =>
          setSearchParams((params) => {
            const updated = new URLSearchParams(params);
            updated.set('type', next);
            return updated;
          })
        }
        items={[
          { key: '2', label: t('transfer.center.exports'), children: <ExportTable /> },
          { key: '1', label: t('transfer.center.imports'), children: <ImportTable /> },
        ]}
      />
    </Card>
  );
}

/** A log's download link (when it has a file) and its delete with confirmation. */
function LogActions(props: {
  url: string;
  fileName: string;
  label: string;
  logId: number;
  remove: ReturnType<typeof useDeleteTransfer>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { url, fileName, label, logId, remove } = props;
  return (
    <>
      {url && (
        <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => saveFile(url, fileName)}>
          {label}
        </Button>
      )}
      <Popconfirm
        title={t('transfer.center.confirmDelete')}
        onConfirm={() =>
          remove.mutateAsync([logId]).then(() => message.success(t('transfer.center.deleted')))
        }
        okText={t('transfer.center.delete')}
      >
        <Button
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined />}
          loading={remove.isPending && remove.variables?.length === 1 && remove.variables[0] === logId}
        >
          {t('transfer.center.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}

/** The selection bar's "delete selected", with confirmation. */
function DeleteSelected(props: {
  ids: Key[];
  clear: () => void;
  remove: ReturnType<typeof useDeleteTransfer>;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ids, clear, remove, testId } = props;
  return (
    <Popconfirm
      title={t('transfer.center.confirmDeleteSelected', { count: ids.length })}
      okText={t('transfer.center.delete')}
      onConfirm={() =>
        remove.mutateAsync(ids.map(Number)).then(() => {
          clear();
          void message.success(t('transfer.center.deleted'));
        })
      }
    >
      <Button
        danger
        size="small"
        icon={<DeleteOutlined />}
        loading={remove.isPending && (remove.variables?.length ?? 0) > 1}
        data-testid={`${testId}-delete-selected`}
      >
        {t('transfer.center.deleteSelected')}
      </Button>
    </Popconfirm>
  );
}

/** A failed job: the tag, with the reason on hover. */
function FailedTag({ error }: { error: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={error}>
      <Tag color="error">{t('transfer.status.failed')}</Tag>
    </Tooltip>
  );
}

/** A running job's progress. */
const progressOf = (percentage: number) => (
  <Progress percent={Math.floor(percentage)} size="small" style={{ width: 120 }} />
);

/** The columns both logs share around the kind's own status and counts. */
function useLogColumns<Log extends ImportLog | ExportLog>(
  status: (log: Log) => ReactNode,
  counts: DataColumn<Log>[],
): DataColumn<Log>[] {
  const { t } = useTranslation();
  return [
    { title: t('transfer.center.file'), dataIndex: 'file_name', hideable: false },
    {
      title: t('transfer.center.dataset'),
      dataIndex: 'symbol',
      render: (symbol: string) => t(`transfer.symbol.${symbol}` as 'transfer.symbol.customer'),
    },
    { title: t('transfer.center.status'), key: 'status', render: (_, log) => status(log) },
    ...counts,
    { title: t('transfer.center.time'), dataIndex: 'create_time', render: time },
  ];
}

/** The query form of both logs: the dataset. */
function useDatasetField(): SearchField<'symbol'>[] {
  const { t } = useTranslation();
  return [
    {
      kind: 'select',
      name: 'symbol',
      label: t('transfer.center.dataset'),
      options: TRANSFER_SYMBOLS.map((symbol) => ({ value: symbol, label: t(`transfer.symbol.${symbol}`) })),
    },
  ];
}

function ImportTable() {
  const { t } = useTranslation();
  const api = useApi();
  const remove = useDeleteTransfer('import');
  const searchFields = useDatasetField();
  const statusTag = (log: ImportLog) => {
    if (log.status === ImportStatus.finished)
      return <Tag color="success">{t('transfer.status.finished')}</Tag>;
    if (log.status === ImportStatus.failed) return <FailedTag error={log.error_msg} />;
    return progressOf(log.percentage);
  };
  const columns = useLogColumns<ImportLog>(statusTag, [
    { title: t('transfer.total'), dataIndex: 'total_num' },
    { title: t('transfer.success'), dataIndex: 'success_num' },
    { title: t('transfer.failure'), dataIndex: 'error_num' },
  ]);
  return (
    <DataTable
      route={transferApi.getImportList[api.audience]}
      queryOptions={{
        prefix: 'imports.',
        // refresh while a job is still running
        refetchInterval: (page) => (page?.rows.some((log) => !isImportDone(log.status)) ? POLL_MS : false),
      }}
      embedded
      testId="import-log-table"
      tableId="import-log-table"
      rowKey="log_id"
      columns={columns}
      searchFields={searchFields}
      rowActions={(log) => (
        <LogActions
          url={log.excel_url}
          fileName={FAILED_DATA_FILE_NAME}
          label={t('transfer.downloadFailed')}
          logId={log.log_id}
          remove={remove}
        />
      )}
      selectable
      bulkActions={(ids, clear) => (
        <DeleteSelected ids={ids} clear={clear} remove={remove} testId="import-log-table" />
      )}
      emptyText={t('transfer.center.noImports')}
    />
  );
}

function ExportTable() {
  const { t } = useTranslation();
  const api = useApi();
  const remove = useDeleteTransfer('export');
  const searchFields = useDatasetField();
  const statusTag = (log: ExportLog) => {
    if (log.status === ExportStatus.done) return <Tag color="success">{t('transfer.status.done')}</Tag>;
    if (log.status === ExportStatus.failed) return <FailedTag error={log.error_msg} />;
    if (log.status === ExportStatus.waiting) return <Tag>{t('transfer.status.waiting')}</Tag>;
    return progressOf(log.percentage);
  };
  const columns = useLogColumns<ExportLog>(statusTag, [
    { title: t('transfer.center.rows'), dataIndex: 'total_num' },
  ]);
  return (
    <DataTable
      route={transferApi.getExportList[api.audience]}
      queryOptions={{
        prefix: 'exports.',
        refetchInterval: (page) => (page?.rows.some((log) => !isExportDone(log.status)) ? POLL_MS : false),
      }}
      embedded
      testId="export-log-table"
      tableId="export-log-table"
      rowKey="log_id"
      columns={columns}
      searchFields={searchFields}
      rowActions={(log) => (
        <LogActions
          url={log.file_url}
          fileName={log.file_name}
          label={t('transfer.center.download')}
          logId={log.log_id}
          remove={remove}
        />
      )}
      selectable
      bulkActions={(ids, clear) => (
        <DeleteSelected ids={ids} clear={clear} remove={remove} testId="export-log-table" />
      )}
      emptyText={t('transfer.center.noExports')}
    />
  );
}
