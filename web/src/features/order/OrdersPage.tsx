import type { OrderInfo } from '@onsite/contracts';
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Input,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../shell/pageProps';
import { ExportButton } from '../transfer';
import { InvoiceModal } from './InvoiceModal';
import { durationOf, formatYuan } from './money';
import { useOrders } from './order.api';
import { PayBox } from './PayBox';

const PAGE_SIZE = 10;
type PaidFilter = 'all' | 'unpaid' | 'paid';
const IS_PAY: Record<PaidFilter, 0 | 1 | undefined> = { all: undefined, unpaid: 0, paid: 1 };

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

function InvoiceTag({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  if (!order.invoice) return <Typography.Text type="secondary">—</Typography.Text>;
  const colour = ['processing', 'success', 'error'][order.invoice.status] ?? 'default';
  return <Tag color={colour}>{t(`order.invoiceStatus.${order.invoice.status}`)}</Tag>;
}

/** Paid, unpaid, or an unpaid order's bank transfer awaiting confirmation (or rejected). */
function PayStatusTag({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  if (order.is_pay === 1) return <Tag color="success">{t('order.paidTag')}</Tag>;
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

/** Orders and invoices (/order): list, filter, detail, pay an unpaid order, request or edit an invoice. */
export default function OrdersPage({ title }: PageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PaidFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<OrderInfo | null>(null);
  const [paying, setPaying] = useState<OrderInfo | null>(null);
  const [invoicing, setInvoicing] = useState<OrderInfo | null>(null);
  const orders = useOrders({ page, limit: PAGE_SIZE, is_pay: IS_PAY[filter], keyword: keyword || undefined });

  return (
    <Card title={title} data-testid="orders-page">
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Segmented<PaidFilter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={(['all', 'unpaid', 'paid'] as const).map((value) => ({
            value,
            label: t(`order.filter.${value}`),
          }))}
        />
        <Input.Search
          allowClear
          placeholder={t('order.search')}
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <ExportButton
          testId="orders-export"
          request={{ symbol: 'order', keyword: keyword || undefined, is_pay: IS_PAY[filter] }}
          isEmpty={false}
        >
          {t('transfer.export')}
        </ExportButton>
      </Flex>
      <Table<OrderInfo>
        rowKey="order_no"
        loading={orders.isFetching}
        dataSource={orders.data?.items ?? []}
        locale={{ emptyText: t('order.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: orders.data?.count ?? 0,
          onChange: setPage,
          showTotal: (total) => t('order.total', { total }),
        }}
        columns={[
          { title: t('order.columns.orderNo'), dataIndex: 'order_no', width: 200 },
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
          {
            title: t('order.columns.actions'),
            key: 'actions',
            render: (_, order) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setDetail(order)}>
                  {t('order.detail')}
                </Button>
                {order.is_pay === 0 ? (
                  <Button type="link" size="small" onClick={() => setPaying(order)} data-testid="order-pay">
                    {t('order.pay')}
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
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={Boolean(detail)}
        onClose={() => setDetail(null)}
        title={t('order.detailTitle')}
        size={420}
      >
        {detail ? (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('order.columns.orderNo')}>{detail.order_no}</Descriptions.Item>
            <Descriptions.Item label={t('order.columns.title')}>{detail.title}</Descriptions.Item>
            <Descriptions.Item label={t('order.columns.duration')}>
              {detail.duration
                ? t(durationOf(detail.duration, detail.duration_unit).key, { count: detail.duration })
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.columns.originalAmount')}>
              {formatYuan(detail.original_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.columns.amount')}>
              {formatYuan(detail.pay_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.columns.status')}>
              <PayStatusTag order={detail} />
            </Descriptions.Item>
            <Descriptions.Item label={t('order.columns.payType')}>
              {t(`order.payType.${detail.pay_type}`, { defaultValue: detail.pay_type })}
            </Descriptions.Item>
            {detail.bank_transfer ? (
              <Descriptions.Item label={t('order.bank.transfer')}>
                {`${detail.bank_transfer.payer_name} · ${t('order.bank.tail', { tail: detail.bank_transfer.account_tail })} · ${when(detail.bank_transfer.create_time)}`}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('order.columns.created')}>
              {when(detail.create_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.columns.paidAt')}>{when(detail.pay_time)}</Descriptions.Item>
            <Descriptions.Item label={t('order.columns.invoice')}>
              {detail.invoice
                ? `${detail.invoice.title} · ${t(`order.invoiceStatus.${detail.invoice.status}`)}`
                : '—'}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Drawer>
      <PayBox order={paying} onClose={() => setPaying(null)} />
      <InvoiceModal order={invoicing} onClose={() => setInvoicing(null)} />
    </Card>
  );
}
