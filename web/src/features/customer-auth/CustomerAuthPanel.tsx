import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { PASSWORD_MAX, PASSWORD_MIN } from '@onsite/contracts';
import { Alert, Button, Divider, Flex, Form, Input, Spin, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preSignIn } from '#web/api/preSignIn';
import { LoginForm } from '#web/features/auth/LoginForm';
import { newPasswordRules } from '#web/features/auth/passwordRules';
import { useApi } from '#web/shell/console';
import { CodeFields } from './CodeFields';
import {
  useBindPhone,
  useLoginSettings,
  usePasswordLogin,
  useRegister,
  useResetPassword,
} from './customerAuth.api';
import { accountRules, emailRules, phoneRules } from './fieldRules';

// The WeChat scan (antd's QR code) is another mode than the login form's: it loads when chosen.
const WechatMode = lazy(async () => ({ default: (await import('./WechatMode')).WechatMode }));

/** The popup's modes (spec §4 "Login popup"). */
export type CustomerAuthMode = 'login' | 'weixin' | 'emailRegister' | 'phoneRegister' | 'reset' | 'bind';

export interface CustomerAuthPanelProps {
  /** A session was issued (password, WeChat scan or bind phone); the host stores it and moves on. */
  onLoggedIn: (token: string, remember: boolean) => void;
  initialMode?: CustomerAuthMode;
  /** the invite link the visitor came through: a registration here is its sign-up */
  inviteCode?: string;
}

interface ModeState {
  mode: CustomerAuthMode;
  /** login: the account just registered or reset, prefilled */
  username?: string;
  /** bind: the WeChat login that found no account */
  loginToken?: string;
}

/**
 * Sign-in, registration, password reset, WeChat scan and bind phone in one panel. Each mode's form is
 * keyed by the mode, so switching clears the form and the code countdown. The site's login settings hide
 * the phone and WeChat modes (the server refuses them too).
 */
export function CustomerAuthPanel({ onLoggedIn, initialMode = 'login', inviteCode }: CustomerAuthPanelProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const settings = useLoginSettings();
  const [state, setState] = useState<ModeState>({ mode: initialMode });
  const [switches, setSwitches] = useState(0);
  const go = (next: ModeState) => {
    setSwitches((value) => value + 1);
    setState(next);
  };
  const phoneOn = settings.data?.phone_on === 1;
  const wechatOn = settings.data?.on_wechat_login === 1;
  // a site without phone sign-in registers by email (an invite link opens registration by phone first)
  const mode = state.mode === 'phoneRegister' && !phoneOn ? 'emailRegister' : state.mode;

  if (settings.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const body = (() => {
    switch (mode) {
      case 'login':
        return <LoginMode username={state.username} onLoggedIn={onLoggedIn} />;
      case 'weixin':
        return (
          <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
            <WechatMode onLoggedIn={onLoggedIn} onBind={(loginToken) => go({ mode: 'bind', loginToken })} />
          </Suspense>
        );
      case 'phoneRegister':
      case 'emailRegister':
        return (
          <RegisterMode
            channel={mode === 'phoneRegister' ? 'sms' : 'email'}
            inviteCode={inviteCode}
            onDone={(username) => go({ mode: 'login', username })}
          />
        );
      case 'reset':
        return <ResetMode onDone={(username) => go({ mode: 'login', username })} />;
      case 'bind':
        return <BindMode loginToken={state.loginToken ?? ''} onLoggedIn={onLoggedIn} />;
    }
  })();

  return (
    <div data-testid="customer-auth" data-mode={mode}>
      <h5
        style={{
          margin: '0 0 0.5em',
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading5,
          lineHeight: token.lineHeightHeading5,
          fontWeight: token.fontWeightStrong,
        }}
      >
        {t(`customerAuth.mode.${mode}`)}
      </h5>
      <div key={`${mode}-${switches}`}>{body}</div>
      <Divider plain style={{ margin: '16px 0 12px' }} />
      {mode === 'login' ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex gap={4} wrap>
            {phoneOn && (
              <Button type="link" size="small" onClick={() => go({ mode: 'phoneRegister' })}>
                {t('customerAuth.toPhoneRegister')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => go({ mode: 'emailRegister' })}>
              {t('customerAuth.toEmailRegister')}
            </Button>
            <Button type="link" size="small" onClick={() => go({ mode: 'reset' })}>
              {t('customerAuth.toReset')}
            </Button>
          </Flex>
          {wechatOn && (
            <Button
              shape="circle"
              icon={<WechatOutlined style={{ color: '#07c160' }} />}
              aria-label={t('customerAuth.mode.weixin')}
              title={t('customerAuth.mode.weixin')}
              onClick={() => go({ mode: 'weixin' })}
            />
          )}
        </Flex>
      ) : (
        <Button type="link" size="small" onClick={() => go({ mode: 'login' })}>
          {t('customerAuth.backToLogin')}
        </Button>
      )}
    </div>
  );
}

function LoginMode({
  username,
  onLoggedIn,
}: {
  username?: string;
  onLoggedIn: CustomerAuthPanelProps['onLoggedIn'];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const login = usePasswordLogin();
  return (
    <LoginForm
      usernameLabel={t('login.customerUsername')}
      usernamePlaceholder={t('login.customerUsernamePlaceholder')}
      usernameRules={accountRules(t)}
      defaultUsername={username}
      defaultRemember
      onSubmit={async (values) => onLoggedIn((await login.mutateAsync(values)).token, values.remember)}
      fetchCaptcha={() => api.call(preSignIn.customerCaptcha)}
    />
  );
}

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

function RegisterMode({
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

function ResetMode({ onDone }: { onDone: (username: string) => void }) {
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

function BindMode({
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
