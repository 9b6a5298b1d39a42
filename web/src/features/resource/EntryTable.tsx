import type { LedgerEntry, LedgerQuery } from '@onsite/contracts';
import { Button, Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatSigned } from './format';
import { useEntries, useEntry } from './resource.api';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

type EntryFilter = Partial<Omit<LedgerQuery, 'page' | 'limit'>>;

/** The ledger entries matching `filter`, newest first, paged; a row opens its detail. */
export function EntryTable({
  filter,
  pageSize = 10,
  showKind = false,
  testId,
}: {
  filter: EntryFilter;
  pageSize?: number;
  showKind?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<number | null>(null);
  const filterKey = JSON.stringify(filter);
  // a new filter starts again at page 1
  useEffect(() => {
    if (filterKey) setPage(1);
  }, [filterKey]);
  const entries = useEntries({ ...filter, page, limit: pageSize });
  const unit = (count: number) => t('resource.smsUnit', { count });

  return (
    <>
      <Table<LedgerEntry>
        rowKey="id"
        size="middle"
        data-testid={testId}
        loading={entries.isFetching}
        dataSource={entries.data?.items ?? []}
        locale={{ emptyText: t('resource.entriesEmpty') }}
        pagination={{
          current: page,
          pageSize,
          total: entries.data?.count ?? 0,
          onChange: setPage,
          showTotal: (total) => t('resource.total', { total }),
          showSizeChanger: false,
        }}
        columns={[
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
          { title: t('resource.columns.reason'), dataIndex: 'reason', ellipsis: true },
          {
            title: t('resource.columns.actions'),
            key: 'actions',
            width: 80,
            render: (_, entry) => (
              <Button type="link" size="small" onClick={() => setDetail(entry.id)}>
                {t('resource.detail')}
              </Button>
            ),
          },
        ]}
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
