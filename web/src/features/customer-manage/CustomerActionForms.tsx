import { customerManageApi, customerMoveRequest, customerPasswordRequest } from '@onsite/contracts';
import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ABOVE_DRAWER, ContractField, CrudForm } from '#web/components/form/CrudForm';
import { AgentSelect } from './AgentSelect';
import { useCustomerConsole, useCustomerMutation } from './customerManage.api';
import '#web/features/customer-manage/customerManage.strings';

/** The customer a form acts on: its id, name, and (move) its agent. */
export interface CustomerTarget {
  id: number;
  nickname: string;
  agentId?: number;
}

/** A new password typed by staff and handed to the customer; its sessions end. */
export function CustomerPasswordForm({
  target,
  onClose,
}: {
  target: CustomerTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api, audience } = useCustomerConsole();
  const reset = useCustomerMutation((password: string) =>
    api.call(customerManageApi.resetPassword[audience], { id: target?.id ?? 0, password }),
  );
  return (
    <CrudForm
      open={target !== null}
      title={t('customerManage.resetTitle', { name: target?.nickname ?? '' })}
      schema={customerPasswordRequest}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="customer-reset"
      onClose={onClose}
      zIndex={ABOVE_DRAWER}
      onSubmit={async (values: { password: string }) => {
        await reset.mutateAsync(values.password);
        feedback.success(t('customerManage.passwordReset'));
      }}
    >
      <ContractField
        name="password"
        label={t('customerManage.newPassword')}
        extra={t('customerManage.resetHelp')}
      >
        <Input.Password maxLength={64} autoComplete="new-password" data-testid="customer-reset-password" />
      </ContractField>
    </CrudForm>
  );
}

/** The platform moves a customer with its activities, orders, invoices, ledger and files to another agent. */
export function CustomerMoveForm({
  target,
  onClose,
}: {
  target: CustomerTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useCustomerConsole();
  const move = useCustomerMutation((agentId: number) =>
    api.call(customerManageApi.move, { id: target?.id ?? 0, agent_id: agentId }),
  );
  return (
    <CrudForm
      open={target !== null}
      title={t('customerManage.moveTitle', { name: target?.nickname ?? '' })}
      schema={customerMoveRequest}
      okText={t('customerManage.moveConfirm')}
      cancelText={t('shell.cancel')}
      testId="customer-move"
      onClose={onClose}
      zIndex={ABOVE_DRAWER}
      onSubmit={async (values: { agent_id: number }) => {
        await move.mutateAsync(values.agent_id);
        feedback.success(t('customerManage.moved'));
      }}
    >
      <Alert type="warning" showIcon title={t('customerManage.moveHelp')} style={{ marginBottom: 16 }} />
      <ContractField name="agent_id" label={t('customerManage.toAgent')}>
        <AgentSelect exceptId={target?.agentId} testId="customer-move-agent" />
      </ContractField>
    </CrudForm>
  );
}
