import { fundApi, type RECONCILE_KINDS, type ReconcileItem, reconcileResolveFields } from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { formatYuan } from '#web/features/order/money';
import { useApi } from '#web/shell/console';
import '#web/features/fund/reconcile.strings';

const schema = reconcileResolveFields.pick({ reference: true, note: true });
type Action = 'refund' | 'returned' | 'dismiss';

interface FormValues {
  action: Action;
  reference: string;
  note: string;
}

/**
 * Deals with one reconciliation item (admin.fund.reconcile.resolve): a gateway payment (a second payment, a
 * notify without an order) is refunded through the gateway by default; money given back otherwise is
 * recorded with its transfer's reference; an item with nothing to give back is dismissed with a note.
 */
export function ResolveModal({
  item,
  kind,
  onClose,
}: {
  item: ReconcileItem | null;
  kind: (typeof RECONCILE_KINDS)[number];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const action = Form.useWatch('action', form);
  const gatewayPayment = item?.key.startsWith('notify-') ?? false;
  const actions: Action[] = gatewayPayment ? ['refund', 'returned', 'dismiss'] : ['returned', 'dismiss'];
  const resolve = useMutation({
    mutationFn: (values: FormValues) => api.call(fundApi.resolve, { kind, key: item?.key ?? '', ...values }),
    onSuccess: () => {
      feedback.success(t('reconcile.resolved'));
      void queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, fundApi.getReconcileList) });
    },
  });
  return (
    <CrudForm<typeof schema, FormValues>
      open={item !== null}
      form={form}
      title={t('reconcile.resolveTitle', { orderNo: item?.order_no ?? '' })}
      schema={schema}
      initialValues={{ action: actions[0], reference: '', note: '' }}
      okText={t('reconcile.resolve')}
      testId="reconcile-resolve-form"
      onClose={onClose}
      onSubmit={(values) => resolve.mutateAsync(values)}
    >
      <Typography.Paragraph type="secondary">
        {t('reconcile.resolveSummary', {
          amount: formatYuan(item?.amount ?? 0),
          reference: item?.reference || '—',
        })}
      </Typography.Paragraph>
      <Form.Item name="action" label={t('reconcile.action')}>
        <Radio.Group
          data-testid="reconcile-resolve-action"
          options={actions.map((value) => ({ value, label: t(`reconcile.actions.${value}`) }))}
        />
      </Form.Item>
      {action === 'refund' ? (
        <Typography.Paragraph type="warning" data-testid="reconcile-refund-warning">
          {t('reconcile.refundWarning', { amount: formatYuan(item?.amount ?? 0) })}
        </Typography.Paragraph>
      ) : null}
      <ContractField
        name="reference"
        label={t('reconcile.returnReference')}
        rules={action === 'returned' ? [{ required: true, message: t('reconcile.referenceRequired') }] : []}
        hidden={action !== 'returned'}
      >
        <Input maxLength={64} data-testid="reconcile-resolve-reference" />
      </ContractField>
      <ContractField
        name="note"
        label={t('reconcile.note')}
        rules={action === 'dismiss' ? [{ required: true, message: t('reconcile.noteRequired') }] : []}
      >
        <Input.TextArea rows={2} maxLength={200} data-testid="reconcile-resolve-note" />
      </ContractField>
    </CrudForm>
  );
}
