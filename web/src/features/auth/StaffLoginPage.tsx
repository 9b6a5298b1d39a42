import { authApi } from '@onsite/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi, useConsole } from '#web/shell/console';
import { LoginScreen } from '#web/shell/LoginScreen';
import { useCompleteLogin } from '#web/shell/useCompleteLogin';
import { LoginForm, type LoginValues } from './LoginForm';

/** Login of the admin and agent consoles: POST /api/auth/login with the console as audience. */
export default function StaffLoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { definition } = useConsole();
  const completeLogin = useCompleteLogin();
  const audience = definition.audience === 'admin' ? 'admin' : 'agent';

  const submit = async (values: LoginValues) => {
    const session = await api.call(authApi.login, { ...values, audience });
    completeLogin(session.access_token, values.remember);
  };

  return (
    <LoginScreen>
      <LoginForm
        usernameLabel={t('login.username')}
        usernamePlaceholder={t('login.usernamePlaceholder')}
        defaultRemember={false}
        onSubmit={submit}
        fetchCaptcha={() => api.call(authApi.captcha)}
      />
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Link to="/forget" data-testid="login-forget">
          {t('forget.link')}
        </Link>
      </Flex>
    </LoginScreen>
  );
}
