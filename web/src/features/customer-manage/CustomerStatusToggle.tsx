import { customerManageApi } from '@onsite/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useCustomerConsole, useCustomerMutation } from './customerManage.api';
import '#web/features/customer-manage/customerManage.strings';

/** Disable (the customer is signed out at once and cannot sign in) or enable, after a confirmation. */
export function CustomerStatusToggle({
  customer,
  size = 'small',
  type = 'link',
}: {
  customer: { id: number; nickname: string; status: number };
  size?: 'small' | 'middle';
  type?: 'link' | 'default';
}) {
  const { t } = useTranslation();
  const { api, audience } = useCustomerConsole();
  const enabled = customer.status === 1;
  const toggle = useCustomerMutation(() =>
    api.call(customerManageApi.setStatus[audience], { id: customer.id, status: enabled ? 0 : 1 }),
  );
  return (
    <Popconfirm
      title={
        enabled
          ? t('customerManage.disableConfirm', { name: customer.nickname })
          : t('customerManage.enableConfirm', { name: customer.nickname })
      }
      okButtonProps={{ danger: enabled }}
      onConfirm={async () => {
        await toggle.mutateAsync(undefined);
        feedback.success(enabled ? t('customerManage.disabledDone') : t('customerManage.enabledDone'));
      }}
    >
      <Button type={type} size={size} danger={enabled} data-testid="customer-toggle">
        {enabled ? t('customerManage.disable') : t('customerManage.enable')}
      </Button>
    </Popconfirm>
  );
}
