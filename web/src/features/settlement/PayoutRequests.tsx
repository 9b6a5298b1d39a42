import {
  PAYOUT_REQUEST_STATES,
  type PayoutRequestItem,
  type PayoutRequestState,
  Permission,
  payoutRequestCreate,
  payoutRequestPay,
  settlementApi,
} from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { ReasonModal } from '#web/components/actions/ReasonModal';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { ABOVE_DRAWER, ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import '#web/features/settlement/settlement.strings';

type Audience = 'admin' | 'agent';

const STATE_COLOURS: Record<PayoutRequestState, string> = {
  pending: 'gold',
  paid: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** After any change: the requests, the balances and the ledgers are read again. */
function useRefresh(audience: Audience) {
  const api = useApi();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: pagedQueryKey(api.audience, settlementApi.getRequests[audience]),
    });
    void queryClient.invalidateQueries({ queryKey: ['settlement'] });
    if (audience === 'admin') {
      void queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, settlementApi.getAgentList),
      });
      void queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, settlementApi.getEntries.admin),
      });
    } else {
      void queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, settlementApi.getEntries.agent),
      });
    }
  };
}

/**
 * Payout requests (issue 16): an agent's owners ask the platform for what it owes the team and may withdraw
 * a pending request; the platform (admin.fund.settlement.pay) pays one — a settlement payment of its amount
 * with the transfer reference — or rejects it with the reason the agent reads. The platform's list shows every
 * agent's (or one agent's, in its drawer), pending first.
 */
export function PayoutRequests({
  audience,
  agentId,
  balance,
}: {
  audience: Audience;
  /** the platform's drawer: one agent's requests */
  agentId?: number;
  /** the agent's balance (what it may ask for at most) */
  balance?: number;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const refresh = useRefresh(audience);
  const canPay = useCan({ authorities: { allOf: [Permission.admin.fundSettlementPay] } });
  const [asking, setAsking] = useState(false);
  const [paying, setPaying] = useState<PayoutRequestItem | null>(null);
  const [rejecting, setRejecting] = useState<PayoutRequestItem | null>(null);
  const cancel = useMutation({
    mutationFn: (id: number) => api.call(settlementApi.cancelRequest, { id }),
    onSuccess: () => {
      feedback.success(t('settlement.requests.cancelled'));
      refresh();
    },
  });
  const reject = useMutation({
    mutationFn: (reason: string) => api.call(settlementApi.rejectRequest, { id: rejecting?.id ?? 0, reason }),
    onSuccess: () => {
      feedback.success(t('settlement.requests.rejected'));
      refresh();
    },
  });

  const columns: DataColumn<PayoutRequestItem>[] = [
    ...(audience === 'admin' && !agentId
      ? [
          {
            title: t('settlement.agent'),
            dataIndex: 'agent_name',
            width: 180,
          } as DataColumn<PayoutRequestItem>,
        ]
      : []),
    {
      title: t('settlement.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      hideable: false,
      render: (cents: number) => formatYuan(cents),
    },
    {
      title: t('settlement.requests.account'),
      dataIndex: 'account',
      width: 240,
      render: (account: string, row) => (
        <>
          <div>{account}</div>
          {row.note ? <Typography.Text type="secondary">{row.note}</Typography.Text> : null}
        </>
      ),
    },
    {
      title: t('settlement.requests.state'),
      dataIndex: 'status',
      width: 100,
      render: (status: PayoutRequestState) => (
        <Tag color={STATE_COLOURS[status]} data-testid="payout-request-state">
          {t(`settlement.requests.states.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('settlement.requests.outcome'),
      key: 'outcome',
      width: 200,
      render: (_: unknown, row) =>
        row.status === 'paid'
          ? t('settlement.requests.paidWith', { reference: row.reference })
          : row.status === 'rejected'
            ? row.reason
            : '—',
    },
    { title: t('settlement.requests.by'), dataIndex: 'requested_by', width: 120 },
    { title: t('settlement.requests.askedAt'), dataIndex: 'create_time', width: 120, render: timeCell },
    { title: t('settlement.requests.decidedAt'), dataIndex: 'decided_time', width: 120, render: timeCell },
  ];
  const searchFields: SearchField<'status'>[] = [
    {
      kind: 'select',
      name: 'status',
      label: t('settlement.requests.state'),
      placeholder: t('settlement.requests.allStates'),
      options: PAYOUT_REQUEST_STATES.map((value) => ({
        value,
        label: t(`settlement.requests.states.${value}`),
      })),
      testId: 'payout-request-state-filter',
    },
  ];
  const rowActions = (row: PayoutRequestItem) => {
    if (row.status !== 'pending') return null;
    if (audience === 'agent')
      return (
        <ConfirmAction
          confirm={t('settlement.requests.cancelConfirm')}
          onConfirm={() => cancel.mutateAsync(row.id)}
          testId="payout-request-cancel"
        >
          {t('settlement.requests.cancel')}
        </ConfirmAction>
      );
    if (!canPay) return null;
    return (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setPaying(row)} data-testid="payout-request-pay">
          {t('settlement.requests.pay')}
        </Button>
        <Button
          type="link"
          size="small"
          danger
          onClick={() => setRejecting(row)}
          data-testid="payout-request-reject"
        >
          {t('settlement.requests.reject')}
        </Button>
      </Space>
    );
  };

  return (
    <>
      <DataTable
        route={settlementApi.getRequests[audience]}
        queryOptions={{ prefix: 'requests.', fixed: agentId ? { agent_id: agentId } : {}, defaultLimit: 10 }}
        testId="payout-requests"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        embedded
        actions={
          audience === 'agent' ? (
            <Button
              type="primary"
              disabled={(balance ?? 0) <= 0}
              title={(balance ?? 0) <= 0 ? t('settlement.requests.nothingOwed') : undefined}
              onClick={() => setAsking(true)}
              data-testid="payout-request-new"
            >
              {t('settlement.requests.new')}
            </Button>
          ) : null
        }
        rowActions={rowActions}
        rowActionsWidth={130}
        emptyText={t('settlement.requests.empty')}
        noMatchText={t('settlement.requests.noMatch')}
        totalText={(total) => t('settlement.requests.rows', { total })}
        tableProps={{ scroll: { x: 1000 } }}
      />
      {audience === 'agent' ? (
        <AskForm open={asking} most={balance ?? 0} onDone={refresh} onClose={() => setAsking(false)} />
      ) : (
        <PayForm request={paying} onDone={refresh} onClose={() => setPaying(null)} />
      )}
      <ReasonModal
        open={rejecting !== null}
        title={t('settlement.requests.rejectTitle', { amount: formatYuan(rejecting?.amount ?? 0) })}
        okText={t('settlement.requests.reject')}
        label={t('settlement.requests.reason')}
        hint={t('settlement.requests.reasonHint')}
        requiredMessage={t('settlement.requests.reasonRequired')}
        maxMessage={t('settlement.requests.reasonTooLong')}
        pending={reject.isPending}
        onSubmit={(reason) => reject.mutateAsync(reason)}
        onClose={() => setRejecting(null)}
        testIds={{ field: 'payout-request-reason', submit: 'payout-request-reject-submit' }}
      />
    </>
  );
}

const askSchema = payoutRequestCreate.pick({ account: true, note: true });
interface AskValues {
  yuan: number;
  account: string;
  note: string;
}

/** The agent's request: at most the balance (the server refuses more too), to the account it names. */
function AskForm({
  open,
  most,
  onDone,
  onClose,
}: {
  open: boolean;
  most: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<AskValues>();
  const ask = useMutation({
    mutationFn: (values: AskValues) =>
      api.call(settlementApi.requestPayout, {
        amount: Math.round(values.yuan * 100),
        account: values.account,
        note: values.note,
      }),
    onSuccess: () => {
      feedback.success(t('settlement.requests.sent'));
      onDone();
    },
  });
  return (
    <CrudForm<typeof askSchema, AskValues>
      open={open}
      form={form}
      title={t('settlement.requests.new')}
      schema={askSchema}
      initialValues={{ yuan: most / 100, account: '', note: '' }}
      okText={t('settlement.requests.send')}
      testId="payout-request-form"
      onClose={onClose}
      onSubmit={(values) => ask.mutateAsync(values)}
    >
      <Typography.Paragraph type="secondary">
        {t('settlement.requests.most', { amount: formatYuan(most) })}
      </Typography.Paragraph>
      <Form.Item
        name="yuan"
        label={t('settlement.amount')}
        rules={[{ required: true, message: t('settlement.amountRequired') }]}
      >
        <YuanInput min={0.01} max={Math.max(most / 100, 0.01)} data-testid="payout-request-amount" />
      </Form.Item>
      <ContractField name="account" label={t('settlement.requests.account')}>
        <Input
          maxLength={200}
          placeholder={t('settlement.requests.accountHint')}
          data-testid="payout-request-account"
        />
      </ContractField>
      <ContractField name="note" label={t('settlement.note')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="payout-request-note" />
      </ContractField>
    </CrudForm>
  );
}

const paySchema = payoutRequestPay.pick({ reference: true, note: true });
interface PayValues {
  reference: string;
  note: string;
}

/** The platform pays a request: a settlement payment of its amount, with the transfer's reference. */
function PayForm({
  request,
  onDone,
  onClose,
}: {
  request: PayoutRequestItem | null;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<PayValues>();
  const pay = useMutation({
    mutationFn: (values: PayValues) =>
      api.call(settlementApi.payRequest, {
        id: request?.id ?? 0,
        reference: values.reference,
        note: values.note,
      }),
    onSuccess: () => {
      feedback.success(t('settlement.requests.paid'));
      onDone();
    },
  });
  return (
    <CrudForm<typeof paySchema, PayValues>
      open={request !== null}
      form={form}
      title={t('settlement.requests.payTitle', {
        name: request?.agent_name ?? '',
        amount: formatYuan(request?.amount ?? 0),
      })}
      schema={paySchema}
      initialValues={{ reference: '', note: '' }}
      okText={t('settlement.requests.pay')}
      testId="payout-request-pay-form"
      zIndex={ABOVE_DRAWER}
      onClose={onClose}
      onSubmit={(values) => pay.mutateAsync(values)}
    >
      <Typography.Paragraph type="secondary">{request?.account}</Typography.Paragraph>
      <ContractField name="reference" label={t('settlement.reference')}>
        <Input maxLength={64} data-testid="payout-request-reference" />
      </ContractField>
      <ContractField name="note" label={t('settlement.note')}>
        <Input.TextArea rows={2} maxLength={200} />
      </ContractField>
    </CrudForm>
  );
}
