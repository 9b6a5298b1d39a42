import { type CustomerListItem, customerApi, Permission } from '@onsite/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components';
import { LoginAsAction } from '#web/features/support';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';

const dash = (value: string) => value || '—';

/**
 * The customer list of the admin console (every agent's customers) and the agent console (its team's):
 * paged and searchable (the search in the URL), with import and export (selected rows or the search).
 */
export default function CustomerListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  // the import writes customers: a role that only views them does not see it (the server refuses it too)
  const canImport = useCan({
    authorities: {
      allOf: [api.audience === 'admin' ? Permission.admin.customerImport : Permission.agent.customerImport],
    },
  });
  // "log in as" for support: the platform's staff, and the owners of the customer's agent
  const canLoginAs = useCan({
    authorities: {
      allOf: [api.audience === 'admin' ? Permission.admin.customerLoginAs : Permission.agent.customerLoginAs],
    },
  });
  const columns: DataColumn<CustomerListItem>[] = [
    { title: t('customerList.nickname'), dataIndex: 'nickname', hideable: false },
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
    <DataTable
      route={customerApi.getList[api.audience === 'admin' ? 'admin' : 'agent']}
      title={title}
      testId="customer-list"
      tableId="customer-list"
      rowKey="id"
      columns={columns}
      searchFields={[
        {
          kind: 'text',
          name: 'keyword',
          label: t('table.keyword'),
          placeholder: t('customerList.search'),
          // the e2e journeys type the search here
          testId: 'list-search',
        },
      ]}
      exportSymbol="customer"
      importSymbol="customer"
      canImport={canImport}
      rowActions={
        canLoginAs
          ? (row) => <LoginAsAction customerId={row.id} name={row.nickname || row.mobile || row.email} />
          : undefined
      }
      emptyText={t('customerList.empty')}
      noMatchText={t('customerList.noMatch')}
      totalText={(total) => t('customerList.total', { total })}
    />
  );
}
