import { WechatOutlined } from '@ant-design/icons';
import { Button, Flex, Spin, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preSignIn } from '#web/api/preSignIn';
import { LoginForm } from '#web/features/auth/LoginForm';
import { useApi } from '#web/shell/console';
import { useLoginSettings, usePasswordLogin } from './customerAuth.api';
import { accountProblem } from './fieldRules';

// The WeChat scan (antd's QR code) is another mode than the login form's: it loads when chosen.
const WechatMode = lazy(async () => ({ default: (await import('./WechatMode')).WechatMode }));
// So are the modes that send a code (registration, reset, phone binding), and antd's Form with them.
const RegisterMode = lazy(async () => ({ default: (await import('./CodeModes')).RegisterMode }));
const ResetMode = lazy(async () => ({ default: (await import('./CodeModes')).ResetMode }));
const BindMode = lazy(async () => ({ default: (await import('./CodeModes')).BindMode }));

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
          <WechatMode onLoggedIn={onLoggedIn} onBind={(loginToken) => go({ mode: 'bind', loginToken })} />
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
      <div key={`${mode}-${switches}`}>
        <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>{body}</Suspense>
      </div>
      {/* antd's plain Divider drawn with its tokens: the Divider and its style are no part of the login screen */}
      <hr
        style={{
          border: 'none',
          borderTop: `${token.lineWidth}px solid ${token.colorSplit}`,
          margin: '16px 0 12px',
        }}
      />
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
      checkUsername={(value) => accountProblem(t, value)}
      defaultUsername={username}
      defaultRemember
      onSubmit={async (values) => onLoggedIn((await login.mutateAsync(values)).token, values.remember)}
      fetchCaptcha={() => api.call(preSignIn.customerCaptcha)}
    />
  );
}
