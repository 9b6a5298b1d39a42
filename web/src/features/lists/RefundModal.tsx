import { type ConsoleOrderListItem, orderApi, refundApi, refundRequest } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { RowList } from '#web/components/row-list/RowList';
import { formatYuan } from '#web/features/order/money';
import { useApi } from '#web/shell/console';
import '#web/features/lists/orderList.strings';

/** The form checks the reason by the contract; the amount is typed in yuan and sent in cents. */
const reasonSchema = refundRequest.pick({ reason: true });

interface FormValues {
  yuan: number;
  reason: string;
}

/** What is left to refund of an order (cents). */
export const leftToRefund = (row: ConsoleOrderListItem) => row.pay_amount - row.refunded_amount;

/** The order list's refund column: nothing, a partial refund, or refunded in full. */
export function RefundTag({ row }: { row: ConsoleOrderListItem }) {
  const { t } = useTranslation();
  if (row.refunded_amount <= 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return leftToRefund(row) === 0 ? (
    <Tag color="red" data-testid="order-refund-tag">
      {t('orderList.refundedFull', { amount: formatYuan(row.refunded_amount) })}
    </Tag>
  ) : (
    <Tag color="orange" data-testid="order-refund-tag">
      {t('orderList.refundedPart', { amount: formatYuan(row.refunded_amount) })}
    </Tag>
  );
}

/**
 * Refund a paid order (admin: any, agent: its team's): the amount in yuan (what is left by default), a
 * reason; a full refund also takes back what was bought, a partial one is money only. The refunds made so
 * far are listed above the form.
 */
export function RefundModal({ order, onClose }: { order: ConsoleOrderListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const yuan = Form.useWatch('yuan', form);
  const refunds = useQuery({
    queryKey: ['order-refunds', audience, order?.id],
    queryFn: () => api.call(refundApi.list[audience], { id: order?.id ?? 0 }),
    enabled: order !== null && order.refunded_amount > 0,
  });
  const refund = useMutation({
    mutationFn: (values: FormValues) =>
      api.call(refundApi.refund[audience], {
        id: order?.id ?? 0,
        amount: Math.round(values.yuan * 100),
        reason: values.reason,
      }),
    onSuccess: () => {
      feedback.success(t('orderList.refundDone'));
      void queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, orderApi.consoleList[audience]),
      });
      void queryClient.invalidateQueries({ queryKey: ['order-refunds', audience] });
    },
  });
  const left = order ? leftToRefund(order) : 0;
  const full =
    order !== null && order.refunded_amount === 0 && Math.round((yuan ?? 0) * 100) === order.pay_amount;
  return (
    <CrudForm<typeof reasonSchema, FormValues>
      open={order !== null}
      form={form}
      title={t('orderList.refundTitle', { orderNo: order?.order_no ?? '' })}
      schema={reasonSchema}
      initialValues={{ yuan: left / 100, reason: '' }}
      okText={t('orderList.refund')}
      testId="refund-form"
      onClose={onClose}
      onSubmit={(values) => refund.mutateAsync(values)}
    >
      {order && order.refunded_amount > 0 ? (
        <RowList
          size="small"
          header={t('orderList.refundsSoFar')}
          items={refunds.data ?? []}
          keyOf={(item) => item.id}
          loading={refunds.isLoading}
          style={{ marginBottom: 16 }}
          data-testid="refund-history"
          render={(item) => (
            <Typography.Text>
              {formatYuan(item.amount)} · {item.reason} · {item.created_by} ·{' '}
              {dayjs(item.create_time).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          )}
        />
      ) : null}
      <Typography.Paragraph type="secondary">
        {t('orderList.refundPaid', { paid: formatYuan(order?.pay_amount ?? 0), left: formatYuan(left) })}
      </Typography.Paragraph>
      <Form.Item
        name="yuan"
        label={t('orderList.refundAmount')}
        rules={[{ required: true, message: t('orderList.refundAmountRequired') }]}
      >
        <YuanInput min={0.01} max={left / 100} data-testid="refund-amount" />
      </Form.Item>
      <Alert
        type={full ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        title={full ? t('orderList.refundFull') : t('orderList.refundPartial')}
        data-testid="refund-kind"
      />
      <ContractField name="reason" label={t('orderList.refundReason')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="refund-reason" />
      </ContractField>
    </CrudForm>
  );
}
