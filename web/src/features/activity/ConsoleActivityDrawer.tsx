import {
  ACTIVITY_ALLOWED,
  type ConsoleActivityDetail,
  type ConsoleActivityOrder,
  consoleActivityApi,
  Permission,
} from '@onsite/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { DetailDrawer, type DetailParam } from '#web/components/detail/DetailDrawer';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { AbolishModal } from './AbolishModal';
import { when } from './activity.format';
import { ActivityStatusTag, CustomerCell } from './consoleActivityParts';
import '#web/features/template/template.strings';
import '#web/features/activity/activityConsole.strings';

/** The platform's operations on an activity, each the customer's own call under the same state machine. */
const OPERATIONS = [
  { operation: 'over', route: consoleActivityApi.postOver, danger: false },
  { operation: 'restore', route: consoleActivityApi.postRestore, danger: false },
] as const;

const yesNo = (t: TFunction, value: number) => (value ? t('activityConsole.yes') : t('activityConsole.no'));

function detailItems(activity: ConsoleActivityDetail, t: TFunction, isAdmin: boolean) {
  return [
    { key: 'title', label: t('activityConsole.title'), children: activity.title },
    {
      key: 'status',
      label: t('activity.fields.status'),
      children: <ActivityStatusTag status={activity.status} />,
    },
    {
      key: 'customer',
      label: t('activityConsole.customer'),
      children: <CustomerCell row={activity} />,
    },
    ...(isAdmin ? [{ key: 'agent', label: t('activityConsole.agent'), children: activity.agent_name }] : []),
    {
      key: 'tool',
      label: t('activity.fields.tool'),
      children: activity.programme_title
        ? `${activity.tool_title} · ${activity.programme_title}`
        : activity.tool_title,
    },
    { key: 'group', label: t('activityConsole.group'), children: activity.group_title || '—' },
    { key: 'begin', label: t('activity.fields.begin'), children: when(activity.begin_time) },
    { key: 'end', label: t('activityConsole.end'), children: when(activity.end_time) },
    {
      key: 'places',
      label: t('activityConsole.places'),
      children: t('activityConsole.placesValue', {
        capacity: activity.capacity,
        showings: activity.showings,
      }),
    },
    {
      key: 'charge',
      label: t('activityConsole.charge'),
      children: t(`activityConsole.charges.${activity.charge}`),
    },
    {
      key: 'settings',
      label: t('activityConsole.settings'),
      children: (
        <Space direction="vertical" size={0}>
          <span>
            {t('activity.fields.password')}: {yesNo(t, activity.settings.has_password)}
          </span>
          <span>
            {t('activityConsole.appearance')}: {yesNo(t, activity.settings.has_appearance)}
          </span>
          <span data-testid="activity-template">
            {t('template.activityTemplate')}: {activity.settings.template_name || '—'}
          </span>
          <span>
            {t('activityConsole.vipDeadline')}: {when(activity.settings.vip_last_time)}
          </span>
        </Space>
      ),
    },
    { key: 'created', label: t('activity.fields.created'), children: when(activity.create_time) },
    { key: 'updated', label: t('activityConsole.updated'), children: when(activity.update_time) },
    ...(activity.cancel_time
      ? [{ key: 'cancelled', label: t('activityConsole.cancelled'), children: when(activity.cancel_time) }]
      : []),
  ];
}

/**
 * An activity's drawer (`?detail=<id>`): its customer, agent, tool, state and times, settings, orders and
 * VIP persons. An admin holding `admin.activity.manage` may end, abolish or restore it where the state
 * machine allows (ACTIVITY_ALLOWED), each after a confirmation (abolish in its own dialog, which may refund
 * the paid orders: AbolishModal); an agent holding `agent.activity.abolish` may abolish its customers'. A
 * refusal shows the server's reason.
 */
export function ConsoleActivityDrawer({ detail }: { detail: DetailParam<number> }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const canManage = useCan({ authorities: { allOf: [Permission.admin.activityManage] } });
  const canAgentAbolish = useCan({ authorities: { allOf: [Permission.agent.activityAbolish] } });
  const info = useQuery({
    queryKey: ['activity-console', audience, 'info', detail.id],
    queryFn: () => api.call(consoleActivityApi.getInfo[audience], { id: detail.id ?? 0 }),
    enabled: detail.id !== null,
  });
  const activity = info.data;

  const [abolishing, setAbolishing] = useState(false);
  const refresh = () =>
    Promise.all([
      info.refetch(),
      queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, consoleActivityApi.getList[audience]),
      }),
    ]);
  const run = async (route: (typeof OPERATIONS)[number]['route'], id: number) => {
    const answer = await api.envelope(route, { id });
    feedback.success(answer.msg);
    await refresh();
  };

  const manages = activity !== undefined && audience === 'admin' && canManage;
  const operations = manages
    ? OPERATIONS.filter(({ operation }) => ACTIVITY_ALLOWED[operation].includes(activity.status as never))
    : [];
  // abolish asks in its own dialog: it lists the paid orders and may refund them (AbolishModal); an agent's
  // owner may abolish its customers' activities too
  const canAbolish =
    activity !== undefined &&
    (audience === 'admin' ? canManage : canAgentAbolish) &&
    ACTIVITY_ALLOWED.abolish.includes(activity.status as never);

  const orderColumns = [
    { title: t('activityConsole.orderNo'), dataIndex: 'order_no', width: 190 },
    {
      title: t('activityConsole.orderType'),
      dataIndex: 'order_type',
      render: (type: number) => t(`activityConsole.orderTypes.${type}`, { defaultValue: String(type) }),
    },
    { title: t('activityConsole.amount'), dataIndex: 'pay_amount', render: formatYuan },
    {
      title: t('activityConsole.paid'),
      key: 'paid',
      render: (_: unknown, order: ConsoleActivityOrder) =>
        order.is_pay ? (
          <Tag color="success">{when(order.pay_time)}</Tag>
        ) : (
          <Tag>{t('activityConsole.unpaid')}</Tag>
        ),
    },
  ];

  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={activity ? activity.title : undefined}
      loading={info.isPending}
      error={info.error}
      onRetry={() => void info.refetch()}
      width={720}
      column={1}
      testId="activity-detail-drawer"
      extra={
        activity && (operations.length || canAbolish) ? (
          <Space size={0}>
            {canAbolish ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setAbolishing(true)}
                data-testid="activity-abolish"
              >
                {t('activityConsole.operations.abolish')}
              </Button>
            ) : null}
            {operations.map(({ operation, route, danger }) => (
              <ConfirmAction
                key={operation}
                danger={danger}
                confirm={t(`activityConsole.confirm.${operation}`, { title: activity.title })}
                onConfirm={() => run(route, activity.id)}
                testId={`activity-${operation}`}
              >
                {t(`activityConsole.operations.${operation}`)}
              </ConfirmAction>
            ))}
          </Space>
        ) : null
      }
      items={activity ? detailItems(activity, t, audience === 'admin') : undefined}
    >
      {activity ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('activityConsole.orders')}
          </Typography.Title>
          <Table<ConsoleActivityOrder>
            rowKey="id"
            size="small"
            pagination={false}
            columns={orderColumns}
            dataSource={activity.orders}
            locale={{ emptyText: t('activityConsole.noOrders') }}
            data-testid="activity-detail-orders"
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('activityConsole.vipPersons', { count: activity.vip_count })}
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            columns={[
              { title: t('activityConsole.personName'), dataIndex: 'name' },
              { title: t('activityConsole.personMobile'), dataIndex: 'mobile' },
              { title: t('activity.fields.created'), dataIndex: 'create_time', render: when },
            ]}
            dataSource={activity.vip_persons}
            locale={{ emptyText: t('activityConsole.noVipPersons') }}
          />
          <AbolishModal
            activity={abolishing ? activity : null}
            onClose={() => setAbolishing(false)}
            onDone={refresh}
          />
        </>
      ) : null}
    </DetailDrawer>
  );
}
