import { type ConsoleOrderListItem, orderApi, Permission } from '@onsite/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { BankTransferCell } from '#web/features/lists/BankTransferCell';
import { leftToRefund, RefundModal, RefundTag } from '#web/features/lists/RefundModal';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/lists/orderList.strings';

/** Below this width the order table scrolls sideways; above it, it fits its card (1440 px windows included). */
const MIN_TABLE_WIDTH = 960;

/**
 * The order list of the admin console (every agent's orders) and the agent console (its team's): paged,
 * searchable by order number, title or customer and filtered by payment (both in the URL); export selected
 * or the current search; import of offline (bank-transfer) order records.
 */
export default function OrderListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [refunding, setRefunding] = useState<ConsoleOrderListItem | null>(null);
  const canRefund = useCan({
    authorities: {
      allOf: [api.audience === 'admin' ? Permission.admin.orderRefund : Permission.agent.orderRefund],
    },
  });
  const columns: DataColumn<ConsoleOrderListItem>[] = [
    {
      title: t('orderList.orderNo'),
      dataIndex: 'order_no',
      hideable: false,
      render: (value: string) => <code>{value}</code>,
    },
    { title: t('orderList.title'), dataIndex: 'title' },
    {
      title: t('orderList.customer'),
      key: 'customer',
      width: 150,
      // a long email may break anywhere rather than widen the table
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
      render: (_: unknown, row) =>
        `${row.customer_nickname}${row.customer_login ? ` (${row.customer_login})` : ''}`,
    },
    {
      title: t('orderList.amount'),
      dataIndex: 'pay_amount',
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('orderList.status'),
      dataIndex: 'is_pay',
      width: 88,
      render: (value: number) =>
        value === 1 ? <Tag color="green">{t('orderList.paid')}</Tag> : <Tag>{t('orderList.unpaid')}</Tag>,
    },
    {
      title: t('orderList.refundColumn'),
      key: 'refund',
      width: 120,
      render: (_: unknown, row) => <RefundTag row={row} />,
    },
    {
      title: t('orderList.payType'),
      dataIndex: 'pay_type',
      width: 88,
      render: (value: string) => t(`orderList.payTypes.${value}`, { defaultValue: value }),
    },
    {
      title: t('orderList.bankTransfer'),
      key: 'bank_transfer',
      render: (_: unknown, row) => <BankTransferCell row={row} />,
    },
    { title: t('orderList.paidAt'), dataIndex: 'pay_time', render: timeCell },
    { title: t('orderList.created'), dataIndex: 'create_time', render: timeCell },
  ];
  return (
    <>
      <DataTable
        route={orderApi.consoleList[api.audience === 'admin' ? 'admin' : 'agent']}
        title={title}
        testId="order-list"
        tableId="order-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('orderList.search'),
            // the e2e journeys type the search here
            testId: 'list-search',
          },
          {
            kind: 'select',
            name: 'is_pay',
            label: t('orderList.status'),
            placeholder: t('orderList.allStatus'),
            options: [
              { value: 1, label: t('orderList.paid') },
              { value: 0, label: t('orderList.unpaid') },
            ],
            testId: 'order-pay-filter',
          },
        ]}
        exportSymbol="order"
        importSymbol="order"
        canImport
        emptyText={t('orderList.empty')}
        noMatchText={t('orderList.noMatch')}
        totalText={(total) => t('orderList.total', { total })}
        // Nine columns: the table takes the card's width and wraps its text (times, customers, transfers)
        // instead of growing past the card; only below this width does it scroll sideways.
        tableProps={{ scroll: { x: MIN_TABLE_WIDTH } }}
        rowActions={
          canRefund
            ? (row) =>
                row.is_pay === 1 && leftToRefund(row) > 0 ? (
                  <Button size="small" onClick={() => setRefunding(row)} data-testid="order-refund">
                    {t('orderList.refund')}
                  </Button>
                ) : null
            : undefined
        }
      />
      <RefundModal order={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
