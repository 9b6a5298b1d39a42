import type { PayType } from '@onsite/contracts';
import { Alert, Radio, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayTypes } from './order.api';

/** The pay types the site accepts; says so when there is none (spec: "no valid payment method"). */
export function PayTypeChoice({
  value,
  onChange,
}: {
  value: PayType | null;
  onChange: (type: PayType) => void;
}) {
  const { t } = useTranslation();
  const types = usePayTypes();
  const first = types.data?.[0]?.pay_type;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);

  if (types.isPending) return <Skeleton.Input active size="small" />;
  if (types.isError || !types.data?.length) {
    return <Alert type="warning" showIcon title={types.error?.message ?? t('order.noPayType')} />;
  }
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as PayType)}
      options={types.data.map((type) => ({
        value: type.pay_type,
        label: t(`order.payType.${type.pay_type}`),
      }))}
      data-testid="pay-type"
    />
  );
}
