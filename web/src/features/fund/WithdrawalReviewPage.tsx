import {
  Permission,
  partnerApi,
  WITHDRAWAL_STATUSES,
  type WithdrawalReviewItem,
  type WithdrawalStatus,
  withdrawalReviewApi,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ReasonModal } from '#web/components/actions/ReasonModal';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { timeCell } from '#web/features/lists/timeCell';
import { formatYuan } from '#web/features/order/money';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/fund/withdrawalReview.strings';

type Filter = 'keyword' | 'status' | 'agent_id' | 'amount_min' | 'amount_max' | 'start_date' | 'end_date';

const STATUS_COLOURS: Record<WithdrawalStatus, string> = {
  pending: 'processing',
  approved: 'cyan',
  rejected: 'error',
  paid: 'success',
};
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const LIST = withdrawalReviewApi.getList.admin;

/** Marks an approved withdrawal paid with the transfer's reference (as the bank statement shows it). */
function PayModal({ row, onClose }: { row: WithdrawalReviewItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<{ reference: string }>();
  const pay = useStaffMutation(
    (reference: string) => api.call(withdrawalReviewApi.pay, { id: row?.id ?? 0, reference }),
    LIST,
  );
  return (
    <Modal
      open={row !== null}
      title={t('withdrawalReview.payTitle', { name: row?.account_name ?? '' })}
      okText={t('withdrawalReview.pay')}
      okButtonProps={{ ...({ 'data-testid': 'withdrawal-pay-submit' } as Record<string, string>) }}
      cancelText={t('shell.cancel')}
      confirmLoading={pay.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Typography.Paragraph type="secondary">
          {t('withdrawalReview.paySummary', {
            actual: formatYuan(row.actual_amount),
            payee: [row.account_name, row.bank_name, row.account_no].filter(Boolean).join(' · '),
          })}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (values) => {
          await pay.mutateAsync(values.reference.trim());
          feedback.success(t('withdrawalReview.paidNow'));
          onClose();
        }}
      >
        <Form.Item
          name="reference"
          label={t('withdrawalReview.reference')}
          rules={[
            { required: true, whitespace: true, message: t('withdrawalReview.referenceRequired') },
            { max: 64, message: t('withdrawalReview.referenceMax') },
          ]}
        >
          <Input maxLength={64} data-testid="withdrawal-reference-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Withdrawal review (admin fund › withdrawal review: every customer's requests; the agent console: its
 * customers', read only): filtered by status, agent, keyword, amount and day (all in the URL), exported
 * through the job centre by the platform; a pending one is approved or rejected with a reason (the amount
 * returns to the customer), an approved one marked paid with the transfer's reference.
 */
export default function WithdrawalReviewPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { modal } = App.useApp();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const isAdmin = audience === 'admin';
  const canReview = useCan({ authorities: { allOf: [Permission.admin.fundWithdrawalReview] } }) && isAdmin;
  const canPay = useCan({ authorities: { allOf: [Permission.admin.fundWithdrawalPay] } }) && isAdmin;
  const canSeeAgents = useCan({ authorities: { allOf: [Permission.admin.partner] } }) && isAdmin;
  const agents = useQuery({
    queryKey: ['partner', 'options'],
    queryFn: () => api.page(partnerApi.getList, { page: 1, limit: 100 }),
    enabled: canSeeAgents,
  });
  const [rejecting, setRejecting] = useState<WithdrawalReviewItem | null>(null);
  const [paying, setPaying] = useState<WithdrawalReviewItem | null>(null);
  const approve = useStaffMutation((id: number) => api.call(withdrawalReviewApi.approve, { id }), LIST);
  const reject = useStaffMutation(
    (reason: string) => api.call(withdrawalReviewApi.reject, { id: rejecting?.id ?? 0, reason }),
    LIST,
  );

  const confirmApprove = (row: WithdrawalReviewItem) =>
    modal.confirm({
      title: t('withdrawalReview.approveTitle', { amount: formatYuan(row.amount) }),
      content: t('withdrawalReview.approveHint', {
        actual: formatYuan(row.actual_amount),
        name: row.account_name,
      }),
      okText: t('withdrawalReview.approve'),
      okButtonProps: { ...({ 'data-testid': 'withdrawal-approve-submit' } as Record<string, string>) },
      cancelText: t('shell.cancel'),
      onOk: async () => {
        await approve.mutateAsync(row.id);
        feedback.success(t('withdrawalReview.approvedNow'));
      },
    });

  const columns: DataColumn<WithdrawalReviewItem>[] = [
    {
      title: isAdmin ? t('withdrawalReview.customerAgent') : t('withdrawalReview.customer'),
      key: 'customer',
      hideable: false,
      width: 180,
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
      render: (_: unknown, row) => (
        <>
          <div>{row.customer_nickname || '—'}</div>
          <Typography.Text type="secondary">{row.customer_login}</Typography.Text>
          {isAdmin ? (
            <div>
              <Typography.Text type="secondary">{row.agent_name}</Typography.Text>
            </div>
          ) : null}
        </>
      ),
    },
    {
      title: t('withdrawalReview.amount'),
      key: 'amount',
      align: 'right',
      width: 130,
      render: (_: unknown, row) => (
        <>
          <div style={NO_WRAP}>{formatYuan(row.amount)}</div>
          <div>
            <Typography.Text type="secondary" style={NO_WRAP}>
              {t('withdrawalReview.actual', { actual: formatYuan(row.actual_amount) })}
            </Typography.Text>
          </div>
          <Typography.Text type="secondary" style={NO_WRAP}>
            {t('withdrawalReview.fee', { fee: formatYuan(row.fee) })}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('withdrawalReview.payee'),
      key: 'payee',
      width: 220,
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
      render: (_: unknown, row) => (
        <>
          <div>
            {t(`resource.channel.${row.channel}`)} · {row.account_name}
          </div>
          <Typography.Text type="secondary">
            {[row.bank_name, row.account_no].filter(Boolean).join(' · ')}
          </Typography.Text>
          {row.remark ? (
            <div>
              <Typography.Text type="secondary">{row.remark}</Typography.Text>
            </div>
          ) : null}
        </>
      ),
    },
    {
      title: t('withdrawalReview.status'),
      key: 'status',
      width: 200,
      render: (_: unknown, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]} data-testid="withdrawal-review-status">
            {t(`resource.status.${row.status}`)}
          </Tag>
          {row.review_note ? (
            <div>
              <Typography.Text type="secondary" data-testid="withdrawal-review-reason">
                {row.review_note}
              </Typography.Text>
            </div>
          ) : null}
          {row.paid_reference ? (
            <div>
              <Typography.Text type="secondary" data-testid="withdrawal-review-reference">
                {t('withdrawalReview.referenceShown', { reference: row.paid_reference })}
              </Typography.Text>
            </div>
          ) : null}
          {row.review_time ? (
            <div>
              <Typography.Text type="secondary">
                {[
                  row.paid_by || row.reviewed_by,
                  dayjs(row.paid_time || row.review_time).format('YYYY-MM-DD HH:mm'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </div>
          ) : null}
        </>
      ),
    },
    { title: t('withdrawalReview.requested'), dataIndex: 'create_time', width: 110, render: timeCell },
  ];

  const searchFields: SearchField<Filter>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('withdrawalReview.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('withdrawalReview.status'),
      placeholder: t('withdrawalReview.allStatus'),
      options: WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`resource.status.${value}`) })),
      testId: 'withdrawal-status-filter',
    },
    ...(canSeeAgents
      ? [
          {
            kind: 'select' as const,
            name: 'agent_id' as const,
            label: t('withdrawalReview.agent'),
            placeholder: t('withdrawalReview.allAgents'),
            showSearch: true,
            options: (agents.data?.rows ?? []).map((agent) => ({
              value: agent.id,
              label: agent.corporate_name,
            })),
            testId: 'withdrawal-agent-filter',
          },
        ]
      : []),
    {
      kind: 'number',
      name: 'amount_min',
      label: t('withdrawalReview.amountMin'),
      placeholder: t('withdrawalReview.yuan'),
      testId: 'withdrawal-amount-min',
    },
    {
      kind: 'number',
      name: 'amount_max',
      label: t('withdrawalReview.amountMax'),
      placeholder: t('withdrawalReview.yuan'),
      testId: 'withdrawal-amount-max',
    },
    { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('withdrawalReview.requestedOn') },
  ];

  return (
    <>
      <DataTable
        route={withdrawalReviewApi.getList[audience]}
        title={title}
        testId="withdrawal-review-list"
        tableId={`withdrawal-review-${audience}`}
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        {...(isAdmin
          ? {
              exportSymbol: 'withdrawal' as const,
              exportFilters: ({ status, ...filters }) => ({ ...filters, withdrawal_status: status }),
            }
          : {})}
        emptyText={t('withdrawalReview.empty')}
        noMatchText={t('withdrawalReview.noMatch')}
        totalText={(total) => t('withdrawalReview.total', { total })}
        {...(canReview || canPay
          ? {
              rowActionsWidth: 130,
              rowActions: (row: WithdrawalReviewItem) => (
                <Space size={0}>
                  {row.status === 'pending' && canReview ? (
                    <>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => confirmApprove(row)}
                        data-testid="withdrawal-approve"
                      >
                        {t('withdrawalReview.approve')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => setRejecting(row)}
                        data-testid="withdrawal-reject"
                      >
                        {t('withdrawalReview.reject')}
                      </Button>
                    </>
                  ) : null}
                  {row.status === 'approved' && canPay ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setPaying(row)}
                      data-testid="withdrawal-pay"
                    >
                      {t('withdrawalReview.pay')}
                    </Button>
                  ) : null}
                </Space>
              ),
            }
          : {})}
        tableProps={{ scroll: { x: 1000 } }}
      />
      <ReasonModal
        open={rejecting !== null}
        title={t('withdrawalReview.rejectTitle', { amount: formatYuan(rejecting?.amount ?? 0) })}
        okText={t('withdrawalReview.reject')}
        label={t('withdrawalReview.reason')}
        hint={t('withdrawalReview.reasonHint')}
        requiredMessage={t('withdrawalReview.reasonRequired')}
        maxMessage={t('withdrawalReview.reasonMax')}
        pending={reject.isPending}
        onSubmit={async (reason) => {
          await reject.mutateAsync(reason);
          feedback.success(t('withdrawalReview.rejectedNow'));
        }}
        onClose={() => setRejecting(null)}
        testIds={{ field: 'withdrawal-reason', submit: 'withdrawal-reject-submit' }}
      />
      <PayModal row={paying} onClose={() => setPaying(null)} />
    </>
  );
}
