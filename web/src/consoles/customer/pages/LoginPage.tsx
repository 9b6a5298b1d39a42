import { CustomerAuthPanel } from '../../../features/customer-auth';
import { useSiteBranding } from '../../../features/site/useSiteBranding';
import { LoginScreen } from '../../../shell/LoginScreen';
import { useCompleteLogin } from '../../../shell/useCompleteLogin';

/**
 * /my/login: the same sign-in panel as the login popup (password, WeChat scan, registration, reset, bind
 * phone); after a session it goes to `from` or /activity. Branded with the site of the host.
 */
export default function CustomerLoginPage() {
  const completeLogin = useCompleteLogin();
  useSiteBranding();
  return (
    <LoginScreen>
      <CustomerAuthPanel onLoggedIn={completeLogin} />
    </LoginScreen>
  );
}
