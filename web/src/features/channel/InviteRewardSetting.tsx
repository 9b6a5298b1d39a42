import { customerInviteApi, inviteReward, Permission } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { describeReward } from '#web/features/invite/reward';
import { yuanToCents } from '#web/features/resource/format';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import '#web/features/invite/myInvite.strings';
import '#web/features/channel/inviteReward.strings';

const rewardKey = ['channel', 'inviteReward'] as const;

/**
 * The platform's reward for a customer's own invitation (admin › invite): what each sign-up through a
 * customer's link credits to the inviter's resource account. Shown to whoever reads the page; changed with
 * admin.invite.reward.
 */
export function InviteRewardSetting() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.inviteReward] } });
  const [open, setOpen] = useState(false);
  const reward = useQuery({ queryKey: rewardKey, queryFn: () => api.call(customerInviteApi.getReward) });
  const save = useMutation({
    mutationFn: (values: { sms: number; balance: number }) => api.call(customerInviteApi.setReward, values),
    onSuccess: (data) => queryClient.setQueryData(rewardKey, data),
  });
  const words = {
    sms: (count: number) => t('myInvite.smsCount', { count }),
    none: t('myInvite.noReward'),
  };
  return (
    <Space>
      <Typography.Text type="secondary" data-testid="invite-reward-now">
        {t('inviteReward.now', { reward: describeReward(reward.data, words) })}
      </Typography.Text>
      {canEdit ? (
        <Button onClick={() => setOpen(true)} data-testid="invite-reward-edit">
          {t('inviteReward.edit')}
        </Button>
      ) : null}
      <CrudForm
        open={open}
        title={t('inviteReward.title')}
        schema={inviteReward}
        initialValues={{ sms: reward.data?.sms ?? 0, balance: reward.data?.balance ?? 0 }}
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="invite-reward-form"
        onClose={() => setOpen(false)}
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          feedback.success(t('inviteReward.saved'));
          setOpen(false);
        }}
      >
        <Typography.Paragraph type="secondary">{t('inviteReward.help')}</Typography.Paragraph>
        <ContractField name="sms" label={t('inviteReward.sms')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="invite-reward-sms" />
        </ContractField>
        <ContractField
          name="balance"
          label={t('inviteReward.balance')}
          getValueProps={(cents: number | null) => ({ value: cents === null ? null : cents / 100 })}
          normalize={(yuan: number | null) => yuanToCents(yuan)}
        >
          <InputNumber
            min={0}
            precision={2}
            prefix="¥"
            style={{ width: '100%' }}
            data-testid="invite-reward-balance"
          />
        </ContractField>
      </CrudForm>
    </Space>
  );
}
