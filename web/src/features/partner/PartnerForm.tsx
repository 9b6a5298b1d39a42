import { type PartnerItem, partnerApi, partnerCreateRequest, partnerUpdateRequest } from '@onsite/contracts';
import { Divider, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useApi } from '#web/shell/console';
import '#web/features/partner/partner.strings';

type Values = Record<string, unknown> & { owner_mode?: 'new' | 'existing' };

/**
 * Create an agent (its organisation, domains and owner account: an existing agent user by email, or a new
 * one with a first password) or edit one (name, brief, contact, domains).
 */
export function PartnerForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: PartnerItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<Values>();
  const ownerMode = Form.useWatch('owner_mode', form) ?? 'new';
  const save = useStaffMutation(
    (values: Values) =>
      editing
        ? api.call(partnerApi.update, { ...values, id: editing.id } as never)
        : api.call(partnerApi.create, values as never),
    partnerApi.getList,
  );
  return (
    <CrudForm
      open={open}
      form={form}
      mode="drawer"
      width={560}
      title={editing ? t('partner.editTitle', { name: editing.corporate_name }) : t('partner.createTitle')}
      schema={editing ? partnerUpdateRequest.omit({ id: true }) : partnerCreateRequest}
      initialValues={
        editing
          ? {
              corporate_name: editing.corporate_name,
              corporate_brief: editing.corporate_brief,
              contact_name: editing.contact_name,
              contact_phone: editing.contact_phone,
              domains: editing.domains,
            }
          : { domains: [], owner_mode: 'new', corporate_brief: '', contact_name: '', contact_phone: '' }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="partner-form"
      onClose={onClose}
      onSubmit={async (values: Values) => {
        const body =
          values.owner_mode === 'existing'
            ? { ...values, owner_name: '', owner_password: undefined }
            : values;
        await save.mutateAsync(body);
        feedback.success(editing ? t('partner.saved') : t('partner.created_'));
        onClose();
      }}
    >
      <ContractField name="corporate_name" label={t('partner.name')}>
        <Input maxLength={50} data-testid="partner-name" />
      </ContractField>
      <ContractField name="corporate_brief" label={t('partner.brief')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </ContractField>
      <ContractField name="contact_name" label={t('partner.contactName')}>
        <Input maxLength={32} />
      </ContractField>
      <ContractField name="contact_phone" label={t('partner.contactPhone')}>
        <Input autoComplete="tel" data-testid="partner-phone" />
      </ContractField>
      <ContractField name="domains" label={t('partner.domains')} extra={t('partner.domainsHelp')}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', ' ']}
          data-testid="partner-domains"
        />
      </ContractField>
      {editing ? null : (
        <>
          <Divider titlePlacement="start">{t('partner.ownerSection')}</Divider>
          <ContractField name="owner_mode" label={t('partner.ownerMode')}>
            <Radio.Group
              data-testid="partner-owner-mode"
              options={[
                { value: 'new', label: t('partner.ownerNew') },
                { value: 'existing', label: t('partner.ownerExisting') },
              ]}
            />
          </ContractField>
          <ContractField name="owner_email" label={t('partner.ownerEmail')}>
            <Input maxLength={100} autoComplete="off" data-testid="partner-owner-email" />
          </ContractField>
          {ownerMode === 'new' ? (
            <>
              <ContractField
                name="owner_name"
                label={t('partner.ownerName')}
                rules={[{ required: true, message: t('form.required', { label: t('partner.ownerName') }) }]}
              >
                <Input maxLength={32} data-testid="partner-owner-name" />
              </ContractField>
              <ContractField
                name="owner_password"
                label={t('partner.ownerPassword')}
                extra={t('partner.ownerPasswordHelp')}
                rules={[
                  { required: true, message: t('form.required', { label: t('partner.ownerPassword') }) },
                ]}
              >
                <Input.Password
                  maxLength={64}
                  autoComplete="new-password"
                  data-testid="partner-owner-password"
                />
              </ContractField>
            </>
          ) : null}
        </>
      )}
    </CrudForm>
  );
}
