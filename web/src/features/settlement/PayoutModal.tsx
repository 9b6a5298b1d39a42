import { type SettlementAccount, settlementApi, settlementPayoutRequest } from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { ABOVE_DRAWER, ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { formatYuan } from '#web/features/order/money';
import { useApi } from '#web/shell/console';
import '#web/features/settlement/settlement.strings';

/** The form checks the reference and note by the contract; the amount is typed in yuan and sent in cents. */
const schema = settlementPayoutRequest.pick({ reference: true, note: true });

interface FormValues {
  direction: 'to_agent' | 'from_agent';
  yuan: number;
  reference: string;
  note: string;
}

/**
 * Records a settlement payment with an agent (admin.fund.settlement.pay): the platform paid what it owes
 * (the default when it owes), or received what the agent owes; never more than the balance (the server
 * refuses it too). The transfer's reference is required, as on the bank statement.
 */
export function PayoutModal({ agent, onClose }: { agent: SettlementAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const direction = Form.useWatch('direction', form);
  const balance = agent?.balance ?? 0;
  const most = (direction === 'from_agent' ? -balance : balance) / 100;
  const pay = useMutation({
    mutationFn: (values: FormValues) =>
      api.call(settlementApi.payout, {
        agent_id: agent?.agent_id ?? 0,
        direction: values.direction,
        amount: Math.round(values.yuan * 100),
        reference: values.reference,
        note: values.note,
      }),
    onSuccess: () => {
      feedback.success(t('settlement.payDone'));
      void queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, settlementApi.getAgentList),
      });
      void queryClient.invalidateQueries({ queryKey: ['settlement'] });
      void queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, settlementApi.getEntries.admin),
      });
    },
  });
  const owed = balance >= 0;
  return (
    <CrudForm<typeof schema, FormValues>
      open={agent !== null}
      form={form}
      title={t('settlement.payTitle', { name: agent?.agent_name ?? '' })}
      schema={schema}
      initialValues={{
        direction: owed ? 'to_agent' : 'from_agent',
        yuan: Math.abs(balance) / 100,
        reference: '',
        note: '',
      }}
      okText={t('settlement.pay')}
      testId="settlement-pay-form"
      zIndex={ABOVE_DRAWER}
      onClose={onClose}
      onSubmit={(values) => pay.mutateAsync(values)}
    >
      <Typography.Paragraph type="secondary" data-testid="settlement-pay-balance">
        {t('settlement.paySummary', {
          balance: owed
            ? t('settlement.owed', { amount: formatYuan(balance) })
            : t('settlement.owing', { amount: formatYuan(-balance) }),
        })}
      </Typography.Paragraph>
      <Form.Item name="direction" label={t('settlement.direction')}>
        <Radio.Group
          options={[
            { value: 'to_agent', label: t('settlement.toAgent') },
            { value: 'from_agent', label: t('settlement.fromAgent') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="yuan"
        label={t('settlement.amount')}
        rules={[{ required: true, message: t('settlement.amountRequired') }]}
      >
        <YuanInput min={0.01} max={Math.max(most, 0.01)} data-testid="settlement-pay-amount" />
      </Form.Item>
      <ContractField name="reference" label={t('settlement.reference')}>
        <Input maxLength={64} data-testid="settlement-pay-reference" />
      </ContractField>
      <ContractField name="note" label={t('settlement.note')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="settlement-pay-note" />
      </ContractField>
    </CrudForm>
  );
}
