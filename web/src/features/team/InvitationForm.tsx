import { type InvitationCreated, invitationCreateRequest, teamInvitationApi } from '@onsite/contracts';
import { Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useApi } from '#web/shell/console';
import { TeamRoleSelect } from './TeamRoleSelect';
import '#web/features/team/teamMember.strings';

/** A new invitation link: the role its user gets, an optional email it is limited to, and how long it lasts. */
export function InvitationForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (invitation: InvitationCreated) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const create = useStaffMutation(
    (values: { role_id: number; email?: string; days?: number }) =>
      api.call(teamInvitationApi.create, values),
    teamInvitationApi.getList,
  );
  return (
    <CrudForm
      open={open}
      title={t('teamMember.inviteTitle')}
      schema={invitationCreateRequest}
      initialValues={{ email: '', days: 7 }}
      okText={t('teamMember.inviteCreate')}
      cancelText={t('shell.cancel')}
      testId="invite-form"
      onClose={onClose}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(
          values as { role_id: number; email?: string; days?: number },
        );
        feedback.success(
          created.emailed_at
            ? t('teamMember.inviteEmailed', { email: created.email })
            : t('teamMember.inviteCreated'),
        );
        onCreated(created);
      }}
    >
      <ContractField name="role_id" label={t('teamMember.role')}>
        <TeamRoleSelect data-testid="invite-role" />
      </ContractField>
      <ContractField name="email" label={t('teamMember.inviteEmail')} extra={t('teamMember.inviteEmailHelp')}>
        <Input maxLength={100} data-testid="invite-email" />
      </ContractField>
      <ContractField name="days" label={t('teamMember.inviteDays')}>
        <InputNumber
          min={1}
          max={30}
          precision={0}
          addonAfter={t('teamMember.days')}
          data-testid="invite-days"
        />
      </ContractField>
    </CrudForm>
  );
}
