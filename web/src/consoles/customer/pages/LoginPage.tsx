import { customerLoginResponse, isEmail, isPhone } from '@onsite/contracts';
import { useTranslation } from 'react-i18next';
import { LoginForm, type LoginValues } from '../../../features/auth/LoginForm';
import { useApi } from '../../../shell/console';
import { LoginScreen } from '../../../shell/LoginScreen';
import { useCompleteLogin } from '../../../shell/useCompleteLogin';

/** Customer login with a phone number or an email: POST /api/customer/login/index. */
export default function CustomerLoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const completeLogin = useCompleteLogin();

  const submit = async (values: LoginValues) => {
    const session = await api.post('/customer/login/index', customerLoginResponse, values);
    completeLogin(session.token, values.remember);
  };

  return (
    <LoginScreen>
      <LoginForm
        usernameLabel={t('login.customerUsername')}
        usernamePlaceholder={t('login.customerUsernamePlaceholder')}
        usernameRules={[
          {
            validator: async (_rule, value: unknown) => {
              const text = typeof value === 'string' ? value.trim() : '';
              if (text && !isPhone(text) && !isEmail(text))
                throw new Error(t('login.customerUsernameInvalid'));
            },
          },
        ]}
        defaultRemember
        onSubmit={submit}
      />
    </LoginScreen>
  );
}
