import { fundApi, RECONCILE_KINDS, type ReconcileItem } from '@onsite/contracts';
import { Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, usePagedQuery } from '#web/components';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/fund/paymentFund.strings';
import '#web/features/fund/reconcile.strings';

type Kind = (typeof RECONCILE_KINDS)[number];

/**
 * Fund › reconciliation (admin, read only): orders paid twice (a second gateway payment, or a bank transfer
 * closed because the gateway paid first: money to return), gateway notifies naming no order of ours, and
 * orders still waiting for payment after their payment link expired. One kind at a time, newest first.
 */
export default function ReconcilePage({ title }: PageProps) {
  const { t } = useTranslation();
  const list = usePagedQuery(fundApi.getReconcileList, { defaultFilters: { kind: 'paid_twice' } });
  const kind: Kind = list.filters.kind ?? 'paid_twice';
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
  ];
  return (
    <DataTable
      query={list}
      title={title}
      testId="reconcile-list"
      tableId="reconcile-list"
      rowKey="key"
      columns={columns}
      actions={
        <Segmented<Kind>
          value={kind}
          onChange={(value) => list.setFilters({ kind: value })}
          options={RECONCILE_KINDS.map((value) => ({ value, label: t(`reconcile.kinds.${value}`) }))}
          data-testid="reconcile-kind"
        />
      }
      emptyText={t(`reconcile.empty.${kind}`)}
      noMatchText={t(`reconcile.empty.${kind}`)}
      totalText={(total) => t('reconcile.total', { total })}
      tableProps={{ scroll: { x: 900 } }}
    />
  );
}
