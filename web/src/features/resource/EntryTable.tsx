import { type LedgerEntry, resourceApi } from '@onsite/contracts';
import { Button, Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import type { FiltersOf } from '#web/components/data-table/usePagedQuery';
import { formatAmount, formatSigned } from './format';
import { TIME_ZONE, useEntry } from './resource.api';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

type LedgerRoute = typeof resourceApi.getResourceList;
type LedgerFilter = keyof FiltersOf<LedgerRoute> & string;

/**
 * The ledger entries, newest first, paged (page, size and filters in the URL under `prefix`); `fixed`
 * narrows them for good (an account's own entries); a row opens its detail.
 */
export function EntryTable({
  fixed,
  prefix,
  defaultLimit = 10,
  showKind = false,
  testId,
  title,
  searchFields,
}: {
  fixed?: FiltersOf<LedgerRoute>;
  /** the URL keys' prefix: each of the page's tables keeps its own */
  prefix: string;
  defaultLimit?: number;
  showKind?: boolean;
  testId: string;
  title?: ReactNode;
  searchFields?: readonly SearchField<LedgerFilter>[];
}) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<number | null>(null);
  const unit = (count: number) => t('resource.smsUnit', { count });
  const columns: DataColumn<LedgerEntry>[] = [
    { title: t('resource.columns.time'), dataIndex: 'create_time', width: 150, render: when },
    ...(showKind
      ? [
          {
            title: t('resource.columns.kind'),
            dataIndex: 'kind',
            width: 100,
            render: (kind: LedgerEntry['kind']) => t(`resource.kind.${kind}`),
          },
        ]
      : []),
    {
      title: t('resource.columns.type'),
      dataIndex: 'type',
      width: 100,
      render: (type: string) => <Tag>{t(`resource.type.${type}`, { defaultValue: type })}</Tag>,
    },
    {
      title: t('resource.columns.amount'),
      key: 'amount',
      align: 'right',
      width: 130,
      render: (_, entry) => (
        <Typography.Text type={entry.amount > 0 ? 'success' : 'danger'} data-testid="entry-amount">
          {formatSigned(entry.kind, entry.amount, unit)}
        </Typography.Text>
      ),
    },
    {
      title: t('resource.columns.balanceAfter'),
      key: 'balance_after',
      align: 'right',
      width: 130,
      render: (_, entry) => formatAmount(entry.kind, entry.balance_after, unit),
    },
    { title: t('resource.columns.reason'), dataIndex: 'reason', ellipsis: true, hideable: false },
  ];

  return (
    <>
      <DataTable
        route={resourceApi.getResourceList}
        // the day filters are the customer's calendar days
        queryOptions={{ prefix, defaultLimit, fixed: { tz: TIME_ZONE, ...fixed } }}
        title={title}
        testId={testId}
        tableId={showKind ? 'resource-ledger' : 'resource-entries'}
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        rowActions={(entry) => (
          <Button type="link" size="small" onClick={() => setDetail(entry.id)}>
            {t('resource.detail')}
          </Button>
        )}
        rowActionsWidth={80}
        emptyText={t('resource.entriesEmpty')}
        totalText={(total) => t('resource.total', { total })}
      />
      <EntryDrawer id={detail} onClose={() => setDetail(null)} />
    </>
  );
}

function EntryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const entry = useEntry(id);
  const unit = (count: number) => t('resource.smsUnit', { count });
  const data = entry.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('resource.detailTitle')} size={440}>
      {entry.isPending ? (
        <Skeleton active />
      ) : data ? (
        <Descriptions column={1} size="small" bordered data-testid="entry-detail">
          <Descriptions.Item label={t('resource.columns.time')}>
            {dayjs(data.create_time).format('YYYY-MM-DD HH:mm:ss')}
          </Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.kind')}>
            {t(`resource.kind.${data.kind}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.type')}>
            {t(`resource.type.${data.type}`, { defaultValue: data.type })}
          </Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.amount')}>
            {formatSigned(data.kind, data.amount, unit)}
          </Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.balanceAfter')}>
            {formatAmount(data.kind, data.balance_after, unit)}
          </Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.reason')}>{data.reason}</Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.orderNo')}>{data.order_no ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.activity')}>
            {data.activity_id ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('resource.columns.withdrawal')}>
            {data.withdrawal_id ?? '—'}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
