import { fundApi, PAYMENT_CHANNELS, type PaymentItem, Permission, partnerApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/fund/paymentFund.strings';

type Filter = 'keyword' | 'pay_type' | 'agent_id' | 'order_type' | 'start_date' | 'end_date';

/** What an order bought, by order type (spec §9). */
const ORDER_TYPES = [17, 18, 19, 20, 21, 22, 23, 30, 31, 90] as const;

/**
 * Fund › payments (admin): every tenant's paid orders — VIP, activities, recharges, confirmed bank
 * transfers — filtered by channel, agent, order type, paid day and keyword (in the URL), with the totals
 * of the same filters overall, per channel and per day above the list.
 */
export default function PaymentFundPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const list = usePagedQuery(fundApi.getPaymentList);
  const summary = useQuery({
    queryKey: ['fund', 'summary', list.filterQuery],
    queryFn: () => api.call(fundApi.getPaymentSummary, list.filterQuery),
  });
  const canSeeAgents = useCan({ authorities: { allOf: [Permission.admin.partner] } });
  const agents = useQuery({
    queryKey: ['partner', 'options'],
    queryFn: () => api.page(partnerApi.getList, { page: 1, limit: 100 }),
    enabled: canSeeAgents,
  });
  const channel = (value: string) => t(`paymentFund.channels.${value}`, { defaultValue: value });

  const columns: DataColumn<PaymentItem>[] = [
    {
      title: t('paymentFund.order'),
      key: 'order',
      hideable: false,
      width: 210,
      render: (_: unknown, row) => (
        <>
          <div>{row.order_no}</div>
          <Typography.Text type="secondary">{row.title}</Typography.Text>
        </>
      ),
    },
    {
      title: t('paymentFund.customerAgent'),
      key: 'customer',
      width: 170,
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
      render: (_: unknown, row) => (
        <>
          <div>{row.customer_nickname || '—'}</div>
          <Typography.Text type="secondary">{row.agent_name}</Typography.Text>
        </>
      ),
    },
    {
      title: t('paymentFund.amount'),
      dataIndex: 'pay_amount',
      align: 'right',
      width: 110,
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('paymentFund.channel'),
      key: 'channel',
      width: 170,
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
      render: (_: unknown, row) => (
        <>
          <div>{channel(row.pay_type)}</div>
          {row.transaction_id ? (
            <Typography.Text type="secondary">{row.transaction_id}</Typography.Text>
          ) : null}
        </>
      ),
    },
    { title: t('paymentFund.paidAt'), dataIndex: 'pay_time', width: 120, render: timeCell },
  ];

  const searchFields: SearchField<Filter>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('paymentFund.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'pay_type',
      label: t('paymentFund.channel'),
      placeholder: t('paymentFund.allChannels'),
      options: PAYMENT_CHANNELS.map((value) => ({ value, label: channel(value) })),
      testId: 'payment-channel-filter',
    },
    ...(canSeeAgents
      ? [
          {
            kind: 'select' as const,
            name: 'agent_id' as const,
            label: t('paymentFund.agent'),
            placeholder: t('paymentFund.allAgents'),
            showSearch: true,
            options: (agents.data?.rows ?? []).map((agent) => ({
              value: agent.id,
              label: agent.corporate_name,
            })),
            testId: 'payment-agent-filter',
          },
        ]
      : []),
    {
      kind: 'select',
      name: 'order_type',
      label: t('paymentFund.orderType'),
      placeholder: t('paymentFund.allOrderTypes'),
      options: ORDER_TYPES.map((value) => ({ value, label: t(`paymentFund.orderTypes.${value}`) })),
      testId: 'payment-type-filter',
    },
    { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('paymentFund.paidOn') },
  ];

  const totals = summary.data;
  return (
    <Flex vertical gap={16}>
      <Card size="small" data-testid="payment-summary" loading={summary.isLoading}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Statistic
              title={t('paymentFund.total', { count: totals?.total.count ?? 0 })}
              value={formatYuan(totals?.total.amount ?? 0)}
            />
            <Flex vertical style={{ marginTop: 8 }}>
              {(totals?.by_channel ?? []).map((row) => (
                <Typography.Text key={row.pay_type} type="secondary" data-testid="payment-channel-total">
                  {t('paymentFund.channelTotal', {
                    channel: channel(row.pay_type),
                    amount: formatYuan(row.amount),
                    count: row.count,
                  })}
                </Typography.Text>
              ))}
            </Flex>
          </Col>
          <Col xs={24} md={16}>
            <Table
              size="small"
              rowKey="day"
              pagination={false}
              scroll={{ y: 160 }}
              dataSource={totals?.by_day ?? []}
              columns={[
                { title: t('paymentFund.day'), dataIndex: 'day' },
                { title: t('paymentFund.count'), dataIndex: 'count', align: 'right' },
                {
                  title: t('paymentFund.amount'),
                  dataIndex: 'amount',
                  align: 'right',
                  render: (value: number) => formatYuan(value),
                },
              ]}
              data-testid="payment-day-totals"
            />
          </Col>
        </Row>
      </Card>
      <DataTable
        query={list}
        title={title}
        testId="payment-list"
        tableId="payment-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        emptyText={t('paymentFund.empty')}
        noMatchText={t('paymentFund.noMatch')}
        totalText={(total) => t('paymentFund.rows', { total })}
        tableProps={{ scroll: { x: 900 } }}
      />
    </Flex>
  );
}
