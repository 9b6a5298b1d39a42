import {
  costApi,
  type FeeRateInForce,
  type FeeRateVersion,
  Permission,
  type PriceState,
} from '@onsite/contracts';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { useFeeRateMutation, useFeeRatesInForce } from './cost.api';
import { FeeRateForm } from './FeeRateForm';
import { StateTag, stateSearchField, WithdrawAction, when } from './versionParts';
import '#web/features/cost/cost.strings';

type Rule = Pick<FeeRateInForce, 'mode' | 'rate'>;

/** A rate as customers read it: a percentage of the amount, or a price each. */
export const ruleText = (t: TFunction, rule: Rule) =>
  rule.mode === 'percent'
    ? t('cost.fee.percent', { rate: `${(rule.rate / 100).toFixed(2)}%` })
    : t('cost.fee.perUnit', { price: formatYuan(rule.rate) });

const minFee = (value: number) => (value > 0 ? formatYuan(value) : '—');

/**
 * The platform's fee rates (withdrawals, SMS, the red-packet service fee) in force — the built-in rate or
 * its latest version — and every version. Sites with a rate of their own keep it.
 */
export function FeeRatesTab({ title }: { title: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.costManage] } });
  const inForce = useFeeRatesInForce();
  const [start, setStart] = useState<FeeRateInForce | null>(null);
  const withdraw = useFeeRateMutation((row: FeeRateVersion) =>
    api.call(costApi.feeRateDelete, { id: row.id }),
  );

  const ruleColumns = <Row extends Rule & { min_fee: number; description: string }>() =>
    [
      {
        title: t('cost.fee.rule'),
        dataIndex: 'rate',
        width: 160,
        render: (_: unknown, row: Row) => ruleText(t, row),
      },
      {
        title: t('cost.fee.minFee'),
        dataIndex: 'min_fee',
        width: 110,
        align: 'right' as const,
        render: minFee,
      },
      { title: t('cost.fee.description'), dataIndex: 'description', width: 240, ellipsis: true },
    ] satisfies DataColumn<Row>[];

  const versionColumns: DataColumn<FeeRateVersion>[] = [
    { title: t('cost.fee.name'), dataIndex: 'name', width: 140, hideable: false },
    ...ruleColumns<FeeRateVersion>(),
    { title: t('cost.effectiveTime'), dataIndex: 'effective_time', width: 150, render: when },
    {
      title: t('cost.state'),
      dataIndex: 'state',
      width: 90,
      render: (state: PriceState) => <StateTag state={state} t={t} />,
    },
    {
      title: t('cost.note'),
      dataIndex: 'note',
      width: 140,
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    { title: t('cost.setBy'), dataIndex: 'created_by', width: 110, render: (value: string) => value || '—' },
    { title: t('cost.setAt'), dataIndex: 'create_time', width: 150, render: when },
  ];
  const searchFields: SearchField<'code' | 'state'>[] = [
    {
      kind: 'select',
      name: 'code',
      label: t('cost.fee.name'),
      placeholder: t('cost.fee.allRates'),
      options: (inForce.data ?? []).map((row) => ({ value: row.code, label: row.name })),
    },
    stateSearchField(t),
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('cost.fee.inForceTitle')}
        extra={<Typography.Text type="secondary">{t('cost.fee.inForceHelp')}</Typography.Text>}
        data-testid="fee-in-force"
      >
        <Table<FeeRateInForce>
          rowKey="code"
          size="middle"
          loading={inForce.isLoading}
          dataSource={inForce.data}
          pagination={false}
          scroll={{ x: 1100 }}
          columns={[
            { title: t('cost.fee.name'), dataIndex: 'name', width: 140 },
            ...ruleColumns<FeeRateInForce>(),
            {
              title: t('cost.since'),
              dataIndex: 'effective_time',
              width: 150,
              render: (value: string) => (value ? when(value) : <Tag>{t('cost.fee.builtIn')}</Tag>),
            },
            {
              title: t('cost.next'),
              dataIndex: 'next',
              width: 260,
              render: (next: FeeRateVersion | null) =>
                next
                  ? t('cost.fee.nextSummary', {
                      time: when(next.effective_time),
                      rule: ruleText(t, next),
                      min: formatYuan(next.min_fee),
                    })
                  : '—',
            },
            ...(canManage
              ? [
                  {
                    title: t('table.actions'),
                    key: 'actions',
                    width: 100,
                    fixed: 'right' as const,
                    render: (_: unknown, row: FeeRateInForce) => (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setStart(row)}
                        data-testid={`fee-set-${row.code}`}
                      >
                        {t('cost.fee.set')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <DataTable
        route={costApi.feeRateList}
        title={title}
        testId="fee-versions"
        tableId="cost-fee-versions"
        rowKey="id"
        columns={versionColumns}
        searchFields={searchFields}
        rowActionsWidth={90}
        rowActions={(row) =>
          canManage ? (
            <WithdrawAction
              row={row}
              confirm={t('cost.fee.withdrawConfirm', { time: when(row.effective_time) })}
              withdraw={() => withdraw.mutateAsync(row)}
              testId="fee-withdraw"
              t={t}
            />
          ) : null
        }
        emptyText={t('cost.fee.empty')}
        noMatchText={t('cost.fee.noMatch')}
        totalText={(total) => t('cost.fee.total', { total })}
        tableProps={{ scroll: { x: 1200 } }}
      />
      <FeeRateForm start={start} onClose={() => setStart(null)} />
    </Flex>
  );
}
