import {
  type ActivityPriceInForce,
  type ActivityPriceVersion,
  costApi,
  Permission,
  type PriceState,
} from '@onsite/contracts';
import { Button, Card, Flex, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { useCostMutation, usePricesInForce } from './cost.api';
import { FeeRatesTab } from './FeeRatesTab';
import { PriceForm, type PriceFormStart } from './PriceForm';
import { isBuiltIn, StateTag, stateSearchField, WithdrawAction, when } from './versionParts';
import '#web/features/cost/cost.strings';

/**
 * Admin › cost settings (/cost): activity prices and the platform's fee rates (FeeRatesTab), each as versions
 * with an effective time.
 */
export default function CostPage({ title }: PageProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      data-testid="cost-tabs"
      items={[
        { key: 'prices', label: t('cost.tabs.prices'), children: <ActivityPricesTab title={title} /> },
        { key: 'fees', label: t('cost.tabs.fees'), children: <FeeRatesTab title={title} /> },
      ]}
    />
  );
}

/**
 * What an activity costs per tool — a new one, a day more, a block of places more — in force now (a tool
 * without versions follows the default), and every version with its effective time. A change is a new
 * version, now or scheduled; a scheduled one may be withdrawn. Orders keep their price.
 */
function ActivityPricesTab({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.costManage] } });
  const inForce = usePricesInForce();
  const [start, setStart] = useState<PriceFormStart | null>(null);
  const withdraw = useCostMutation((row: ActivityPriceVersion) => api.call(costApi.delete, { id: row.id }));

  const toolName = (row: { tool_id: number; tool_name: string }) =>
    row.tool_id === 0 ? <Tag color="gold">{t('cost.default')}</Tag> : row.tool_name;
  const tools = (inForce.data ?? []).map((row) => ({
    value: row.tool_id,
    label: row.tool_id === 0 ? t('cost.default') : row.tool_name,
  }));
  const priceCells = <
    Row extends { create_price: number; renew_per_day: number; expand_per_block: number },
  >() =>
    [
      {
        title: t('cost.createPrice'),
        dataIndex: 'create_price',
        width: 120,
        align: 'right' as const,
        render: formatYuan,
      },
      {
        title: t('cost.renewPerDay'),
        dataIndex: 'renew_per_day',
        width: 120,
        align: 'right' as const,
        render: formatYuan,
      },
      {
        title: t('cost.expandPerBlock'),
        dataIndex: 'expand_per_block',
        width: 140,
        align: 'right' as const,
        render: formatYuan,
      },
    ] satisfies DataColumn<Row>[];

  const versionColumns: DataColumn<ActivityPriceVersion>[] = [
    {
      title: t('cost.tool'),
      dataIndex: 'tool_name',
      width: 140,
      hideable: false,
      render: (_, row) => toolName(row),
    },
    ...priceCells<ActivityPriceVersion>(),
    {
      title: t('cost.effectiveTime'),
      dataIndex: 'effective_time',
      width: 150,
      render: (value: string) => (isBuiltIn(value) ? t('cost.builtIn') : when(value)),
    },
    {
      title: t('cost.state'),
      dataIndex: 'state',
      width: 90,
      render: (state: PriceState) => <StateTag state={state} t={t} />,
    },
    { title: t('cost.note'), dataIndex: 'note', ellipsis: true, render: (value: string) => value || '—' },
    {
      title: t('cost.setBy'),
      dataIndex: 'created_by',
      width: 110,
      render: (value: string) => value || t('cost.builtIn'),
    },
    { title: t('cost.setAt'), dataIndex: 'create_time', width: 150, render: when },
  ];
  const searchFields: SearchField<'tool_id' | 'state'>[] = [
    {
      kind: 'select',
      name: 'tool_id',
      label: t('cost.tool'),
      placeholder: t('cost.allTools'),
      options: tools,
    },
    stateSearchField(t),
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('cost.inForceTitle')}
        extra={<Typography.Text type="secondary">{t('cost.inForceHelp')}</Typography.Text>}
        data-testid="cost-in-force"
      >
        <Table<ActivityPriceInForce>
          rowKey="tool_id"
          size="middle"
          loading={inForce.isLoading}
          dataSource={inForce.data}
          pagination={false}
          scroll={{ x: 1200 }}
          columns={[
            { title: t('cost.tool'), dataIndex: 'tool_name', width: 140, render: (_, row) => toolName(row) },
            ...priceCells<ActivityPriceInForce>(),
            {
              title: t('cost.source'),
              dataIndex: 'follows_default',
              width: 120,
              render: (follows: boolean, row) =>
                row.tool_id === 0 ? (
                  '—'
                ) : follows ? (
                  <Tag>{t('cost.followsDefault')}</Tag>
                ) : (
                  <Tag color="purple">{t('cost.own')}</Tag>
                ),
            },
            {
              title: t('cost.since'),
              dataIndex: 'effective_time',
              width: 150,
              render: (value: string) => (isBuiltIn(value) ? t('cost.builtIn') : when(value)),
            },
            {
              title: t('cost.next'),
              dataIndex: 'next',
              width: 300,
              render: (next: ActivityPriceVersion | null) =>
                next
                  ? t('cost.nextSummary', {
                      time: when(next.effective_time),
                      create: formatYuan(next.create_price),
                      renew: formatYuan(next.renew_per_day),
                      expand: formatYuan(next.expand_per_block),
                    })
                  : '—',
            },
            ...(canManage
              ? [
                  {
                    title: t('table.actions'),
                    key: 'actions',
                    width: 110,
                    fixed: 'right' as const,
                    render: (_: unknown, row: ActivityPriceInForce) => (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setStart(row)}
                        data-testid={`cost-set-${row.tool_id}`}
                      >
                        {t('cost.set')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <DataTable
        route={costApi.getList}
        title={title}
        testId="cost-versions"
        tableId="cost-versions"
        rowKey="id"
        columns={versionColumns}
        searchFields={searchFields}
        actions={
          canManage && inForce.data?.[0] ? (
            <Button
              type="primary"
              onClick={() => setStart(inForce.data[0] ?? null)}
              data-testid="cost-create"
            >
              {t('cost.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={90}
        rowActions={(row) =>
          canManage ? (
            <WithdrawAction
              row={row}
              confirm={t('cost.withdrawConfirm', { time: when(row.effective_time) })}
              withdraw={() => withdraw.mutateAsync(row)}
              testId="cost-withdraw"
              t={t}
            />
          ) : null
        }
        emptyText={t('cost.empty')}
        noMatchText={t('cost.noMatch')}
        totalText={(total) => t('cost.total', { total })}
        tableProps={{ scroll: { x: 1200 } }}
      />
      <PriceForm start={start} tools={tools} onClose={() => setStart(null)} />
    </Flex>
  );
}
