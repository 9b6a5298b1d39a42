import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { saveToken } from '#web/api/tokenStore';
import { feedback } from '#web/app/feedback';
import { type CustomerAuthMode, CustomerLoginModal, useLoginSettings } from '#web/features/customer-auth';

/** Spec §2: after login the customer goes to /activity unless on a /tool or /programme page. */
export function pathAfterLogin(pathname: string): string | null {
  return /^\/(tool|programme)(\/|_|$)/.test(pathname) ? null : '/activity';
}

/** The visitor's "log in" and "register" in the customer header: both open the login popup (784 wide). */
export function CustomerLoginEntry() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useLoginSettings();
  const [mode, setMode] = useState<CustomerAuthMode | null>(null);
  const registerMode: CustomerAuthMode = settings.data?.phone_on === 0 ? 'emailRegister' : 'phoneRegister';

  const loggedIn = (token: string, remember: boolean) => {
    setMode(null);
    queryClient.removeQueries();
    saveToken('customer', token, remember);
    feedback.success(t('login.succeeded'));
    const next = pathAfterLogin(location.pathname);
    if (next) void navigate(next, { replace: true });
  };

  return (
    <>
      <Space size={8}>
        <Button type="primary" onClick={() => setMode('login')} data-testid="header-login">
          {t('shell.loginButton')}
        </Button>
        <Button onClick={() => setMode(registerMode)} data-testid="header-register">
          {t('customerAuth.register')}
        </Button>
      </Space>
      <CustomerLoginModal
        key={mode ?? 'closed'}
        open={mode !== null}
        initialMode={mode ?? 'login'}
        onClose={() => setMode(null)}
        onLoggedIn={loggedIn}
      />
    </>
  );
}
