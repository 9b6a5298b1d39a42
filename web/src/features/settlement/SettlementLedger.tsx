import {
  SETTLEMENT_ENTRY_KINDS,
  type SettlementEntryItem,
  type SettlementMonthItem,
  settlementApi,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { ExportButton } from '#web/features/transfer/ExportButton';
import { useApi } from '#web/shell/console';
import { BalanceText } from './BalanceText';
import { PayoutRequests } from './PayoutRequests';
import '#web/features/settlement/settlement.strings';

type Audience = 'admin' | 'agent';

const KIND_COLOURS = { sale: 'green', refund: 'orange', payout: 'blue' } as const;

/** A signed amount of money: the balance's change (+ the platform owes more, − less). */
const signedYuan = (cents: number) => (cents < 0 ? `-${formatYuan(-cents)}` : `+${formatYuan(cents)}`);

/** A sale's or refund's part; a settlement payment has none. */
const part = (cents: number, row: SettlementEntryItem) => (row.kind === 'payout' ? '—' : formatYuan(cents));

/** The ledger's queries are keyed by audience and agent, so the admin's drawer and the agent's page refresh apart. */
export const settlementKey = (audience: Audience, agentId?: number) => [
  'settlement',
  audience,
  agentId ?? 'own',
];

/**
 * One agent's settlement: its balance, its ledger entries (by kind and month, newest first) and its monthly
 * statements, each downloadable as a spreadsheet through the job centre. The platform passes the agent; an
 * agent's console reads its own team's.
 */
export function SettlementLedger({ audience, agentId }: { audience: Audience; agentId?: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const named = agentId ? { agent_id: agentId } : {};
  const account = useQuery({
    queryKey: [...settlementKey(audience, agentId), 'account'],
    queryFn: () => api.call(settlementApi.getAccount[audience], named),
  });
  const months = useQuery({
    queryKey: [...settlementKey(audience, agentId), 'months'],
    queryFn: () => api.call(settlementApi.getMonths[audience], named),
  });

  const entryColumns: DataColumn<SettlementEntryItem>[] = [
    {
      title: t('settlement.kind'),
      dataIndex: 'kind',
      width: 100,
      hideable: false,
      render: (kind: SettlementEntryItem['kind']) => (
        <Tag color={KIND_COLOURS[kind]}>{t(`settlement.kinds.${kind}`)}</Tag>
      ),
    },
    {
      title: t('settlement.order'),
      key: 'order',
      width: 200,
      render: (_: unknown, row) =>
        row.kind === 'payout' ? (
          <>
            <div>{row.reference}</div>
            {row.note ? <Typography.Text type="secondary">{row.note}</Typography.Text> : null}
          </>
        ) : (
          <>
            <div>{row.order_no}</div>
            <Typography.Text type="secondary">
              {row.title}
              {row.collected_by ? ` · ${t(`settlement.collected.${row.collected_by}`)}` : ''}
            </Typography.Text>
          </>
        ),
    },
    { title: t('settlement.gross'), dataIndex: 'gross', align: 'right', width: 110, render: part },
    { title: t('settlement.wholesale'), dataIndex: 'wholesale', align: 'right', width: 110, render: part },
    { title: t('settlement.margin'), dataIndex: 'margin', align: 'right', width: 110, render: part },
    {
      title: t('settlement.change'),
      dataIndex: 'amount',
      align: 'right',
      width: 110,
      render: (cents: number) => (
        <Typography.Text type={cents < 0 ? 'danger' : undefined} data-testid="settlement-entry-change">
          {signedYuan(cents)}
        </Typography.Text>
      ),
    },
    {
      title: t('settlement.balanceAfter'),
      dataIndex: 'balance_after',
      align: 'right',
      width: 120,
      render: (cents: number) => formatYuan(cents),
    },
    { title: t('settlement.time'), dataIndex: 'create_time', width: 120, render: timeCell },
  ];
  const searchFields: SearchField<'kind' | 'month'>[] = [
    {
      kind: 'select',
      name: 'kind',
      label: t('settlement.kind'),
      placeholder: t('settlement.allKinds'),
      options: SETTLEMENT_ENTRY_KINDS.map((value) => ({ value, label: t(`settlement.kinds.${value}`) })),
      testId: 'settlement-kind-filter',
    },
    {
      kind: 'select',
      name: 'month',
      label: t('settlement.month'),
      placeholder: t('settlement.allMonths'),
      options: (months.data ?? []).map((row) => ({ value: row.month, label: row.month })),
      testId: 'settlement-month-filter',
    },
  ];

  const monthColumns = [
    { title: t('settlement.month'), dataIndex: 'month', width: 90 },
    { title: t('settlement.sales'), dataIndex: 'sales', align: 'right' as const, width: 80 },
    { title: t('settlement.gross'), dataIndex: 'gross', align: 'right' as const, render: money },
    { title: t('settlement.wholesale'), dataIndex: 'wholesale', align: 'right' as const, render: money },
    { title: t('settlement.margin'), dataIndex: 'margin', align: 'right' as const, render: money },
    { title: t('settlement.refunded'), dataIndex: 'refunded', align: 'right' as const, render: money },
    {
      title: t('settlement.refundedMargin'),
      dataIndex: 'refunded_margin',
      align: 'right' as const,
      render: money,
    },
    { title: t('settlement.paidOut'), dataIndex: 'paid_out', align: 'right' as const, render: money },
    {
      title: t('settlement.closing'),
      dataIndex: 'closing_balance',
      align: 'right' as const,
      render: (cents: number) => <BalanceText cents={cents} />,
    },
    {
      title: '',
      key: 'download',
      width: 90,
      render: (_: unknown, row: SettlementMonthItem) => (
        <ExportButton
          request={{ symbol: 'settlement', month: row.month, ...named }}
          isEmpty={false}
          testId={`settlement-download-${row.month}`}
        >
          {t('settlement.download')}
        </ExportButton>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        data-testid="settlement-account"
        title={
          <Flex gap={8} align="baseline" wrap>
            <Typography.Text strong>{t('settlement.balance')}</Typography.Text>
            {account.data ? <BalanceText cents={account.data.balance} testId="settlement-balance" /> : null}
          </Flex>
        }
        description={t('settlement.balanceHelp')}
      />
      <Tabs
        items={[
          {
            key: 'entries',
            label: t('settlement.entries'),
            children: (
              <DataTable
                route={settlementApi.getEntries[audience]}
                queryOptions={{ prefix: 'ledger.', fixed: named, defaultLimit: 10 }}
                testId="settlement-entries"
                rowKey="id"
                columns={entryColumns}
                searchFields={searchFields}
                embedded
                emptyText={t('settlement.noEntries')}
                noMatchText={t('settlement.noEntryMatch')}
                totalText={(total) => t('settlement.entryRows', { total })}
                tableProps={{ scroll: { x: 980 } }}
              />
            ),
          },
          {
            key: 'months',
            label: t('settlement.months'),
            children: (
              <Table<SettlementMonthItem>
                size="small"
                rowKey="month"
                pagination={false}
                loading={months.isLoading}
                dataSource={months.data ?? []}
                columns={monthColumns}
                scroll={{ x: 980 }}
                locale={{ emptyText: t('settlement.noMonths') }}
                data-testid="settlement-months"
              />
            ),
          },
          {
            key: 'requests',
            label: <span data-testid="settlement-requests-tab">{t('settlement.requests.tab')}</span>,
            children: (
              <PayoutRequests audience={audience} agentId={agentId} balance={account.data?.balance} />
            ),
          },
        ]}
      />
    </Flex>
  );
}

function money(cents: number) {
  return formatYuan(cents);
}
