import {
  MailOutlined,
  MobileOutlined,
  SafetyOutlined,
  UserOutlined,
  WechatOutlined,
  WechatWorkOutlined,
} from '@ant-design/icons';
import {
  type AgentInfo,
  agentApi,
  CODE_COUNTDOWN_SECONDS,
  GENDERS,
  isEmail,
  isPhone,
  WECHAT_POLL_MS,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { validateNow } from '#web/components/form/validateNow';
import { RowList } from '#web/components/row-list/RowList';
import { ScanQr } from '#web/components/scan/ScanQr';
import { ChangePasswordModal } from '#web/features/auth/ChangePasswordModal';
import { useCountdown } from '#web/features/customer-auth/useCountdown';
import { agentQueryKeys } from '#web/features/session/agent';
import { useApi } from '#web/shell/console';

type BasicInfo = AgentInfo['basic_info'];
type Contact = 'phone' | 'email';
type BindKind = 'wechat' | 'wework';

/**
 * The agent user's account security on /user (spec §7 BasicInfo): sign-in email and phone (each changed with
 * a code sent to the new value), gender, password (this session stays, the others end), and WeChat / WeCom
 * bound by scanning a QR.
 */
export function AgentAccountSection({ info }: { info: BasicInfo }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [contact, setContact] = useState<Contact | null>(null);
  const [binding, setBinding] = useState<BindKind | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  // one countdown per kind, kept while the dialog is closed and opened again
  const emailCountdown = useCountdown(CODE_COUNTDOWN_SECONDS);
  const phoneCountdown = useCountdown(CODE_COUNTDOWN_SECONDS);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentQueryKeys.info });
  const saveGender = useMutation({
    mutationFn: (gender: number) => api.call(agentApi.updateBasicGender, { gender }),
    onSuccess: async () => {
      feedback.success(t('profile.saved'));
      await refresh();
    },
  });

  const notSet = <Typography.Text type="secondary">{t('agentAccount.notSet')}</Typography.Text>;
  const boundTag = (bound: number, kind: BindKind) => (
    <Tag color={bound ? 'success' : 'default'} data-testid={`bound-${kind}`}>
      {bound ? t('agentAccount.bound') : t('agentAccount.notBound')}
    </Tag>
  );
  const rows = [
    {
      key: 'email',
      icon: <MailOutlined />,
      title: t('agentAccount.email'),
      value: <span data-testid="account-email">{info.email}</span>,
      action: (
        <Button onClick={() => setContact('email')} data-testid="change-email">
          {t('agentAccount.change')}
        </Button>
      ),
    },
    {
      key: 'phone',
      icon: <MobileOutlined />,
      title: t('agentAccount.phone'),
      value: info.phone ? <span data-testid="account-phone">{info.phone}</span> : notSet,
      action: (
        <Button onClick={() => setContact('phone')} data-testid="change-phone">
          {info.phone ? t('agentAccount.change') : t('agentAccount.set')}
        </Button>
      ),
    },
    {
      key: 'gender',
      icon: <UserOutlined />,
      title: t('agentAccount.gender'),
      value: null,
      action: (
        <Select
          value={info.gender}
          style={{ width: 140 }}
          loading={saveGender.isPending}
          onChange={(gender) => saveGender.mutate(gender)}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`agentAccount.genders.${gender}`) }))}
          data-testid="account-gender"
        />
      ),
    },
    {
      key: 'password',
      icon: <SafetyOutlined />,
      title: t('profile.changePassword'),
      value: <Typography.Text type="secondary">{t('agentAccount.passwordHint')}</Typography.Text>,
      action: (
        <Button onClick={() => setChangingPassword(true)} data-testid="profile-change-password">
          {t('agentAccount.change')}
        </Button>
      ),
    },
    ...(['wechat', 'wework'] as const).map((kind) => {
      const bound = kind === 'wechat' ? info.wx_bound : info.qy_bound;
      return {
        key: kind,
        icon: kind === 'wechat' ? <WechatOutlined /> : <WechatWorkOutlined />,
        title: t(`agentAccount.${kind}`),
        value: boundTag(bound, kind),
        action: (
          <Button onClick={() => setBinding(kind)} data-testid={`bind-${kind}`}>
            {bound ? t('agentAccount.rebind') : t('agentAccount.bind')}
          </Button>
        ),
      };
    }),
  ];

  return (
    <>
      <Typography.Title level={5}>{t('agentAccount.title')}</Typography.Title>
      <RowList
        bordered
        data-testid="agent-account"
        items={rows}
        keyOf={(row) => row.key}
        render={(row) => (
          <Flex align="center" gap={16} data-testid={`account-${row.key}-row`}>
            <span style={{ fontSize: 18 }}>{row.icon}</span>
            <Flex vertical flex={1} style={{ minWidth: 0 }}>
              <Typography.Text>{row.title}</Typography.Text>
              <div>{row.value}</div>
            </Flex>
            {row.action}
          </Flex>
        )}
      />
      <ContactModal
        kind={contact}
        current={contact ? info[contact] : ''}
        countdown={contact === 'phone' ? phoneCountdown : emailCountdown}
        onClose={() => setContact(null)}
        onChanged={refresh}
      />
      <BindModal kind={binding} onClose={() => setBinding(null)} onBound={refresh} />
      <ChangePasswordModal
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        endpoint={agentApi.updateBasicPassword}
        onChanged={() => feedback.success(t('agentAccount.passwordChanged'))}
      />
    </>
  );
}

/**
 * A new email or phone: "get code" asks checkPhone / checkEmail (the value must be free; 120 s countdown),
 * then updateBasicPhone / updateBasicEmail spends the code.
 */
function ContactModal({
  kind,
  current,
  countdown,
  onClose,
  onChanged,
}: {
  kind: Contact | null;
  current: string;
  countdown: ReturnType<typeof useCountdown>;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<{ value: string; verify_code: string }>();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const field = kind ?? 'email';

  const sendCode = async () => {
    let value: string;
    try {
      value = (await validateNow(form, ['value'])).value.trim();
    } catch {
      return;
    }
    setSending(true);
    try {
      if (field === 'phone') await api.call(agentApi.checkPhone, { phone: value });
      else await api.call(agentApi.checkEmail, { email: value });
      feedback.success(t('agentAccount.codeSent'));
      countdown.start();
    } catch {
      // the client has shown the server's message (taken, the same, too many)
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: { value: string; verify_code: string }) => {
    setSaving(true);
    try {
      const body = { verify_code: values.verify_code.trim() };
      if (field === 'phone')
        await api.call(agentApi.updateBasicPhone, { ...body, phone: values.value.trim() });
      else await api.call(agentApi.updateBasicEmail, { ...body, email: values.value.trim() });
      feedback.success(t('profile.saved'));
      await onChanged();
      onClose();
    } catch {
      // the client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(kind)}
      title={field === 'phone' ? t('agentAccount.phoneTitle') : t('agentAccount.emailTitle')}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      okButtonProps={{ 'data-testid': 'contact-submit' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        {current ? (
          <Form.Item label={t('agentAccount.current')}>
            <Typography.Text>{current}</Typography.Text>
          </Form.Item>
        ) : null}
        <Form.Item
          name="value"
          required
          label={field === 'phone' ? t('agentAccount.newPhone') : t('agentAccount.newEmail')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const text = (value ?? '').trim();
                if (field === 'phone' ? isPhone(text) : isEmail(text)) return;
                throw new Error(
                  field === 'phone' ? t('customerAuth.phoneInvalid') : t('customerAuth.emailInvalid'),
                );
              },
            },
          ]}
        >
          <Input autoComplete={field === 'phone' ? 'tel' : 'email'} data-testid="contact-value" />
        </Form.Item>
        <Form.Item label={t('customerAuth.code')} required extra={t('agentAccount.codeHint')}>
          <Flex gap={8}>
            <Form.Item
              name="verify_code"
              noStyle
              rules={[
                { required: true, whitespace: true, message: t('customerAuth.codeRequired') },
                { pattern: /^\s*\d{6}\s*$/, message: t('agentAccount.codeSixDigits') },
              ]}
            >
              <Input maxLength={6} autoComplete="one-time-code" data-testid="contact-code" />
            </Form.Item>
            <Button
              onClick={sendCode}
              loading={sending}
              disabled={countdown.running}
              style={{ minWidth: 128 }}
              data-testid="contact-send-code"
            >
              {countdown.running
                ? t('customerAuth.resendIn', { seconds: countdown.remaining })
                : t('customerAuth.sendCode')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Bind WeChat or WeCom: a QR the phone scans (the sandbox page), polled every 2 s; once scanned,
 * updateWxOpenid / updateQyOpenid binds the identity. An expired QR is refreshed with a click.
 */
function BindModal({
  kind,
  onClose,
  onBound,
}: {
  kind: BindKind | null;
  onClose: () => void;
  onBound: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [nonce, setNonce] = useState(0);
  const qrcode = useQuery({
    queryKey: ['agent', 'bind-qrcode', kind, nonce],
    queryFn: () => api.call(kind === 'wework' ? agentApi.getWorkerQrcode : agentApi.getWechatQrcode),
    enabled: Boolean(kind),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const bindId = kind ? qrcode.data?.bind_id : undefined;
  const status = useQuery({
    queryKey: ['agent', 'bind-status', bindId ?? 0],
    queryFn: () => api.call(agentApi.getBindStatus, { bind_id: bindId ?? 0 }),
    enabled: Boolean(bindId),
    refetchInterval: (query) =>
      query.state.error || (query.state.data && query.state.data.status !== 0) ? false : WECHAT_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const state = status.data?.status ?? 0;
  const handled = useRef<number | null>(null);
  const bind = useMutation({
    mutationFn: (id: number) =>
      api.call(kind === 'wework' ? agentApi.updateQyOpenid : agentApi.updateWxOpenid, { bind_id: id }),
    onSuccess: async () => {
      feedback.success(t('agentAccount.boundNow'));
      await onBound();
      onClose();
    },
  });

  useEffect(() => {
    if (!bindId || state !== 1 || handled.current === bindId) return;
    handled.current = bindId;
    bind.mutate(bindId);
  }, [bindId, state, bind]);

  const expired = state === 2 || qrcode.isError || bind.isError;
  const url = qrcode.data?.qrcode_url;
  return (
    <Modal
      open={Boolean(kind)}
      title={kind === 'wework' ? t('agentAccount.bindWework') : t('agentAccount.bindWechat')}
      footer={null}
      width={360}
      onCancel={onClose}
      afterClose={() => setNonce((value) => value + 1)}
      destroyOnHidden
    >
      <ScanQr
        url={url}
        loading={qrcode.isPending || bind.isPending}
        expired={expired}
        onRefresh={() => setNonce((value) => value + 1)}
        linkText={t('customerAccount.sandboxLink')}
        testId="agent-bind"
        message={
          <Typography.Text type="secondary">
            {expired
              ? t('agentAccount.qrExpired')
              : kind === 'wework'
                ? t('agentAccount.scanWework')
                : t('agentAccount.scanWechat')}
          </Typography.Text>
        }
      />
    </Modal>
  );
}
