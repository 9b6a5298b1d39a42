import { type StaffItem, staffApi, staffCreateRequest, staffUpdateRequest } from '@onsite/contracts';
import { Alert, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useApi } from '#web/shell/console';
import { useAdminRoles, useStaffMutation } from './staff.api';
import '#web/features/staff/staff.strings';

/** Create (with a first password, or an emailed set-password link) or edit a staff account: name, contact and roles. */
export function StaffForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: StaffItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const roles = useAdminRoles();
  const save = useStaffMutation((values: Record<string, unknown>) =>
    editing
      ? api.call(staffApi.update, { ...(values as object), id: editing.id } as never)
      : api.call(staffApi.create, values as never),
  );
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.role_name }));
  return (
    <CrudForm
      open={open}
      title={editing ? t('staff.editTitle') : t('staff.createTitle')}
      schema={editing ? staffUpdateRequest.omit({ id: true }) : staffCreateRequest}
      mode="drawer"
      initialValues={
        editing
          ? {
              nickname: editing.nickname,
              email: editing.email,
              phone: editing.phone,
              role_ids: editing.roles.map((role) => role.id),
            }
          : ({ email: '', phone: '', role_ids: [], password_mode: 'password' } as never)
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="staff-form"
      onClose={onClose}
      onSubmit={async (values) => {
        const byLink = (values as { password_mode?: string }).password_mode === 'link';
        const saved = (await save.mutateAsync(values as Record<string, unknown>)) as {
          link_emailed?: boolean;
        };
        if (editing) feedback.success(t('staff.saved'));
        else if (!byLink) feedback.success(t('staff.created'));
        else if (saved.link_emailed) feedback.success(t('staff.createdLinkSent'));
        else feedback.error(t('staff.createdLinkFailed'));
        onClose();
      }}
    >
      {editing ? null : (
        <ContractField name="username" label={t('staff.username')}>
          <Input maxLength={32} autoComplete="off" data-testid="staff-username" />
        </ContractField>
      )}
      <ContractField name="nickname" label={t('staff.nickname')}>
        <Input maxLength={32} data-testid="staff-nickname" />
      </ContractField>
      <ContractField
        name="email"
        label={t('staff.email')}
        dependencies={['password_mode']}
        rules={[
          ({ getFieldValue }) => ({
            required: getFieldValue('password_mode') === 'link',
            message: t('staff.emailForLink'),
          }),
        ]}
      >
        <Input maxLength={100} data-testid="staff-email" />
      </ContractField>
      <ContractField name="phone" label={t('staff.phone')}>
        <Input maxLength={11} data-testid="staff-phone" />
      </ContractField>
      <ContractField name="role_ids" label={t('staff.roles')}>
        <Select mode="multiple" options={roleOptions} loading={roles.isPending} data-testid="staff-roles" />
      </ContractField>
      {editing ? null : (
        <>
          <ContractField name="password_mode" label={t('staff.passwordMode')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'password', label: t('staff.modePassword') },
                { value: 'link', label: t('staff.modeLink') },
              ]}
              data-testid="staff-password-mode"
            />
          </ContractField>
          <Form.Item noStyle dependencies={['password_mode']}>
            {({ getFieldValue }) =>
              getFieldValue('password_mode') === 'link' ? (
                <Alert type="info" showIcon title={t('staff.linkHelp')} data-testid="staff-link-help" />
              ) : (
                <ContractField
                  name="password"
                  label={t('staff.firstPassword')}
                  extra={t('staff.firstPasswordHelp')}
                  rules={[{ required: true, message: t('staff.firstPasswordRequired') }]}
                >
                  <Input.Password maxLength={64} autoComplete="new-password" data-testid="staff-password" />
                </ContractField>
              )
            }
          </Form.Item>
        </>
      )}
    </CrudForm>
  );
}
