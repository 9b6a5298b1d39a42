import { type CustomerListItem, customerApi, Permission } from '@onsite/contracts';
import { Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import {
  CustomerDetailDrawer,
  CustomerForm,
  CustomerMoveForm,
  CustomerPasswordForm,
  CustomerStatusToggle,
  type CustomerTarget,
  useCustomerConsole,
} from '#web/features/customer-manage';
import { LoginAsAction } from '#web/features/support';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/customer-manage/customerManage.strings';
import '#web/features/customer-manage/customerList.strings';

type Editable = Pick<CustomerListItem, 'id' | 'nickname' | 'mobile' | 'email' | 'company_name' | 'city'>;

const dash = (value: string) => value || '—';

/**
 * The customer list of the admin console (every agent's customers) and the agent console (its team's):
 * paged and searchable (the search in the URL), with import and export (selected rows or the search); a
 * row opens the customer's drawer (`?detail=<id>`); staff who manage customers create, edit, disable /
 * enable and set a password, and the platform moves a customer to another agent.
 */
export default function CustomerListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const { audience, canManage, canMove } = useCustomerConsole();
  const detail = useDetailParam('detail', parseId);
  // the form keeps what it edits while it closes (its title and fields do not flip to "new" mid-animation)
  const [form, setForm] = useState<{ open: boolean; editing: Editable | null }>({
    open: false,
    editing: null,
  });
  const [resetting, setResetting] = useState<CustomerTarget | null>(null);
  const [moving, setMoving] = useState<CustomerTarget | null>(null);
  // the import writes customers: a role that only views them does not see it (the server refuses it too)
  const canImport = useCan({
    authorities: {
      allOf: [audience === 'admin' ? Permission.admin.customerImport : Permission.agent.customerImport],
    },
  });
  // "log in as" for support: the platform's staff, and the owners of the customer's agent
  const canLoginAs = useCan({
    authorities: {
      allOf: [audience === 'admin' ? Permission.admin.customerLoginAs : Permission.agent.customerLoginAs],
    },
  });
  const columns: DataColumn<CustomerListItem>[] = [
    {
      title: t('customerList.nickname'),
      dataIndex: 'nickname',
      hideable: false,
      width: 140,
      render: (value: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => detail.open(row.id)}
          data-testid="customer-open"
        >
          {value}
        </Button>
      ),
    },
    { title: t('customerList.mobile'), dataIndex: 'mobile', width: 130, render: dash },
    { title: t('customerList.email'), dataIndex: 'email', width: 220, render: dash },
    { title: t('customerList.company'), dataIndex: 'company_name', width: 160, render: dash },
    { title: t('customerList.city'), dataIndex: 'city', width: 100, render: dash },
    {
      title: t('customerList.vip'),
      dataIndex: 'vip_title',
      width: 120,
      render: (value: string) => (value ? <Tag color="gold">{value}</Tag> : '—'),
    },
    { title: t('customerList.activities'), dataIndex: 'activity_total', width: 90 },
    {
      title: t('customerManage.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: number) =>
        value === 1 ? (
          <Tag color="green">{t('customerManage.active')}</Tag>
        ) : (
          <Tag color="red" data-testid="customer-disabled">
            {t('customerManage.disabled')}
          </Tag>
        ),
    },
    {
      title: t('customerList.created'),
      dataIndex: 'create_time',
      width: 150,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];
  return (
    <>
      <DataTable
        route={customerApi.getList[audience]}
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
        actions={
          canManage ? (
            <Button
              type="primary"
              onClick={() => setForm({ open: true, editing: null })}
              data-testid="customer-create"
            >
              {t('customerManage.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={(canManage ? 300 : 90) + (canLoginAs ? 70 : 0)}
        rowActions={(row) => (
          <Space size={0} wrap>
            <Button
              type="link"
              size="small"
              onClick={() => detail.open(row.id)}
              data-testid="customer-detail"
            >
              {t('customerManage.detail')}
            </Button>
            {canManage ? (
              <>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setForm({ open: true, editing: row })}
                  data-testid="customer-edit"
                >
                  {t('customerManage.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setResetting({ id: row.id, nickname: row.nickname })}
                  data-testid="customer-reset-open"
                >
                  {t('customerManage.resetPassword')}
                </Button>
                <CustomerStatusToggle customer={row} />
              </>
            ) : null}
            {canLoginAs ? (
              <LoginAsAction customerId={row.id} name={row.nickname || row.mobile || row.email} />
            ) : null}
          </Space>
        )}
        exportSymbol="customer"
        importSymbol="customer"
        canImport={canImport}
        emptyText={t('customerList.empty')}
        noMatchText={t('customerList.noMatch')}
        totalText={(total) => t('customerList.total', { total })}
        tableProps={{ scroll: { x: 1550 } }}
      />
      <CustomerDetailDrawer
        detail={detail}
        onEdit={(profile) => setForm({ open: true, editing: profile })}
        onResetPassword={setResetting}
        onMove={canMove ? setMoving : () => undefined}
      />
      <CustomerForm
        open={form.open}
        editing={form.editing}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
      <CustomerPasswordForm target={resetting} onClose={() => setResetting(null)} />
      {canMove ? <CustomerMoveForm target={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
