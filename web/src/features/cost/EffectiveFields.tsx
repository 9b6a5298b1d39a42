import { DatePicker, Form, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ContractField } from '#web/components/form/CrudForm';
import '#web/features/cost/cost.strings';

/** The form values of when a new version takes effect. */
export interface EffectiveValues {
  when: 'now' | 'later';
  effective?: Dayjs;
}

/** What the request takes: nothing for now, the picked time otherwise. */
export const effectiveTime = (values: EffectiveValues) =>
  values.when === 'later' ? values.effective?.toISOString() : undefined;

/** "Now" or "at a time": the picker shows once a later time is chosen (prices and fee rates alike). */
export function EffectiveFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ContractField name="when" label={t('cost.effective')}>
        <Radio.Group
          options={[
            { value: 'now', label: t('cost.now') },
            { value: 'later', label: t('cost.later') },
          ]}
          data-testid={`${testId}-when`}
        />
      </ContractField>
      <Form.Item
        noStyle
        shouldUpdate={(before: EffectiveValues, after: EffectiveValues) => before.when !== after.when}
      >
        {({ getFieldValue }) =>
          getFieldValue('when') === 'later' ? (
            <ContractField
              name="effective"
              label={t('cost.effectiveTime')}
              rules={[{ required: true, message: t('cost.effectiveRequired') }]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                data-testid={`${testId}-time`}
              />
            </ContractField>
          ) : null
        }
      </Form.Item>
    </>
  );
}
