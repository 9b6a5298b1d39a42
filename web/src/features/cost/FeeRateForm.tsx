import { costApi, type FeeRateInForce, feeRateCreateRequest } from '@onsite/contracts';
import { Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { useApi } from '#web/shell/console';
import { cents, useFeeRateMutation } from './cost.api';
import { EffectiveFields, type EffectiveValues, effectiveTime } from './EffectiveFields';
import '#web/features/cost/cost.strings';

interface FormValues extends EffectiveValues {
  /** percent codes: the percentage (0.6 = 0.60 %); unit codes: yuan each */
  rate_input: number;
  min_yuan: number;
  description: string;
  note: string;
}

/** The rate as typed, as the request takes it: basis points, or cents each. */
const rateOf = (mode: FeeRateInForce['mode'], typed: number) =>
  mode === 'percent' ? Math.round(typed * 100) : cents(typed);

/** A new version of one of the platform's fee rates, from now or from a later time. */
export function FeeRateForm({ start, onClose }: { start: FeeRateInForce | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useFeeRateMutation((values: FormValues & { code: string; mode: FeeRateInForce['mode'] }) =>
    api.call(costApi.feeRateCreate, {
      code: values.code,
      rate: rateOf(values.mode, values.rate_input),
      min_fee: cents(values.min_yuan),
      description: values.description,
      effective_time: effectiveTime(values),
      note: values.note,
    }),
  );
  const percent = start?.mode === 'percent';
  return (
    <CrudForm
      open={start !== null}
      width={520}
      title={t('cost.fee.setTitle', { name: start?.name ?? '' })}
      schema={feeRateCreateRequest.pick({ description: true, note: true })}
      initialValues={
        start
          ? {
              rate_input: start.rate / 100,
              min_yuan: start.min_fee / 100,
              description: start.description,
              when: 'now',
              note: '',
            }
          : undefined
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="fee-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        if (!start) return;
        const version = await save.mutateAsync({ ...values, code: start.code, mode: start.mode });
        feedback.success(version.state === 'scheduled' ? t('cost.scheduled') : t('cost.inForceNow'));
        onClose();
      }}
    >
      <ContractField
        name="rate_input"
        label={percent ? t('cost.fee.ratePercent') : t('cost.fee.ratePerUnit')}
        rules={[{ required: true, message: t('cost.fee.rateRequired') }]}
      >
        {percent ? (
          <InputNumber<number>
            min={0}
            max={100}
            precision={2}
            suffix="%"
            style={{ width: '100%' }}
            data-testid="fee-form-rate"
          />
        ) : (
          <YuanInput max={1000} data-testid="fee-form-rate" />
        )}
      </ContractField>
      <ContractField
        name="min_yuan"
        label={t('cost.fee.minFee')}
        rules={[{ required: true, message: t('cost.fee.minFeeRequired') }]}
      >
        <YuanInput max={1_000_000} data-testid="fee-form-min" />
      </ContractField>
      <ContractField name="description" label={t('cost.fee.description')}>
        <Input.TextArea
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('cost.fee.descriptionPlaceholder')}
          data-testid="fee-form-description"
        />
      </ContractField>
      <EffectiveFields testId="fee-form" />
      <ContractField name="note" label={t('cost.note')}>
        <Input maxLength={200} placeholder={t('cost.notePlaceholder')} data-testid="fee-form-note" />
      </ContractField>
    </CrudForm>
  );
}
