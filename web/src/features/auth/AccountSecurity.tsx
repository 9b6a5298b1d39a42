import { SafetyCertificateOutlined } from '@ant-design/icons';
import { accountSecurityApi, type TwoFactorSetup } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useApi } from '#web/shell/console';
import { SessionTable } from './SessionTable';
import { CodeField, RecoveryCodesPanel, TotpSetupPanel } from './TwoFactorParts';
import '#web/features/auth/twoFactor.strings';
import '#web/features/auth/sessions.strings';

/** The profile page's security cards (admin /user/profile, agent /user): two-factor sign-in and sessions. */

const securityKeys = {
  status: ['account-security', 'two-factor'] as const,
  sessions: ['account-security', 'sessions'] as const,
};

/** Sets the authenticator app up: a new secret (QR and text), its first code, then the recovery codes. */
function EnableTwoFactorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useQuery({
    queryKey: ['account-security', 'setup', open],
    queryFn: async () => {
      const answer = await api.call(accountSecurityApi.setup, undefined);
      setSetup(answer);
      return answer;
    },
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const finish = () => {
    onClose();
    void queryClient.invalidateQueries({ queryKey: securityKeys.status });
  };
  return (
    <Modal
      open={open}
      title={t('twoFactor.enableTitle')}
      footer={null}
      width={440}
      onCancel={codes ? finish : onClose}
      maskClosable={false}
      destroyOnHidden
      afterClose={() => {
        setSetup(null);
        setCodes(null);
      }}
    >
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={finish} />
      ) : setup ? (
        <TotpSetupPanel
          setup={setup}
          onConfirm={async (code) => {
            const answer = await api.call(accountSecurityApi.enable, { code });
            setCodes(answer.recovery_codes);
            feedback.success(t('twoFactor.enabled'));
          }}
        />
      ) : (
        <Typography.Text type={start.isError ? 'danger' : 'secondary'}>
          {start.isError ? start.error.message : t('twoFactor.preparing')}
        </Typography.Text>
      )}
    </Modal>
  );
}

/** Turns two-factor sign-in off with a current code (or recovery code) or the password. */
function DisableTwoFactorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ code?: string; password?: string }>();
  const [withPassword, setWithPassword] = useState(false);
  const disable = useMutation({
    mutationFn: (values: { code?: string; password?: string }) =>
      api.call(
        accountSecurityApi.disable,
        withPassword ? { password: values.password } : { code: values.code?.trim() },
      ),
    onSuccess: async () => {
      feedback.success(t('twoFactor.disabled'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: securityKeys.status });
    },
  });
  return (
    <Modal
      open={open}
      title={t('twoFactor.disableTitle')}
      okText={t('twoFactor.disable')}
      okButtonProps={{
        danger: true,
        ...({ 'data-testid': 'two-factor-disable-submit' } as Record<string, string>),
      }}
      cancelText={t('shell.cancel')}
      confirmLoading={disable.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setWithPassword(false)}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        onFinish={(values) => disable.mutate(values)}
      >
        {withPassword ? (
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        ) : (
          <CodeField allowRecovery />
        )}
      </Form>
      <Button type="link" style={{ paddingInline: 0 }} onClick={() => setWithPassword((value) => !value)}>
        {withPassword ? t('twoFactor.useCode') : t('twoFactor.usePassword')}
      </Button>
    </Modal>
  );
}

export function TwoFactorCard() {
  const { t } = useTranslation();
  const api = useApi();
  const status = useQuery({
    queryKey: securityKeys.status,
    queryFn: () => api.call(accountSecurityApi.status, undefined),
  });
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const data = status.data;
  return (
    <Card
      size="small"
      title={
        <Space>
          <SafetyCertificateOutlined />
          {t('twoFactor.cardTitle')}
        </Space>
      }
      loading={status.isPending}
      data-testid="two-factor-card"
    >
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex vertical gap={4}>
          <Space>
            {data?.enabled ? (
              <Tag color="green" data-testid="two-factor-state">
                {t('twoFactor.on')}
              </Tag>
            ) : (
              <Tag data-testid="two-factor-state">{t('twoFactor.off')}</Tag>
            )}
            {data?.required && <Tag color="orange">{t('twoFactor.requiredByRole')}</Tag>}
          </Space>
          <Typography.Text type="secondary">
            {data?.enabled
              ? t('twoFactor.codesLeft', { count: data.recovery_codes_left })
              : t('twoFactor.explain')}
          </Typography.Text>
        </Flex>
        {data?.enabled ? (
          !data.required && (
            <Button danger onClick={() => setDialog('disable')} data-testid="two-factor-disable">
              {t('twoFactor.disable')}
            </Button>
          )
        ) : (
          <Button type="primary" onClick={() => setDialog('enable')} data-testid="two-factor-enable">
            {t('twoFactor.enable')}
          </Button>
        )}
      </Flex>
      <EnableTwoFactorModal open={dialog === 'enable'} onClose={() => setDialog(null)} />
      <DisableTwoFactorModal open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </Card>
  );
}

/** The signed-in account's own sessions, with sign out of one or of every other device. */
export function OwnSessionsCard() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: securityKeys.sessions,
    queryFn: () => api.call(accountSecurityApi.sessions, undefined),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <Card
      size="small"
      title={t('sessions.ownTitle')}
      data-testid="own-sessions-card"
      extra={
        <Popconfirm
          title={t('sessions.signOutOthersConfirm')}
          disabled={others === 0}
          onConfirm={async () => {
            await api.call(accountSecurityApi.revokeOtherSessions, undefined);
            feedback.success(t('sessions.signedOut'));
            await refresh();
          }}
        >
          <Button size="small" disabled={others === 0} data-testid="sessions-sign-out-others">
            {t('sessions.signOutOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <SessionTable
        sessions={sessions.data}
        loading={sessions.isPending}
        onSignOut={async (session) => {
          await api.call(accountSecurityApi.revokeSession, { id: session.id });
          feedback.success(t('sessions.signedOut'));
          await refresh();
        }}
      />
    </Card>
  );
}

/** Both security cards, as the profile pages place them below the account. */
export function AccountSecurityCards() {
  return (
    <Flex vertical gap={16} style={{ marginTop: 24 }} data-testid="account-security">
      <TwoFactorCard />
      <OwnSessionsCard />
    </Flex>
  );
}
