import { CustomerAuthPanel } from '#web/features/customer-auth';
import { isSiteClosed, SiteClosed } from '#web/features/site/SiteClosed';
import { useSiteBranding } from '#web/features/site/useSiteBranding';
import { LoginScreen } from '#web/shell/LoginScreen';
import { useCompleteLogin } from '#web/shell/useCompleteLogin';

/**
 * /my/login: the same sign-in panel as the login popup (password, WeChat scan, registration, reset, bind
 * phone); after a session it goes to `from` or /activity. Branded with the site of the host.
 */
export default function CustomerLoginPage() {
  const completeLogin = useCompleteLogin();
  const site = useSiteBranding();
  if (isSiteClosed(site.error)) return <SiteClosed />;
  return (
    <LoginScreen>
      <CustomerAuthPanel onLoggedIn={completeLogin} />
    </LoginScreen>
  );
}
