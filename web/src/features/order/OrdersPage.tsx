import { invoiceApi, type OrderInfo, orderApi } from '@onsite/contracts';
import { Alert, Button, type DescriptionsProps, Segmented, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { DetailDrawer, useDetailParam } from '#web/components/detail/DetailDrawer';
import { when } from '#web/features/lists/timeCell';
import { ExportButton } from '#web/features/transfer/ExportButton';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { InvoiceModal } from './InvoiceModal';
import { durationOf, formatYuan } from './money';
import { orderKeys, useOrderInfo, useOrderRefunds } from './order.api';
import { PayBox } from './PayBox';

type PaidFilter = 'all' | 'unpaid' | 'paid';
const IS_PAY: Record<PaidFilter, 0 | 1 | undefined> = { all: undefined, unpaid: 0, paid: 1 };
const paidFilterOf = (isPay: number | undefined): PaidFilter =>
  isPay === 0 ? 'unpaid' : isPay === 1 ? 'paid' : 'all';

/** The invoice's state; a rejected one with the reason staff gave, an issued one with its number. */
function InvoiceTag({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  if (!order.invoice) return <Typography.Text type="secondary">—</Typography.Text>;
  const colour = ['processing', 'success', 'error'][order.invoice.status] ?? 'default';
  return (
    <>
      <Tag color={colour} data-testid="order-invoice-status">
        {t(`order.invoiceStatus.${order.invoice.status}`)}
      </Tag>
      {order.invoice.status === 2 && order.invoice.reject_reason ? (
        // a long reason wraps within the column instead of widening the table
        <div style={{ maxWidth: 240, whiteSpace: 'normal' }}>
          <Typography.Text type="danger" data-testid="order-invoice-reason">
            {t('order.invoiceReason', { reason: order.invoice.reject_reason })}
          </Typography.Text>
        </div>
      ) : null}
      {order.invoice.status === 1 && order.invoice.invoice_no ? (
        <div>
          <Typography.Text type="secondary">{order.invoice.invoice_no}</Typography.Text>
        </div>
      ) : null}
    </>
  );
}

/** What staff refunded of a paid order: all of it, or a part (with the amount). */
function RefundedTag({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  if (order.refunded_amount <= 0) return null;
  return order.refunded_amount >= order.pay_amount ? (
    <Tag color="red" data-testid="order-refunded">
      {t('order.refundedTag')}
    </Tag>
  ) : (
    <Tag color="orange" data-testid="order-refunded">
      {t('order.refundedPartTag', { amount: formatYuan(order.refunded_amount) })}
    </Tag>
  );
}

/** The refunds of an order in its detail: amount, reason, refund number and time (no staff names). */
function OrderRefunds({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const refunds = useOrderRefunds(order.order_no, order.refunded_amount > 0);
  if (refunds.isError) return <Alert type="error" showIcon title={t('order.refundsLoadFailed')} />;
  if (refunds.isPending) return <Typography.Text type="secondary">…</Typography.Text>;
  return (
    <Space direction="vertical" size={4} data-testid="order-refunds">
      {refunds.data.map((refund) => (
        <div key={refund.refund_no}>
          <Typography.Text>
            {t('order.refundLine', { amount: formatYuan(refund.amount), reason: refund.reason })}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {t('order.refundNo', { refundNo: refund.refund_no, time: when(refund.create_time) })}
            </Typography.Text>
          </div>
        </div>
      ))}
    </Space>
  );
}

/** Paid (and what was refunded of it), unpaid, or an unpaid order's bank transfer awaiting confirmation (or rejected). */
function PayStatusTag({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  if (order.is_pay === 1) {
    return (
      <Space size={4}>
        <Tag color="success">{t('order.paidTag')}</Tag>
        <RefundedTag order={order} />
      </Space>
    );
  }
  const transfer = order.bank_transfer?.status;
  if (transfer === 'pending') {
    return (
      <Tag color="processing" data-testid="order-transfer-pending">
        {t('order.bank.awaitingTag')}
      </Tag>
    );
  }
  return (
    <Space size={4}>
      <Tag color="warning">{t('order.unpaidTag')}</Tag>
      {transfer === 'rejected' ? <Tag color="error">{t('order.bank.rejectedTag')}</Tag> : null}
    </Space>
  );
}

/** The order's fields in the detail drawer. */
function detailItems(order: OrderInfo | undefined, t: TFunction): DescriptionsProps['items'] {
  if (!order) return undefined;
  return [
    { key: 'order_no', label: t('order.columns.orderNo'), children: order.order_no },
    { key: 'title', label: t('order.columns.title'), children: order.title },
    {
      key: 'duration',
      label: t('order.columns.duration'),
      children: order.duration
        ? t(durationOf(order.duration, order.duration_unit).key, { count: order.duration })
        : '—',
    },
    {
      key: 'original_amount',
      label: t('order.columns.originalAmount'),
      children: formatYuan(order.original_amount),
    },
    { key: 'pay_amount', label: t('order.columns.amount'), children: formatYuan(order.pay_amount) },
    { key: 'status', label: t('order.columns.status'), children: <PayStatusTag order={order} /> },
    {
      key: 'pay_type',
      label: t('order.columns.payType'),
      children: t(`order.payType.${order.pay_type}`, { defaultValue: order.pay_type }),
    },
    ...(order.bank_transfer
      ? [
          {
            key: 'bank_transfer',
            label: t('order.bank.transfer'),
            children: (
              <>
                {`${order.bank_transfer.payer_name} · ${t('order.bank.tail', { tail: order.bank_transfer.account_tail })} · ${when(order.bank_transfer.create_time)}`}
                {order.bank_transfer.status === 'closed' && order.bank_transfer.close_reason ? (
                  <div data-testid="order-transfer-closed">
                    {t(`order.bank.closedReason.${order.bank_transfer.close_reason}`)}
                  </div>
                ) : null}
              </>
            ),
          },
        ]
      : []),
    { key: 'created', label: t('order.columns.created'), children: when(order.create_time) },
    { key: 'paid_at', label: t('order.columns.paidAt'), children: when(order.pay_time) },
    ...(order.refunded_amount > 0
      ? [{ key: 'refunds', label: t('order.refunds'), children: <OrderRefunds order={order} /> }]
      : []),
    {
      key: 'invoice',
      label: t('order.columns.invoice'),
      children: order.invoice ? (
        <>
          {order.invoice.title} · <InvoiceTag order={order} />
        </>
      ) : (
        '—'
      ),
    },
  ];
}

/**
 * Orders and invoices (/order): the customer's orders, paged and filtered by payment and keyword (page,
 * size and filters in the URL), the open order's detail (`?detail=<order no>`), pay an unpaid order,
 * request or edit an invoice, and export the filtered list.
 */
export default function OrdersPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  // under the order feature's own key: paying, invoicing or buying anywhere (orderKeys.all) refreshes it
  const orders = usePagedQuery(orderApi.getList, { defaultLimit: 10, queryKey: orderKeys.list });
  const detail = useDetailParam();
  const info = useOrderInfo(detail.id);
  // the row the list already holds shows at once; the fetched order replaces it
  const shown = info.data ?? orders.rows.find((row) => row.order_no === detail.id);
  const [paying, setPaying] = useState<OrderInfo | null>(null);
  const [invoicing, setInvoicing] = useState<OrderInfo | null>(null);
  const { keyword, is_pay: isPay } = orders.filters;

  const columns: DataColumn<OrderInfo>[] = [
    { title: t('order.columns.orderNo'), dataIndex: 'order_no', width: 200, hideable: false },
    { title: t('order.columns.title'), dataIndex: 'title' },
    {
      title: t('order.columns.amount'),
      dataIndex: 'pay_amount',
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('order.columns.status'),
      dataIndex: 'is_pay',
      render: (_: number, order) => <PayStatusTag order={order} />,
    },
    {
      title: t('order.columns.invoice'),
      key: 'invoice',
      render: (_, order) => <InvoiceTag order={order} />,
    },
    { title: t('order.columns.created'), dataIndex: 'create_time', render: when },
  ];

  return (
    <>
      <DataTable
        query={orders}
        title={title}
        testId="orders-page"
        tableId="customer-orders"
        rowKey="order_no"
        columns={columns}
        searchFields={[
          { kind: 'text', name: 'keyword', label: t('table.keyword'), placeholder: t('order.search') },
        ]}
        actions={
          <>
            <Segmented<PaidFilter>
              data-testid="orders-pay-filter"
              value={paidFilterOf(isPay)}
              onChange={(value) => orders.setFilters({ is_pay: IS_PAY[value] })}
              options={(['all', 'unpaid', 'paid'] as const).map((value) => ({
                value,
                label: t(`order.filter.${value}`),
              }))}
            />
            <ExportButton
              testId="orders-export"
              request={{ symbol: 'order', keyword, is_pay: isPay }}
              isEmpty={false}
            >
              {t('transfer.export')}
            </ExportButton>
          </>
        }
        rowActions={(order) => (
          <>
            <Button type="link" size="small" onClick={() => detail.open(order.order_no)}>
              {t('order.detail')}
            </Button>
            {order.is_pay === 0 ? (
              <Button type="link" size="small" onClick={() => setPaying(order)} data-testid="order-pay">
                {t('order.pay')}
              </Button>
            ) : order.invoice?.status === 1 ? (
              <Button
                type="link"
                size="small"
                data-testid="order-invoice-download"
                onClick={() =>
                  void api.download(
                    invoiceApi.download,
                    { order_no: order.order_no },
                    `${order.invoice?.invoice_no || order.order_no}.pdf`,
                  )
                }
              >
                {t('order.invoiceDownload')}
              </Button>
            ) : order.invoice?.status !== 1 ? (
              <Button
                type="link"
                size="small"
                onClick={() => setInvoicing(order)}
                data-testid="order-invoice"
              >
                {order.invoice ? t('order.invoiceEdit') : t('order.invoiceRequest')}
              </Button>
            ) : null}
          </>
        )}
        emptyText={t('order.empty')}
        totalText={(total) => t('order.total', { total })}
      />
      <DetailDrawer
        open={detail.id !== null}
        onClose={detail.close}
        title={t('order.detailTitle')}
        loading={!shown && info.isPending}
        error={shown ? null : info.error}
        onRetry={() => void info.refetch()}
        items={detailItems(shown, t)}
        width={420}
        testId="order-detail"
      />
      <PayBox order={paying} onClose={() => setPaying(null)} />
      <InvoiceModal order={invoicing} onClose={() => setInvoicing(null)} />
    </>
  );
}
