import { Button, InputNumber, Popconfirm, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField } from '#web/components/form/CrudForm';
import '#web/features/plugin/plugin.strings';

/**
 * A catalogue row's "edit" link and its "take off sale / put on sale" link that asks first (the plugin and
 * the software catalogues); `catalogue` names the texts and the test ids; `children` more links after them.
 */
export function SaleActions({
  catalogue,
  status,
  onEdit,
  onToggle,
  children,
}: {
  catalogue: 'plugin' | 'software' | 'vipPlan' | 'resourcePack' | 'copyright';
  status: number;
  onEdit: () => void;
  onToggle: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const onSale = status === 1;
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit} data-testid={`${catalogue}-edit`}>
        {t(`${catalogue}.edit`)}
      </Button>
      <Popconfirm
        title={onSale ? t(`${catalogue}.offSaleConfirm`) : t(`${catalogue}.onSaleConfirm`)}
        description={onSale ? t(`${catalogue}.offSaleHint`) : undefined}
        onConfirm={async () => {
          await onToggle();
          feedback.success(onSale ? t(`${catalogue}.offSaleDone`) : t(`${catalogue}.onSaleDone`));
        }}
      >
        <Button type="link" size="small" data-testid={`${catalogue}-toggle`}>
          {onSale ? t('plugin.takeOff') : t('plugin.putOn')}
        </Button>
      </Popconfirm>
      {children}
    </Space>
  );
}

/** A catalogue form's "order" and "on sale / off sale" fields (the plugin and the software forms). */
export function SortStatusFields({
  catalogue,
}: {
  catalogue: 'plugin' | 'software' | 'vipPlan' | 'resourcePack' | 'copyright';
}) {
  const { t } = useTranslation();
  return (
    <>
      <ContractField name="sort" label={t(`${catalogue}.sort`)}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </ContractField>
      <ContractField name="status" label={t(`${catalogue}.status`)}>
        <Select
          options={[
            { value: 1, label: t('plugin.onSale') },
            { value: 0, label: t('plugin.offSale') },
          ]}
        />
      </ContractField>
    </>
  );
}
