import {
  fundApi,
  Permission,
  RECONCILE_KINDS,
  RECONCILE_STATES,
  type ReconcileItem,
} from '@onsite/contracts';
import { Button, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';
import { ResolveModal } from './ResolveModal';
import '#web/features/fund/paymentFund.strings';
import '#web/features/fund/reconcile.strings';

type Kind = (typeof RECONCILE_KINDS)[number];
type State = (typeof RECONCILE_STATES)[number];

/**
 * Fund › reconciliation (admin, read only): orders paid twice (a second gateway payment, or a bank transfer
 * closed because the gateway paid first: money to return), gateway notifies naming no order of ours, and
 * orders still waiting for payment after their payment link expired. One kind at a time, newest first,
 * open or already dealt with; staff with admin.fund.reconcile.resolve deal with an item (ResolveModal).
 */
export default function ReconcilePage({ title }: PageProps) {
  const { t } = useTranslation();
  const list = usePagedQuery(fundApi.getReconcileList, {
    defaultFilters: { kind: 'paid_twice', state: 'open' },
  });
  const kind: Kind = list.filters.kind ?? 'paid_twice';
  const state: State = list.filters.state ?? 'open';
  const canResolve = useCan({ authorities: { allOf: [Permission.admin.fundReconcileResolve] } });
  const [resolving, setResolving] = useState<ReconcileItem | null>(null);
  const columns: DataColumn<ReconcileItem>[] = [
    { title: t('reconcile.orderNo'), dataIndex: 'order_no', hideable: false, width: 200 },
    {
      title: t('reconcile.customerAgent'),
      key: 'customer',
      width: 170,
      render: (_: unknown, row) =>
        row.customer_nickname || row.agent_name ? (
          <>
            <div>{row.customer_nickname}</div>
            <Typography.Text type="secondary">{row.agent_name}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('reconcile.noOrder')}</Typography.Text>
        ),
    },
    {
      title: t('reconcile.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 110,
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('reconcile.channel'),
      dataIndex: 'pay_type',
      width: 110,
      render: (value: string) => t(`paymentFund.channels.${value}`, { defaultValue: value }),
    },
    {
      title: t(`reconcile.reference.${kind}`),
      dataIndex: 'reference',
      width: 180,
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
    },
    { title: t(`reconcile.time.${kind}`), dataIndex: 'time', width: 120, render: timeCell },
    ...(state === 'resolved'
      ? [
          {
            title: t('reconcile.resolution'),
            key: 'resolution',
            width: 240,
            render: (_: unknown, row: ReconcileItem) =>
              row.resolution ? (
                <div data-testid="reconcile-resolution">
                  <div>
                    {t(`reconcile.actions.${row.resolution.action}`)}
                    {row.resolution.reference ? ` · ${row.resolution.reference}` : ''}
                  </div>
                  <Typography.Text type="secondary">
                    {[
                      row.resolution.note,
                      row.resolution.resolved_by,
                      dayjs(row.resolution.resolved_at).format('YYYY-MM-DD HH:mm'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </div>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <>
      <DataTable
        query={list}
        title={title}
        testId="reconcile-list"
        tableId="reconcile-list"
        rowKey="key"
        columns={columns}
        actions={
          <Space wrap>
            <Segmented<Kind>
              value={kind}
              onChange={(value) => list.setFilters({ kind: value })}
              options={RECONCILE_KINDS.map((value) => ({ value, label: t(`reconcile.kinds.${value}`) }))}
              data-testid="reconcile-kind"
            />
            <Segmented<State>
              value={state}
              onChange={(value) => list.setFilters({ state: value })}
              options={RECONCILE_STATES.map((value) => ({ value, label: t(`reconcile.states.${value}`) }))}
              data-testid="reconcile-state"
            />
          </Space>
        }
        rowActions={
          canResolve && state === 'open'
            ? (row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setResolving(row)}
                  data-testid="reconcile-resolve"
                >
                  {t('reconcile.resolve')}
                </Button>
              )
            : undefined
        }
        rowActionsWidth={90}
        emptyText={state === 'open' ? t(`reconcile.empty.${kind}`) : t('reconcile.noneResolved')}
        noMatchText={state === 'open' ? t(`reconcile.empty.${kind}`) : t('reconcile.noneResolved')}
        totalText={(total) => t('reconcile.total', { total })}
        tableProps={{ scroll: { x: 900 } }}
      />
      <ResolveModal item={resolving} kind={kind} onClose={() => setResolving(null)} />
    </>
  );
}
