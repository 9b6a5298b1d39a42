import { Permission, type WecomBinding, wecomAdminApi, wecomBindingSaveRequest } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, InputNumber, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { WecomBindingView } from './WecomBindingView';
import '#web/features/wecom/wework.strings';

type Values = {
  corp_id: string;
  app_agent_id: number;
  secret?: string;
  callback_token: string;
  encoding_aes_key: string;
};

/**
 * An agent's "wework" tab (admin › partner detail, spec "agent with detail tabs … wework"): its WeCom
 * binding — corp id, app AgentId, the app secret (write-only: empty keeps the stored one), the callback
 * token and EncodingAESKey with the callback URL to enter in WeCom — and "verify", which asks WeCom (or the
 * sandbox) for a token with them and shows the result. The agent's console shows the same state.
 */
export function PartnerWeworkTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.partnerWework] } });
  const [editing, setEditing] = useState(false);
  const key = ['partner', 'wework', agentId];
  const answer = useQuery({
    queryKey: key,
    queryFn: () => api.call(wecomAdminApi.detail, { agent_id: agentId }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (values: Values) => api.call(wecomAdminApi.save, { ...values, agent_id: agentId }),
    onSuccess: refresh,
  });
  const verify = useMutation({
    mutationFn: () => api.call(wecomAdminApi.verify, { agent_id: agentId }),
    onSuccess: refresh,
  });
  const sandboxCallback = useMutation({
    mutationFn: () => api.call(wecomAdminApi.sandboxCallback, { agent_id: agentId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => api.call(wecomAdminApi.remove, { agent_id: agentId }),
    onSuccess: refresh,
  });

  if (answer.isPending) return <Spin />;
  const data = answer.data;
  const binding: WecomBinding | null = data?.binding ?? null;
  return (
    <div data-testid="partner-wework">
      {data?.sandbox ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('wework.sandboxTitle')}
          description={
            <Space direction="vertical" size={0}>
              <span>{t('wework.sandboxHint')}</span>
              <Typography.Text copyable data-testid="wecom-sandbox-corp">
                {data.sandbox.corp_id}
              </Typography.Text>
              <Typography.Text copyable data-testid="wecom-sandbox-secret">
                {data.sandbox.secret}
              </Typography.Text>
            </Space>
          }
        />
      ) : null}
      {binding ? (
        <WecomBindingView binding={binding} testId="partner-wework-binding" />
      ) : (
        <Empty description={t('wework.none')}>
          <Typography.Paragraph type="secondary">
            {t('wework.callbackUrl')}: <Typography.Text copyable>{data?.callback_url}</Typography.Text>
          </Typography.Paragraph>
        </Empty>
      )}
      {canManage ? (
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => setEditing(true)} data-testid="partner-wework-edit">
            {binding ? t('wework.edit') : t('wework.create')}
          </Button>
          {binding ? (
            <Button
              loading={verify.isPending}
              data-testid="partner-wework-verify"
              onClick={async () => {
                const row = await verify.mutateAsync();
                if (row.status === 'verified') feedback.success(t('wework.verifiedDone'));
                else feedback.error(row.last_error || t('wework.status.failed'));
              }}
            >
              {t('wework.verify')}
            </Button>
          ) : null}
          {binding && data?.sandbox ? (
            <Button
              loading={sandboxCallback.isPending}
              data-testid="partner-wework-sandbox-callback"
              onClick={async () => {
                const row = await sandboxCallback.mutateAsync();
                if (row.callback_verified_at) feedback.success(t('wework.sandboxCallbackDone'));
                else feedback.error(t('wework.sandboxCallbackFailed'));
              }}
            >
              {t('wework.sandboxCallback')}
            </Button>
          ) : null}
          {binding ? (
            <DeleteAction
              confirm={t('wework.deleteConfirm')}
              testId="partner-wework-delete"
              onConfirm={async () => {
                await remove.mutateAsync();
                feedback.success(t('wework.deleted'));
              }}
            >
              {t('wework.delete')}
            </DeleteAction>
          ) : null}
        </Space>
      ) : null}
      <CrudForm
        open={editing}
        mode="drawer"
        width={520}
        title={binding ? t('wework.edit') : t('wework.create')}
        schema={wecomBindingSaveRequest.omit({ agent_id: true })}
        initialValues={
          binding
            ? {
                corp_id: binding.corp_id,
                app_agent_id: binding.app_agent_id,
                secret: '',
                callback_token: binding.callback_token,
                encoding_aes_key: binding.encoding_aes_key,
              }
            : { secret: '' }
        }
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="partner-wework-form"
        onClose={() => setEditing(false)}
        onSubmit={async (values: Values) => {
          await save.mutateAsync(values);
          feedback.success(t('wework.saved'));
          setEditing(false);
        }}
      >
        <ContractField name="corp_id" label={t('wework.corpId')} extra={t('wework.corpIdHint')}>
          <Input maxLength={18} data-testid="wecom-corp-id" />
        </ContractField>
        <ContractField name="app_agent_id" label={t('wework.appAgentId')}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="wecom-app-agent-id" />
        </ContractField>
        <ContractField
          name="secret"
          label={t('wework.secret')}
          extra={binding?.secret_set ? t('wework.secretKeepHint', { tail: binding.secret_tail }) : undefined}
          rules={binding?.secret_set ? [] : [{ required: true, message: t('wework.secretRequired') }]}
        >
          <Input.Password autoComplete="new-password" data-testid="wecom-secret" />
        </ContractField>
        <ContractField name="callback_token" label={t('wework.callbackToken')}>
          <Input maxLength={32} data-testid="wecom-callback-token" />
        </ContractField>
        <ContractField
          name="encoding_aes_key"
          label={t('wework.encodingAesKey')}
          extra={t('wework.encodingAesKeyHint')}
        >
          <Input maxLength={43} data-testid="wecom-aes-key" />
        </ContractField>
      </CrudForm>
    </div>
  );
}
