import {
  type TemplateItem,
  type TemplateSaveRequest,
  templateApi,
  templateSaveRequest,
} from '@onsite/contracts';
import { ColorPicker, Flex, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useApi } from '#web/shell/console';
import { ImageSourceField } from './ImageSourceField';
import '#web/features/template/template.strings';

const DEFAULTS: Partial<TemplateSaveRequest> = {
  cover: '',
  background_image: '',
  primary_color: '#1677ff',
  background_color: '#0b1026',
  tier: 'free',
  enabled: true,
  sort: 0,
};

const hex = (color: Color) => color.toHexString();

/** Create and edit a template (admin › /skin), its rules from the contract's schema. */
export function TemplateForm({
  open,
  editing,
  tools,
  onClose,
}: {
  open: boolean;
  editing: TemplateItem | null;
  tools: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useStaffMutation(
    (values: TemplateSaveRequest) =>
      editing
        ? api.call(templateApi.update, { ...values, id: editing.id })
        : api.call(templateApi.create, values),
    templateApi.getList,
  );
  return (
    <CrudForm
      open={open}
      mode="drawer"
      width={560}
      title={editing ? t('template.editTitle', { name: editing.name }) : t('template.createTitle')}
      schema={templateSaveRequest}
      initialValues={editing ?? DEFAULTS}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="template-form"
      onClose={onClose}
      onSubmit={async (values: TemplateSaveRequest) => {
        await save.mutateAsync(values);
        feedback.success(t('template.saved'));
        onClose();
      }}
    >
      <ContractField name="name" label={t('template.search')}>
        <Input maxLength={40} data-testid="template-name" />
      </ContractField>
      <ContractField name="tool_id" label={t('template.tool')}>
        <Select options={tools} data-testid="template-tool" />
      </ContractField>
      <ContractField name="cover" label={t('template.cover')} extra={t('template.coverHint')}>
        <ImageSourceField testId="template-cover-field" />
      </ContractField>
      <Flex gap={24}>
        <ContractField name="primary_color" label={t('template.primaryColor')} getValueFromEvent={hex}>
          <ColorPicker showText disabledAlpha data-testid="template-primary" />
        </ContractField>
        <ContractField name="background_color" label={t('template.backgroundColor')} getValueFromEvent={hex}>
          <ColorPicker showText disabledAlpha data-testid="template-background" />
        </ContractField>
      </Flex>
      <ContractField name="background_image" label={t('template.backgroundImage')}>
        <ImageSourceField testId="template-background-field" />
      </ContractField>
      <ContractField name="tier" label={t('template.tier')}>
        <Radio.Group
          options={[
            { value: 'free', label: t('template.free') },
            { value: 'vip', label: t('template.vip') },
          ]}
          data-testid="template-tier"
        />
      </ContractField>
      <ContractField name="sort" label={t('template.sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </ContractField>
      <ContractField name="enabled" label={t('template.on')} valuePropName="checked">
        <Switch />
      </ContractField>
    </CrudForm>
  );
}
