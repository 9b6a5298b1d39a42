import type { TwoFactorChallenge } from '@onsite/contracts';
import { Flex, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { preSignIn } from '#web/api/preSignIn';
import { useApi, useConsole } from '#web/shell/console';
import { LoginScreen } from '#web/shell/LoginScreen';
import { lazyComponent } from '#web/shell/lazyComponent';
import { useCompleteLogin } from '#web/shell/useCompleteLogin';
import { LoginForm, type LoginValues } from './LoginForm';
import '#web/features/auth/forget.strings';
import '#web/features/auth/twoFactor.strings';

// The two-factor steps (the app's QR and backup codes) come after the password, for the accounts that have it.
const TwoFactorCodeStep = lazyComponent(async () => (await import('./TwoFactorSignIn')).TwoFactorCodeStep);
const TwoFactorEnrolStep = lazyComponent(async () => (await import('./TwoFactorSignIn')).TwoFactorEnrolStep);

/**
 * Login of the admin and agent consoles: POST /api/auth/login with the console as audience; an account
 * with two-factor sign-in then gives the app's code (or sets the app up, when its role requires it).
 */
export default function StaffLoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { definition } = useConsole();
  const completeLogin = useCompleteLogin();
  // the set-password page sends the person here with their account name
  const [params] = useSearchParams();
  const audience = definition.audience === 'admin' ? 'admin' : 'agent';
  const [pending, setPending] = useState<{ challenge: TwoFactorChallenge; remember: boolean } | null>(null);

  const submit = async (values: LoginValues) => {
    const answer = await api.call(preSignIn.staffLogin, { ...values, audience });
    if ('two_factor' in answer) setPending({ challenge: answer, remember: values.remember });
    else completeLogin(answer.access_token, values.remember);
  };

  if (pending) {
    const enrol = pending.challenge.two_factor === 'enrol';
    const Step = enrol ? TwoFactorEnrolStep : TwoFactorCodeStep;
    return (
      <LoginScreen heading={enrol ? t('twoFactor.enrolTitle') : t('twoFactor.title')}>
        <Suspense fallback={<Spin style={{ display: 'block' }} />}>
          <Step
            challenge={pending.challenge}
            onSignedIn={(token) => completeLogin(token, pending.remember)}
            onBack={() => setPending(null)}
          />
        </Suspense>
      </LoginScreen>
    );
  }

  return (
    <LoginScreen>
      <LoginForm
        usernameLabel={t('login.username')}
        usernamePlaceholder={t('login.usernamePlaceholder')}
        defaultUsername={params.get('username') ?? ''}
        defaultRemember={false}
        onSubmit={submit}
        fetchCaptcha={() => api.call(preSignIn.staffCaptcha)}
      />
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Link to="/forget" data-testid="login-forget">
          {t('forget.link')}
        </Link>
      </Flex>
    </LoginScreen>
  );
}
