import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  type ExportLog,
  ExportStatus,
  FAILED_DATA_FILE_NAME,
  type ImportLog,
  ImportStatus,
} from '@onsite/contracts';
import {
  App,
  Button,
  Card,
  Popconfirm,
  Progress,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { saveFile, useDeleteTransfer, useExportList, useImportList } from './transfer.api';

const PAGE_SIZE = 10;
const time = (value: string) => (
  <span style={{ whiteSpace: 'nowrap' }}>{value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '—'}</span>
);

/**
 * The download centre (customer /download?type=1|2, and the admin and agent equivalents): the signed-in
 * account's imports (type 1) and exports (type 2) with status, counts, time, download and delete.
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
            params.set('type', next);
            return params;
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
    <Space size={0}>
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
          loading={remove.isPending && remove.variables?.[0] === logId}
        >
          {t('transfer.center.delete')}
        </Button>
      </Popconfirm>
    </Space>
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

/**
 * One page of import or export logs: file, dataset, status, the kind's own counts, time, and the log's
 * download and delete.
 */
function LogTable<T extends { log_id: number }>(props: {
  testId: string;
  list: { isLoading: boolean; data?: { list: T[]; total: number } };
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  status: (log: T) => ReactNode;
  counts: TableColumnsType<T>;
  download: (log: T) => { url: string; fileName: string; label: string };
  remove: ReturnType<typeof useDeleteTransfer>;
}) {
  const { t } = useTranslation();
  const { testId, list, emptyText, page, onPage, status, counts, download, remove } = props;
  const columns: TableColumnsType<T> = [
    { title: t('transfer.center.file'), dataIndex: 'file_name' },
    {
      title: t('transfer.center.dataset'),
      dataIndex: 'symbol',
      render: (symbol: string) => t(`transfer.symbol.${symbol}` as 'transfer.symbol.customer'),
    },
    { title: t('transfer.center.status'), key: 'status', render: (_, log) => status(log) },
    ...counts,
    { title: t('transfer.center.time'), dataIndex: 'create_time', render: time },
    {
      title: t('transfer.center.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, log) => <LogActions {...download(log)} logId={log.log_id} remove={remove} />,
    },
  ];
  return (
    <Table<T>
      data-testid={testId}
      rowKey="log_id"
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={list.isLoading}
      columns={columns}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: onPage,
        showSizeChanger: false,
      }}
    />
  );
}

function ImportTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useImportList(page, PAGE_SIZE);
  const remove = useDeleteTransfer('import');
  const statusTag = (log: ImportLog) => {
    if (log.status === ImportStatus.finished)
      return <Tag color="success">{t('transfer.status.finished')}</Tag>;
    if (log.status === ImportStatus.failed) return <FailedTag error={log.error_msg} />;
    return progressOf(log.percentage);
  };
  return (
    <LogTable<ImportLog>
      testId="import-log-table"
      list={list}
      emptyText={t('transfer.center.noImports')}
      page={page}
      onPage={setPage}
      status={statusTag}
      counts={[
        { title: t('transfer.total'), dataIndex: 'total_num' },
        { title: t('transfer.success'), dataIndex: 'success_num' },
        { title: t('transfer.failure'), dataIndex: 'error_num' },
      ]}
      download={(log) => ({
        url: log.excel_url,
        fileName: FAILED_DATA_FILE_NAME,
        label: t('transfer.downloadFailed'),
      })}
      remove={remove}
    />
  );
}

function ExportTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useExportList(page, PAGE_SIZE);
  const remove = useDeleteTransfer('export');
  const statusTag = (log: ExportLog) => {
    if (log.status === ExportStatus.done) return <Tag color="success">{t('transfer.status.done')}</Tag>;
    if (log.status === ExportStatus.failed) return <FailedTag error={log.error_msg} />;
    if (log.status === ExportStatus.waiting) return <Tag>{t('transfer.status.waiting')}</Tag>;
    return progressOf(log.percentage);
  };
  return (
    <LogTable<ExportLog>
      testId="export-log-table"
      list={list}
      emptyText={t('transfer.center.noExports')}
      page={page}
      onPage={setPage}
      status={statusTag}
      counts={[{ title: t('transfer.center.rows'), dataIndex: 'total_num' }]}
      download={(log) => ({
        url: log.file_url,
        fileName: log.file_name,
        label: t('transfer.center.download'),
      })}
      remove={remove}
    />
  );
}
