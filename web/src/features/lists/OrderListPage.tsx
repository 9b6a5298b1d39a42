import { type ConsoleOrderListItem, consoleOrderListItem } from '@onsite/contracts';
import { Select, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shell/console';
import type { PageProps } from '../../shell/pageProps';
import { formatYuan } from '../order/money';
import { DataListPage } from '../transfer/DataListPage';
import { BankTransferCell } from './BankTransferCell';

const time = (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

/**
 * The order list of the admin console (every agent's orders) and the agent console (its team's): paged,
 * searchable by order number, title or customer, filtered by payment; export selected or the current
 * search; import of offline (bank-transfer) order records.
 */
export default function OrderListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [isPay, setIsPay] = useState<number | undefined>(undefined);
  const columns: TableColumnsType<ConsoleOrderListItem> = [
    { title: t('orderList.orderNo'), dataIndex: 'order_no', render: (value: string) => <code>{value}</code> },
    { title: t('orderList.title'), dataIndex: 'title' },
    {
      title: t('orderList.customer'),
      key: 'customer',
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
      render: (value: number) =>
        value === 1 ? <Tag color="green">{t('orderList.paid')}</Tag> : <Tag>{t('orderList.unpaid')}</Tag>,
    },
    {
      title: t('orderList.payType'),
      dataIndex: 'pay_type',
      render: (value: string) => t(`orderList.payTypes.${value}`, { defaultValue: value }),
    },
    {
      title: t('orderList.bankTransfer'),
      key: 'bank_transfer',
      render: (_: unknown, row) => <BankTransferCell row={row} />,
    },
    { title: t('orderList.paidAt'), dataIndex: 'pay_time', render: time },
    { title: t('orderList.created'), dataIndex: 'create_time', render: time },
  ];
  return (
    <DataListPage<ConsoleOrderListItem>
      title={title}
      testId="order-list"
      symbol="order"
      path={`/${api.audience}/order/getList`}
      item={consoleOrderListItem}
      columns={columns}
      canImport
      searchPlaceholder={t('orderList.search')}
      emptyText={t('orderList.empty')}
      noMatchText={t('orderList.noMatch')}
      totalText={(total) => t('orderList.total', { total })}
      filters={{ is_pay: isPay }}
      filterControls={(onChange) => (
        <Select<number | undefined>
          allowClear
          style={{ width: 140 }}
          placeholder={t('orderList.allStatus')}
          value={isPay}
          onChange={(value) => {
            setIsPay(value);
            onChange();
          }}
          options={[
            { value: 1, label: t('orderList.paid') },
            { value: 0, label: t('orderList.unpaid') },
          ]}
          data-testid="order-pay-filter"
        />
      )}
    />
  );
}
