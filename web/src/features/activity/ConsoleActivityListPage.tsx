import {
  ActivityStatus,
  type ConsoleActivityItem,
  consoleActivityApi,
  Permission,
  partnerApi,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { TOOL_IDS } from '#web/features/site/toolIds';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { when } from './activity.format';
import { ConsoleActivityDrawer } from './ConsoleActivityDrawer';
import { ActivityStatusTag, CustomerCell } from './consoleActivityParts';
import '#web/features/activity/activityConsole.strings';

type Filter = 'keyword' | 'customer' | 'agent_id' | 'tool_id' | 'status' | 'start_date' | 'end_date';

/**
 * Operational › activity (admin: every tenant's activities) and the agent console's activities (its own
 * customers'): search by title, customer, agent, tool, status and begin date; export through the job centre;
 * a row's detail opens in a drawer, where the platform may end, abolish or restore it.
 */
export default function ConsoleActivityListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const detail = useDetailParam('detail', parseId);
  const canSeeAgents = useCan({ authorities: { allOf: [Permission.admin.partner] } });
  const agents = useQuery({
    queryKey: ['partner', 'options'],
    queryFn: () => api.page(partnerApi.getList, { page: 1, limit: 100 }),
    enabled: audience === 'admin' && canSeeAgents,
  });

  const columns: DataColumn<ConsoleActivityItem>[] = [
    { title: t('activityConsole.title'), dataIndex: 'title', hideable: false, width: 200 },
    { title: t('activity.fields.tool'), dataIndex: 'tool_title', width: 130 },
    {
      title: t('activityConsole.customer'),
      key: 'customer',
      width: 170,
      render: (_: unknown, row) => <CustomerCell row={row} />,
    },
    ...(audience === 'admin'
      ? [
          {
            title: t('activityConsole.agent'),
            dataIndex: 'agent_name',
            width: 160,
          } as DataColumn<ConsoleActivityItem>,
        ]
      : []),
    {
      title: t('activity.fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <ActivityStatusTag status={status} />,
    },
    {
      title: t('activity.fields.time'),
      key: 'time',
      width: 170,
      render: (_: unknown, row) => (
        <Space direction="vertical" size={0}>
          <span>{when(row.begin_time)}</span>
          <Typography.Text type="secondary">{when(row.end_time)}</Typography.Text>
        </Space>
      ),
    },
    { title: t('activity.fields.created'), dataIndex: 'create_time', width: 150, render: when },
  ];

  const searchFields: SearchField<Filter>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('activityConsole.title'),
      placeholder: t('activity.filters.keyword'),
      testId: 'list-search',
    },
    {
      kind: 'text',
      name: 'customer',
      label: t('activityConsole.customer'),
      placeholder: t('activityConsole.customerPlaceholder'),
      testId: 'activity-customer-filter',
    },
    ...(audience === 'admin' && canSeeAgents
      ? [
          {
            kind: 'select' as const,
            name: 'agent_id' as const,
            label: t('activityConsole.agent'),
            placeholder: t('activityConsole.allAgents'),
            showSearch: true,
            options: (agents.data?.rows ?? []).map((agent) => ({
              value: agent.id,
              label: agent.corporate_name,
            })),
            testId: 'activity-agent-filter',
          },
        ]
      : []),
    {
      kind: 'select',
      name: 'tool_id',
      label: t('activity.fields.tool'),
      placeholder: t('activity.filters.tool'),
      options: Object.entries(TOOL_IDS).map(([mark, id]) => ({
        value: id,
        label: t(`customer.tool.${mark}`, { ns: 'menu' }),
      })),
      testId: 'activity-tool-filter',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('activity.fields.status'),
      placeholder: t('activity.filters.status'),
      options: Object.values(ActivityStatus).map((value) => ({
        value,
        label: t(`activity.status.${value}`),
      })),
      testId: 'activity-status-filter',
    },
    { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('activityConsole.beginRange') },
  ];

  return (
    <>
      <DataTable
        route={consoleActivityApi.getList[audience]}
        title={title}
        testId="console-activity-list"
        tableId={`console-activity-list-${audience}`}
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        exportSymbol="activity"
        rowActionsWidth={90}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="activity-detail">
            {t('activityConsole.detail')}
          </Button>
        )}
        emptyText={t('activityConsole.empty')}
        noMatchText={t('activityConsole.noMatch')}
        totalText={(total) => t('activityConsole.total', { total })}
        tableProps={{ scroll: { x: 1150 } }}
      />
      <ConsoleActivityDrawer detail={detail} />
    </>
  );
}
