import {
  Permission,
  type SettlementAccount,
  type SettlementAgentItem,
  settlementApi,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { DetailDrawer, parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { BalanceText } from './BalanceText';
import { PayoutModal } from './PayoutModal';
import { PayoutRequests } from './PayoutRequests';
import { SettlementLedger, settlementKey } from './SettlementLedger';
import '#web/features/settlement/settlement.strings';

/**
 * Fund › 代理结算 (admin): every agent's settlement balance (largest first) with this month's sales, the
 * totals the platform owes and is owed above; an agent's drawer holds its ledger, monthly statements and
 * payout requests; below, every agent's payout requests (pending first). Staff with admin.fund.settlement.pay
 * record settlement payments and pay or reject requests.
 */
export default function SettlementAgentsPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const list = usePagedQuery(settlementApi.getAgentList);
  const summary = useQuery({
    queryKey: ['settlement', 'summary'],
    queryFn: () => api.call(settlementApi.getSummary),
  });
  const canPay = useCan({ authorities: { allOf: [Permission.admin.fundSettlementPay] } });
  const detail = useDetailParam('agent', parseId);
  const [paying, setPaying] = useState<SettlementAccount | null>(null);
  // the open agent's account (the drawer's title and payment), shared with the ledger's own query
  const opened = useQuery({
    queryKey: [...settlementKey('admin', detail.id ?? undefined), 'account'],
    queryFn: () => api.call(settlementApi.getAccount.admin, { agent_id: detail.id ?? 0 }),
    enabled: detail.id !== null,
  });
  const open = detail.id !== null ? (opened.data ?? null) : null;

  const columns: DataColumn<SettlementAgentItem>[] = [
    {
      title: t('settlement.agent'),
      dataIndex: 'agent_name',
      hideable: false,
      width: 200,
      render: (name: string, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => detail.open(row.agent_id)}
          data-testid="settlement-agent-name"
        >
          {name}
        </Button>
      ),
    },
    {
      title: t('settlement.balance'),
      dataIndex: 'balance',
      width: 170,
      render: (cents: number) => <BalanceText cents={cents} testId="settlement-row-balance" />,
    },
    {
      title: t('settlement.monthSales'),
      dataIndex: 'month_sales',
      align: 'right',
      width: 100,
      render: (count: number) => t('settlement.monthSalesCount', { count }),
    },
    {
      title: t('settlement.monthGross'),
      dataIndex: 'month_gross',
      align: 'right',
      width: 120,
      render: (cents: number) => formatYuan(cents),
    },
    {
      title: t('settlement.monthMargin'),
      dataIndex: 'month_margin',
      align: 'right',
      width: 130,
      render: (cents: number) => formatYuan(cents),
    },
    { title: t('settlement.lastEntry'), dataIndex: 'last_entry_time', width: 130, render: timeCell },
  ];
  const searchFields: SearchField<'keyword' | 'balance'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('settlement.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'balance',
      label: t('settlement.balanceFilter'),
      placeholder: t('settlement.allBalances'),
      options: [
        { value: 'owed', label: t('settlement.balanceOwed') },
        { value: 'owing', label: t('settlement.balanceOwing') },
      ],
      testId: 'settlement-balance-filter',
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small" loading={summary.isLoading} data-testid="settlement-summary">
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Statistic title={t('settlement.payable')} value={formatYuan(summary.data?.payable ?? 0)} />
          </Col>
          <Col xs={24} md={8}>
            <Statistic title={t('settlement.receivable')} value={formatYuan(summary.data?.receivable ?? 0)} />
          </Col>
          <Col xs={24} md={8}>
            <Statistic title={t('settlement.agents')} value={summary.data?.agents ?? 0} />
          </Col>
        </Row>
      </Card>
      <DataTable
        query={list}
        title={title}
        testId="settlement-list"
        tableId="settlement-list"
        rowKey="agent_id"
        columns={columns}
        searchFields={searchFields}
        emptyText={t('settlement.empty')}
        noMatchText={t('settlement.noMatch')}
        totalText={(total) => t('settlement.rows', { total })}
        rowActionsWidth={170}
        rowActions={(row) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => detail.open(row.agent_id)}
              data-testid="settlement-view"
            >
              {t('settlement.view')}
            </Button>
            {canPay ? (
              <Button
                type="link"
                size="small"
                disabled={row.balance === 0}
                title={row.balance === 0 ? t('settlement.nothingToSettle') : undefined}
                onClick={() => setPaying(row)}
                data-testid="settlement-pay"
              >
                {t('settlement.pay')}
              </Button>
            ) : null}
          </Space>
        )}
        tableProps={{ scroll: { x: 900 } }}
      />
      <DetailDrawer
        open={detail.id !== null}
        onClose={detail.close}
        title={open ? t('settlement.detailTitle', { name: open.agent_name }) : undefined}
        width={960}
        testId="settlement-drawer"
        extra={
          canPay && open && open.balance !== 0 ? (
            <Button type="primary" onClick={() => setPaying(open)} data-testid="settlement-drawer-pay">
              {t('settlement.pay')}
            </Button>
          ) : null
        }
      >
        {detail.id !== null ? (
          <SettlementLedger key={detail.id} audience="admin" agentId={detail.id} />
        ) : null}
      </DetailDrawer>
      <PayoutModal agent={paying} onClose={() => setPaying(null)} />
      <Card title={t('settlement.requests.tab')} data-testid="settlement-requests">
        <PayoutRequests audience="admin" />
      </Card>
    </Flex>
  );
}
