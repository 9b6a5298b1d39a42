import { activityPriceCreateRequest, costApi } from '@onsite/contracts';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { useApi } from '#web/shell/console';
import { cents, useCostMutation } from './cost.api';
import { EffectiveFields, type EffectiveValues, effectiveTime } from './EffectiveFields';
import '#web/features/cost/cost.strings';

interface FormValues extends EffectiveValues {
  tool_id: number;
  create_yuan: number;
  renew_yuan: number;
  expand_yuan: number;
  note: string;
}

/** What the form opens with: a tool's prices in force (its "set prices" action) or the default's. */
export interface PriceFormStart {
  tool_id: number;
  create_price: number;
  renew_per_day: number;
  expand_per_block: number;
}

/** A new version of a tool's (or the default) activity prices, from now or from a later time. */
export function PriceForm({
  start,
  tools,
  onClose,
}: {
  start: PriceFormStart | null;
  tools: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useCostMutation((values: FormValues) =>
    api.call(costApi.create, {
      tool_id: values.tool_id,
      create_price: cents(values.create_yuan),
      renew_per_day: cents(values.renew_yuan),
      expand_per_block: cents(values.expand_yuan),
      effective_time: effectiveTime(values),
      note: values.note,
    }),
  );
  const price = (name: keyof FormValues, label: string, testId: string) => (
    <ContractField name={name} label={label} rules={[{ required: true, message: t('cost.priceRequired') }]}>
      <YuanInput max={1_000_000} data-testid={testId} />
    </ContractField>
  );
  return (
    <CrudForm
      open={start !== null}
      width={520}
      title={t('cost.setTitle')}
      schema={activityPriceCreateRequest.pick({ tool_id: true, note: true })}
      initialValues={
        start
          ? {
              tool_id: start.tool_id,
              create_yuan: start.create_price / 100,
              renew_yuan: start.renew_per_day / 100,
              expand_yuan: start.expand_per_block / 100,
              when: 'now',
              note: '',
            }
          : undefined
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="cost-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        const version = await save.mutateAsync(values);
        feedback.success(version.state === 'scheduled' ? t('cost.scheduled') : t('cost.inForceNow'));
        onClose();
      }}
    >
      <ContractField name="tool_id" label={t('cost.tool')}>
        <Select options={tools} data-testid="cost-form-tool" />
      </ContractField>
      {price('create_yuan', t('cost.createPrice'), 'cost-form-create')}
      {price('renew_yuan', t('cost.renewPerDay'), 'cost-form-renew')}
      {price('expand_yuan', t('cost.expandPerBlock'), 'cost-form-expand')}
      <EffectiveFields testId="cost-form" />
      <ContractField name="note" label={t('cost.note')}>
        <Input maxLength={200} placeholder={t('cost.notePlaceholder')} data-testid="cost-form-note" />
      </ContractField>
    </CrudForm>
  );
}
