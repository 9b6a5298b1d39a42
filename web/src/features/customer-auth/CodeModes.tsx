import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { PASSWORD_MAX, PASSWORD_MIN } from '@onsite/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordRules } from '#web/features/auth/passwordRules';
import { CodeFields } from './CodeFields';
import type { CustomerAuthPanelProps } from './CustomerAuthPanel';
import { useBindPhone, useRegister, useResetPassword } from './customerAuth.api';
import { accountRules, emailRules, phoneRules } from './fieldRules';

// The sign-in panel's modes that send a code (registration, reset, phone binding): antd's Form and the
// code sending load when one is chosen, not with the login screen (issue 19).

function PasswordField({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      name="password"
      rules={newPasswordRules(t)}
      extra={t('password.policy', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
    >
      <Input.Password
        prefix={<LockOutlined />}
        placeholder={t('customerAuth.passwordPlaceholder', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        autoComplete="new-password"
      />
    </Form.Item>
  );
}

function PhoneField() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('customerAuth.phone')} name="mobile" rules={phoneRules(t)}>
      <Input
        prefix={<MobileOutlined />}
        placeholder={t('customerAuth.phonePlaceholder')}
        autoComplete="tel"
      />
    </Form.Item>
  );
}

export function RegisterMode({
  channel,
  inviteCode,
  onDone,
}: {
  channel: 'sms' | 'email';
  inviteCode?: string;
  onDone: (username: string) => void;
}) {
  const { t } = useTranslation();
  const register = useRegister();
  const field = channel === 'sms' ? 'mobile' : 'email';
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: Record<string, string>) => {
        const target = values[field].trim();
        const code = {
          verify_code: values.verify_code.trim(),
          password: values.password,
          ...(inviteCode ? { invite_code: inviteCode } : {}),
        };
        const input =
          channel === 'sms'
            ? { register_type: 'mobile' as const, mobile: target, ...code }
            : { register_type: 'email' as const, email: target, ...code };
        register.mutate(input, { onSuccess: () => onDone(target) });
      }}
    >
      {channel === 'sms' ? (
        <PhoneField />
      ) : (
        <Form.Item label={t('customerAuth.email')} name="email" rules={emailRules(t)}>
          <Input
            prefix={<MailOutlined />}
            placeholder={t('customerAuth.emailPlaceholder')}
            autoComplete="email"
          />
        </Form.Item>
      )}
      <CodeFields targetField={field} channel={channel} />
      <PasswordField label={t('login.password')} />
      <Button
        data-testid="register-submit"
        type="primary"
        htmlType="submit"
        block
        loading={register.isPending}
      >
        {t('customerAuth.register')}
      </Button>
    </Form>
  );
}

export function ResetMode({ onDone }: { onDone: (username: string) => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { account: string; verify_code: string; password: string }) => {
        const account = values.account.trim();
        reset.mutate(
          { account, verify_code: values.verify_code.trim(), password: values.password },
          { onSuccess: () => onDone(account) },
        );
      }}
    >
      <Form.Item label={t('login.customerUsername')} name="account" rules={accountRules(t)}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.customerUsernamePlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <CodeFields targetField="account" channel={(account) => (account.includes('@') ? 'email' : 'sms')} />
      <PasswordField label={t('password.new')} />
      <Button data-testid="reset-submit" type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('customerAuth.resetSubmit')}
      </Button>
    </Form>
  );
}

export function BindMode({
  loginToken,
  onLoggedIn,
}: {
  loginToken: string;
  onLoggedIn: CustomerAuthPanelProps['onLoggedIn'];
}) {
  const { t } = useTranslation();
  const bind = useBindPhone();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { mobile: string; verify_code: string }) =>
        bind.mutate(
          {
            bind_value: values.mobile.trim(),
            verify_code: values.verify_code.trim(),
            login_token: loginToken,
          },
          { onSuccess: (session) => onLoggedIn(session.token, true) },
        )
      }
    >
      <Alert type="info" showIcon title={t('customerAuth.bindHint')} style={{ marginBottom: 16 }} />
      <PhoneField />
      <CodeFields targetField="mobile" channel="sms" />
      <Button data-testid="bind-submit" type="primary" htmlType="submit" block loading={bind.isPending}>
        {t('customerAuth.bindSubmit')}
      </Button>
    </Form>
  );
}
