import {
  adminCustomerCreateRequest,
  type CustomerListItem,
  customerCreateRequest,
  customerManageApi,
  customerUpdateRequest,
} from '@onsite/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ABOVE_DRAWER, ContractField, CrudForm } from '#web/components/form/CrudForm';
import { AgentSelect } from './AgentSelect';
import { useCustomerConsole, useCustomerMutation } from './customerManage.api';
import '#web/features/customer-manage/customerManage.strings';
import '#web/features/customer-manage/customerList.strings';

type Values = Record<string, unknown>;

/**
 * Create (the agent's own customer, or — admin — one of the chosen agent) with a first password, or edit a
 * customer's profile. Phone and email are the customer's sign-in: at least one, unique across the platform.
 */
export function CustomerForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: Pick<CustomerListItem, 'id' | 'nickname' | 'mobile' | 'email' | 'company_name' | 'city'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api, audience } = useCustomerConsole();
  const save = useCustomerMutation((values: Values) =>
    editing
      ? api.call(customerManageApi.update[audience], { ...values, id: editing.id } as never)
      : api.call(customerManageApi.create[audience], values as never),
  );
  const createSchema = audience === 'admin' ? adminCustomerCreateRequest : customerCreateRequest;
  return (
    <CrudForm
      open={open}
      title={editing ? t('customerManage.editTitle') : t('customerManage.createTitle')}
      schema={editing ? customerUpdateRequest : createSchema}
      mode="drawer"
      initialValues={
        editing
          ? {
              nickname: editing.nickname,
              mobile: editing.mobile,
              email: editing.email,
              company_name: editing.company_name,
              city: editing.city,
            }
          : { mobile: '', email: '', company_name: '', city: '' }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="customer-form"
      onClose={onClose}
      zIndex={ABOVE_DRAWER}
      onSubmit={async (values: Values) => {
        await save.mutateAsync(values);
        feedback.success(editing ? t('customerManage.saved') : t('customerManage.created'));
      }}
    >
      {editing || audience !== 'admin' ? null : (
        <ContractField name="agent_id" label={t('customerManage.agent')}>
          <AgentSelect testId="customer-form-agent" />
        </ContractField>
      )}
      <ContractField name="nickname" label={t('customerList.nickname')}>
        <Input maxLength={30} data-testid="customer-form-nickname" />
      </ContractField>
      <ContractField name="mobile" label={t('customerList.mobile')} extra={t('customerManage.loginHelp')}>
        <Input maxLength={11} data-testid="customer-form-mobile" />
      </ContractField>
      <ContractField name="email" label={t('customerList.email')}>
        <Input maxLength={100} data-testid="customer-form-email" />
      </ContractField>
      <ContractField name="company_name" label={t('customerList.company')}>
        <Input maxLength={100} data-testid="customer-form-company" />
      </ContractField>
      <ContractField name="city" label={t('customerList.city')}>
        <Input maxLength={50} data-testid="customer-form-city" />
      </ContractField>
      {editing ? null : (
        <ContractField
          name="password"
          label={t('customerManage.firstPassword')}
          extra={t('customerManage.firstPasswordHelp')}
        >
          <Input.Password maxLength={64} autoComplete="new-password" data-testid="customer-form-password" />
        </ContractField>
      )}
    </CrudForm>
  );
}
