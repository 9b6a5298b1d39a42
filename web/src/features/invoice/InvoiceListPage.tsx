import { type InvoiceItem, invoiceApi, Permission } from '@onsite/contracts';
import { Button, Form, Modal, Radio, Space, Tag, Typography } from 'antd';
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
import { FilePicker } from '#web/features/upload/LazyPickers';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/invoice/invoiceList.strings';

type Staff = 'admin' | 'agent';
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** 0 requested, 1 issued, 2 rejected. */
export function InvoiceStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const color = ['processing', 'success', 'error'][status] ?? 'default';
  return (
    <Tag color={color} data-testid="invoice-status">
      {t(`invoiceList.status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}

/** Issues a requested invoice: a PDF the server generates with the platform's fields, or one uploaded. */
function IssueModal({ row, onClose }: { row: InvoiceItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience as Staff;
  const [form] = Form.useForm<{ source: 'generate' | 'upload'; file?: string }>();
  const source = Form.useWatch('source', form);
  const issue = useStaffMutation(
    (values: { source: 'generate' | 'upload'; file?: string }) =>
      api.call(invoiceApi.issue[audience], {
        id: row?.id ?? 0,
        source: values.source,
        file: values.file ?? '',
      }),
    invoiceApi.getList[audience],
  );
  return (
    <Modal
      open={row !== null}
      title={t('invoiceList.issueTitle', { order: row?.order_no ?? '' })}
      okText={t('invoiceList.issue')}
      okButtonProps={{ ...({ 'data-testid': 'invoice-issue-submit' } as Record<string, string>) }}
      cancelText={t('shell.cancel')}
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Typography.Paragraph type="secondary">
          {t('invoiceList.issueSummary', {
            title: row.title,
            amount: formatYuan(row.pay_amount),
            seller: row.agent_name,
          })}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ source: 'generate' }}
        onFinish={async (values) => {
          await issue.mutateAsync(values);
          feedback.success(t('invoiceList.issuedNow'));
          onClose();
        }}
      >
        <Form.Item name="source" label={t('invoiceList.source')}>
          <Radio.Group data-testid="invoice-source">
            <Radio value="generate">{t('invoiceList.generate')}</Radio>
            <Radio value="upload">{t('invoiceList.upload')}</Radio>
          </Radio.Group>
        </Form.Item>
        {source === 'upload' ? (
          <Form.Item
            name="file"
            label={t('invoiceList.pdf')}
            rules={[{ required: true, message: t('invoiceList.pdfRequired') }]}
          >
            <FilePicker rule={{ formats: ['pdf'] }} />
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary">{t('invoiceList.generateHint')}</Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}

/** Rejects a requested invoice with the reason the customer reads on its order. */
function RejectModal({ row, onClose }: { row: InvoiceItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience as Staff;
  const reject = useStaffMutation(
    (reason: string) => api.call(invoiceApi.reject[audience], { id: row?.id ?? 0, reason }),
    invoiceApi.getList[audience],
  );
  return (
    <ReasonModal
      open={row !== null}
      title={t('invoiceList.rejectTitle', { order: row?.order_no ?? '' })}
      okText={t('invoiceList.reject')}
      label={t('invoiceList.reason')}
      hint={t('invoiceList.reasonHint')}
      requiredMessage={t('invoiceList.reasonRequired')}
      maxMessage={t('invoiceList.reasonMax')}
      pending={reject.isPending}
      onSubmit={async (reason) => {
        await reject.mutateAsync(reason);
        feedback.success(t('invoiceList.rejectedNow'));
      }}
      onClose={onClose}
      testIds={{ field: 'invoice-reason', submit: 'invoice-reject-submit' }}
    />
  );
}

/**
 * Customer invoices (admin: every customer's; agent console: the team's customers'): the requests with
 * their state, filtered by status, day and keyword; issue one (a generated or uploaded PDF) or reject it
 * with a reason, and open an issued one's PDF.
 */
export default function InvoiceListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience as Staff;
  const canReview = useCan({
    authorities: {
      allOf: [
        audience === 'admin'
          ? Permission.admin.customerInvoiceReview
          : Permission.agent.customerInvoiceReview,
      ],
    },
  });
  const [issuing, setIssuing] = useState<InvoiceItem | null>(null);
  const [rejecting, setRejecting] = useState<InvoiceItem | null>(null);

  const columns: DataColumn<InvoiceItem>[] = [
    {
      title: audience === 'admin' ? t('invoiceList.orderCustomerAgent') : t('invoiceList.orderCustomer'),
      key: 'order',
      hideable: false,
      width: 190,
      render: (_: unknown, row) => (
        <>
          <div style={NO_WRAP}>{row.order_no}</div>
          <div>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {`${row.customer_nickname}${row.customer_mobile ? ` (${row.customer_mobile})` : ''}`}
            </Typography.Text>
          </div>
          {audience === 'admin' ? <Typography.Text type="secondary">{row.agent_name}</Typography.Text> : null}
        </>
      ),
    },
    {
      title: t('invoiceList.buyer'),
      key: 'buyer',
      width: 170,
      render: (_: unknown, row) => (
        <>
          <div>{row.title}</div>
          <Typography.Text type="secondary">
            {row.type === 2 ? row.tax_number : t('invoiceList.personal')}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('invoiceList.amount'),
      dataIndex: 'pay_amount',
      align: 'right',
      width: 100,
      render: (value: number) => <span style={NO_WRAP}>{formatYuan(value)}</span>,
    },
    {
      title: t('invoiceList.statusTitle'),
      key: 'status',
      width: 130,
      render: (_: unknown, row) => (
        <>
          <InvoiceStatusTag status={row.status} />
          {row.status === 2 ? (
            <div>
              <Typography.Text type="secondary" data-testid="invoice-reject-reason">
                {row.reject_reason}
              </Typography.Text>
            </div>
          ) : null}
        </>
      ),
    },
    { title: t('invoiceList.requested'), dataIndex: 'create_time', width: 100, render: timeCell },
    {
      title: t('invoiceList.decided'),
      key: 'decided',
      render: (_: unknown, row) =>
        row.decide_time ? (
          <>
            {row.invoice_no ? (
              <div style={NO_WRAP} data-testid="invoice-number">
                {row.invoice_no}
              </div>
            ) : null}
            <Typography.Text type="secondary">
              {[
                row.file_source ? t(`invoiceList.sources.${row.file_source}`) : '',
                row.decided_by,
                dayjs(row.decide_time).format('YYYY-MM-DD HH:mm'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  const searchFields: SearchField<'keyword' | 'status' | 'start_date' | 'end_date'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('invoiceList.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('invoiceList.statusTitle'),
      placeholder: t('invoiceList.allStatus'),
      options: [0, 1, 2].map((value) => ({ value, label: t(`invoiceList.status.${value}`) })),
      testId: 'invoice-status-filter',
    },
    { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('invoiceList.requestedOn') },
  ];

  return (
    <>
      <DataTable
        route={invoiceApi.getList[audience]}
        title={title}
        testId="invoice-list"
        tableId="invoice-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        emptyText={t('invoiceList.empty')}
        totalText={(total) => t('invoiceList.total', { total })}
        rowActionsWidth={110}
        rowActions={(row) => (
          <Space size={0}>
            {row.status === 1 ? (
              <Button
                type="link"
                size="small"
                data-testid="invoice-file"
                onClick={() =>
                  void api.download(invoiceApi.getFile[audience], { id: row.id }, `${row.invoice_no}.pdf`)
                }
              >
                {t('invoiceList.download')}
              </Button>
            ) : null}
            {row.status === 0 && canReview ? (
              <>
                <Button type="link" size="small" onClick={() => setIssuing(row)} data-testid="invoice-issue">
                  {t('invoiceList.issue')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => setRejecting(row)}
                  data-testid="invoice-reject"
                >
                  {t('invoiceList.reject')}
                </Button>
              </>
            ) : null}
          </Space>
        )}
        // the table takes the card's width and wraps its text; only below this width does it scroll
        tableProps={{ scroll: { x: 1000 } }}
      />
      <IssueModal row={issuing} onClose={() => setIssuing(null)} />
      <RejectModal row={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
