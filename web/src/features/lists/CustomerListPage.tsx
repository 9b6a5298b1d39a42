import { type CustomerListItem, customerListItem } from '@onsite/contracts';
import { type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shell/console';
import type { PageProps } from '../../shell/pageProps';
import { DataListPage } from '../transfer/DataListPage';

/**
 * The customer list of the admin console (every agent's customers) and the agent console (its team's):
 * paged, searchable, with import and export (selected rows or the current search).
 */
export default function CustomerListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dash = (value: string) => value || '—';
  const columns: TableColumnsType<CustomerListItem> = [
    { title: t('customerList.nickname'), dataIndex: 'nickname' },
    { title: t('customerList.mobile'), dataIndex: 'mobile', render: dash },
    { title: t('customerList.email'), dataIndex: 'email', render: dash },
    { title: t('customerList.company'), dataIndex: 'company_name', render: dash },
    { title: t('customerList.city'), dataIndex: 'city', render: dash },
    {
      title: t('customerList.vip'),
      dataIndex: 'vip_title',
      render: (value: string) => (value ? <Tag color="gold">{value}</Tag> : '—'),
    },
    { title: t('customerList.activities'), dataIndex: 'activity_total' },
    {
      title: t('customerList.created'),
      dataIndex: 'create_time',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];
  return (
    <DataListPage<CustomerListItem>
      title={title}
      testId="customer-list"
      symbol="customer"
      path={`/${api.audience}/customer/getList`}
      item={customerListItem}
      columns={columns}
      canImport
      searchPlaceholder={t('customerList.search')}
      emptyText={t('customerList.empty')}
      noMatchText={t('customerList.noMatch')}
      totalText={(total) => t('customerList.total', { total })}
    />
  );
}
