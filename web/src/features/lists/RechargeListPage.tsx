import { type RechargeItem, rechargeApi } from '@onsite/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/lists/rechargeList.strings';

type Filter = 'keyword' | 'is_pay' | 'pay_type' | 'start_date' | 'end_date';

/**
 * Customer recharges (admin: every customer's resource-account recharges; agent console: the team's
 * customers'): state, amount and channel, filtered by them, the day and a keyword (all in the URL), paged
 * within the list window, and exported through the job centre with the same filters.
 */
export default function RechargeListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const columns: DataColumn<RechargeItem>[] = [
    { title: t('rechargeList.orderNo'), dataIndex: 'order_no', hideable: false, width: 200 },
    {
      title: t('rechargeList.customer'),
      key: 'customer',
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
      render: (_: unknown, row) => (
        <>
          <div>{row.customer_nickname || '—'}</div>
          <Typography.Text type="secondary">{row.customer_login}</Typography.Text>
        </>
      ),
    },
    ...(audience === 'admin'
      ? [{ title: t('rechargeList.agent'), dataIndex: 'agent_name' } satisfies DataColumn<RechargeItem>]
      : []),
    {
      title: t('rechargeList.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('rechargeList.status'),
      dataIndex: 'is_pay',
      width: 100,
      render: (value: number) =>
        value === 1 ? (
          <Tag color="green">{t('rechargeList.paid')}</Tag>
        ) : (
          <Tag color="orange">{t('rechargeList.unpaid')}</Tag>
        ),
    },
    {
      title: t('rechargeList.channel'),
      dataIndex: 'pay_type',
      width: 100,
      render: (value: string) => t(`rechargeList.channels.${value}`, { defaultValue: value }),
    },
    { title: t('rechargeList.created'), dataIndex: 'create_time', width: 120, render: timeCell },
    { title: t('rechargeList.paidAt'), dataIndex: 'pay_time', width: 120, render: timeCell },
  ];
  const searchFields: SearchField<Filter>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('rechargeList.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'is_pay',
      label: t('rechargeList.status'),
      placeholder: t('rechargeList.allStatus'),
      options: [
        { value: 1, label: t('rechargeList.paid') },
        { value: 0, label: t('rechargeList.unpaid') },
      ],
      testId: 'recharge-status-filter',
    },
    {
      kind: 'select',
      name: 'pay_type',
      label: t('rechargeList.channel'),
      placeholder: t('rechargeList.allChannels'),
      options: ['wechat', 'alipay'].map((value) => ({ value, label: t(`rechargeList.channels.${value}`) })),
      testId: 'recharge-channel-filter',
    },
    { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('rechargeList.createdOn') },
  ];
  return (
    <DataTable
      route={rechargeApi.getList[audience]}
      title={title}
      testId="recharge-list"
      tableId="recharge-list"
      rowKey="id"
      columns={columns}
      searchFields={searchFields}
      exportSymbol="recharge"
      emptyText={t('rechargeList.empty')}
      totalText={(total) => t('rechargeList.total', { total })}
    />
  );
}
