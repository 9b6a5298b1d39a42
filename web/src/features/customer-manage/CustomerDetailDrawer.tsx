import { CUSTOMER_DETAIL_ROWS, type CustomerDetail, customerManageApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, type DetailParam } from '#web/components/detail/DetailDrawer';
import { formatYuan } from '#web/features/order/money';
import { formatAmount, formatSigned } from '#web/features/resource/format';
import type { CustomerTarget } from './CustomerActionForms';
import { CustomerStatusToggle } from './CustomerStatusToggle';
import { customerDetailKey, useCustomerConsole } from './customerManage.api';
import '#web/features/auth/sessions.strings';
import '#web/features/customer-manage/customerManage.strings';
import '#web/features/customer-manage/customerList.strings';
import { when } from '#web/features/lists/timeCell';

const dash = (value: string) => value || '—';

type Profile = CustomerDetail['profile'];

/** One of the drawer's lists: the newest rows, and how many there are in all. */
function Recent<Row extends object>({
  rows,
  count,
  columns,
  rowKey,
  empty,
  testId,
}: {
  rows: Row[];
  count: number;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" data-testid={`${testId}-count`}>
        {count > rows.length
          ? t('customerManage.newestOf', { shown: rows.length, count })
          : t('customerManage.countOnly', { count })}
      </Typography.Text>
      <Table<Row>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: empty }}
        scroll={{ x: 640 }}
        data-testid={testId}
      />
    </Flex>
  );
}

/**
 * A customer's drawer (`?detail=<id>` on the customer list): profile, agent (admin), VIP, the newest
 * activities, orders, invoices (read only), ledger entries with the balances, and sign-ins, each with its
 * count; edit, reset the password, disable / enable and (admin) move to another agent from its header.
 */
export function CustomerDetailDrawer({
  detail,
  onEdit,
  onResetPassword,
  onMove,
}: {
  detail: DetailParam<number>;
  onEdit: (profile: Profile) => void;
  onResetPassword: (target: CustomerTarget) => void;
  onMove: (target: CustomerTarget) => void;
}) {
  const { t } = useTranslation();
  const { api, audience, canManage, canMove } = useCustomerConsole();
  const info = useQuery({
    queryKey: customerDetailKey(audience, detail.id),
    queryFn: () => api.call(customerManageApi.detail[audience], { id: detail.id ?? 0 }),
    enabled: detail.id !== null,
  });
  const data = info.data;
  const profile = data?.profile;
  const smsUnit = (count: number) => t('resource.smsUnit', { count });
  const target =
    profile && data ? { id: profile.id, nickname: profile.nickname, agentId: data.agent.id } : null;

  const items = (() => {
    if (!data || !profile) return undefined;
    const vip = data.vip;
    const rows: { key: string; label: string; children: ReactNode }[] = [
      { key: 'nickname', label: t('customerList.nickname'), children: profile.nickname },
      {
        key: 'status',
        label: t('customerManage.status'),
        children: (
          <Space size={4}>
            {profile.status === 1 ? (
              <Tag color="green">{t('customerManage.active')}</Tag>
            ) : (
              <Tag color="red">{t('customerManage.disabled')}</Tag>
            )}
            {profile.has_password ? null : <Tag color="orange">{t('customerManage.noPassword')}</Tag>}
          </Space>
        ),
      },
      { key: 'mobile', label: t('customerList.mobile'), children: dash(profile.mobile) },
      { key: 'email', label: t('customerList.email'), children: dash(profile.email) },
      { key: 'company', label: t('customerList.company'), children: dash(profile.company_name) },
      { key: 'city', label: t('customerList.city'), children: dash(profile.city) },
      {
        key: 'vip',
        label: t('customerManage.vip'),
        children: vip.title ? (
          <Space size={4}>
            <Tag color={vip.active ? 'gold' : undefined}>{vip.title}</Tag>
            <Typography.Text type={vip.active ? undefined : 'secondary'}>
              {vip.active
                ? t('customerManage.vipUntil', { time: when(vip.expires_time) })
                : t('customerManage.vipExpired', { time: when(vip.expires_time) })}
            </Typography.Text>
          </Space>
        ) : (
          t('customerManage.noVip')
        ),
      },
      { key: 'created', label: t('customerList.created'), children: when(profile.create_time) },
    ];
    if (audience === 'admin')
      rows.splice(2, 0, {
        key: 'agent',
        label: t('customerManage.agent'),
        children: (
          <Space size={4}>
            <span data-testid="customer-detail-agent">{data.agent.name}</span>
            {data.agent.enabled ? null : <Tag color="red">{t('customerManage.agentDisabled')}</Tag>}
          </Space>
        ),
      });
    return rows;
  })();

  const tabs =
    data === undefined
      ? []
      : [
          {
            key: 'activities',
            label: t('customerManage.tabs.activities', { count: data.activities.count }),
            children: (
              <Recent
                rows={data.activities.rows}
                count={data.activities.count}
                rowKey="id"
                empty={t('customerManage.emptyActivities')}
                testId="customer-detail-activities"
                columns={[
                  { title: t('customerManage.col.title'), dataIndex: 'title', ellipsis: true },
                  { title: t('customerManage.col.tool'), dataIndex: 'tool', width: 110, render: dash },
                  {
                    title: t('customerManage.col.state'),
                    dataIndex: 'state',
                    width: 100,
                    render: (state: string) => t(`customerManage.activityState.${state}`),
                  },
                  { title: t('customerManage.col.begin'), dataIndex: 'begin_time', width: 140, render: when },
                  { title: t('customerList.created'), dataIndex: 'create_time', width: 140, render: when },
                ]}
              />
            ),
          },
          {
            key: 'orders',
            label: t('customerManage.tabs.orders', { count: data.orders.count }),
            children: (
              <Recent
                rows={data.orders.rows}
                count={data.orders.count}
                rowKey="order_no"
                empty={t('customerManage.emptyOrders')}
                testId="customer-detail-orders"
                columns={[
                  { title: t('customerManage.col.orderNo'), dataIndex: 'order_no', width: 190 },
                  { title: t('customerManage.col.title'), dataIndex: 'title', ellipsis: true },
                  {
                    title: t('customerManage.col.amount'),
                    dataIndex: 'pay_amount',
                    width: 100,
                    align: 'right',
                    render: (cents: number) => formatYuan(cents),
                  },
                  {
                    title: t('customerManage.col.paid'),
                    dataIndex: 'is_pay',
                    width: 90,
                    render: (paid: number) =>
                      paid === 1 ? (
                        <Tag color="green">{t('order.paidTag')}</Tag>
                      ) : (
                        <Tag>{t('order.unpaidTag')}</Tag>
                      ),
                  },
                  { title: t('customerList.created'), dataIndex: 'create_time', width: 140, render: when },
                ]}
              />
            ),
          },
          {
            key: 'invoices',
            label: t('customerManage.tabs.invoices', { count: data.invoices.count }),
            children: (
              <Recent
                rows={data.invoices.rows}
                count={data.invoices.count}
                rowKey="id"
                empty={t('customerManage.emptyInvoices')}
                testId="customer-detail-invoices"
                columns={[
                  { title: t('customerManage.col.orderNo'), dataIndex: 'order_no', width: 190 },
                  { title: t('customerManage.col.invoiceTitle'), dataIndex: 'title', ellipsis: true },
                  {
                    title: t('customerManage.col.state'),
                    dataIndex: 'status',
                    width: 100,
                    render: (status: number) => t(`order.invoiceStatus.${status}`),
                  },
                  { title: t('customerList.created'), dataIndex: 'create_time', width: 140, render: when },
                ]}
              />
            ),
          },
          {
            key: 'resource',
            label: t('customerManage.tabs.resource', { count: data.resource.count }),
            children: (
              <Flex vertical gap={16}>
                <Flex gap={24} wrap data-testid="customer-detail-balances">
                  {data.resource.balances.map((row) => (
                    <Statistic
                      key={row.kind}
                      title={t(`resource.kind.${row.kind}`)}
                      value={formatAmount(row.kind, row.balance, smsUnit)}
                    />
                  ))}
                </Flex>
                <Recent
                  rows={data.resource.rows}
                  count={data.resource.count}
                  rowKey="id"
                  empty={t('resource.entriesEmpty')}
                  testId="customer-detail-ledger"
                  columns={[
                    { title: t('resource.columns.time'), dataIndex: 'create_time', width: 140, render: when },
                    {
                      title: t('resource.columns.kind'),
                      dataIndex: 'kind',
                      width: 120,
                      render: (kind: string) => t(`resource.kind.${kind}`),
                    },
                    {
                      title: t('resource.columns.type'),
                      dataIndex: 'type',
                      width: 110,
                      render: (type: string) => t(`resource.type.${type}`, { defaultValue: type }),
                    },
                    {
                      title: t('resource.columns.amount'),
                      key: 'amount',
                      align: 'right',
                      render: (_: unknown, row) => formatSigned(row.kind, row.amount, smsUnit),
                    },
                    {
                      title: t('resource.columns.balanceAfter'),
                      key: 'after',
                      align: 'right',
                      render: (_: unknown, row) => formatAmount(row.kind, row.balance_after, smsUnit),
                    },
                  ]}
                />
              </Flex>
            ),
          },
          {
            key: 'signIns',
            label: t('customerManage.tabs.signIns', { count: data.sign_ins.count }),
            children: (
              <Recent
                rows={data.sign_ins.rows}
                count={data.sign_ins.count}
                rowKey="id"
                empty={t('customerManage.emptySignIns')}
                testId="customer-detail-sign-ins"
                columns={[
                  { title: t('sessions.signedIn'), dataIndex: 'create_time', width: 140, render: when },
                  {
                    title: t('sessions.device'),
                    key: 'device',
                    render: (_: unknown, row) => (
                      <Tooltip title={row.user_agent || undefined}>
                        {row.device || t('sessions.unknownDevice')}
                      </Tooltip>
                    ),
                  },
                  { title: t('sessions.ip'), dataIndex: 'ip', width: 130, render: dash },
                  { title: t('sessions.lastSeen'), dataIndex: 'last_seen_time', width: 140, render: when },
                  {
                    title: t('customerManage.col.session'),
                    key: 'live',
                    width: 190,
                    render: (_: unknown, row) =>
                      row.live ? (
                        <Tag color="green">{t('customerManage.live')}</Tag>
                      ) : (
                        <Typography.Text type="secondary">
                          {t('customerManage.ended', { time: when(row.end_time) })}
                        </Typography.Text>
                      ),
                  },
                ]}
              />
            ),
          },
        ];

  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={profile ? t('customerManage.detailTitle', { name: profile.nickname }) : undefined}
      loading={info.isPending}
      error={info.error}
      onRetry={() => void info.refetch()}
      width={900}
      column={2}
      testId="customer-detail-drawer"
      items={items}
      extra={
        profile && target && canManage ? (
          <Space size={4} wrap>
            <Button size="small" onClick={() => onEdit(profile)} data-testid="customer-detail-edit">
              {t('customerManage.edit')}
            </Button>
            <Button size="small" onClick={() => onResetPassword(target)} data-testid="customer-detail-reset">
              {t('customerManage.resetPassword')}
            </Button>
            {canMove ? (
              <Button size="small" onClick={() => onMove(target)} data-testid="customer-detail-move">
                {t('customerManage.move')}
              </Button>
            ) : null}
            <CustomerStatusToggle customer={profile} type="default" />
          </Space>
        ) : null
      }
    >
      {data ? (
        <Tabs
          style={{ marginTop: 16 }}
          items={tabs}
          data-testid="customer-detail-tabs"
          tabBarExtraContent={
            <Typography.Text type="secondary">
              {t('customerManage.capNote', { rows: CUSTOMER_DETAIL_ROWS })}
            </Typography.Text>
          }
        />
      ) : null}
    </DetailDrawer>
  );
}
