import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { CustomerAuthPanel } from '#web/features/customer-auth/CustomerAuthPanel';
import { isSiteClosed, SiteClosed } from '#web/features/site/closedSite';
import { useSiteBranding } from '#web/features/site/useSiteBranding';
import { LoginScreen } from '#web/shell/LoginScreen';
import { useCompleteLogin } from '#web/shell/useCompleteLogin';

/**
 * /my/login: the same sign-in panel as the login popup (password, WeChat scan, registration, reset, bind
 * phone); after a session it goes to `from` or /activity. Branded with the site of the host. An invite link
 * lands here with `?invite=<code>` (or `?register=1` when it no longer counts): registration opens, and a
 * sign-up with the code is the link's.
 */
export default function CustomerLoginPage() {
  const completeLogin = useCompleteLogin();
  const site = useSiteBranding();
  const [params] = useSearchParams();
  const inviteCode = params.get('invite')?.slice(0, 64) || undefined;
  const registering = Boolean(inviteCode) || params.get('register') === '1';
  if (isSiteClosed(site.error))
    return (
      <Suspense fallback={null}>
        <SiteClosed />
      </Suspense>
    );
  return (
    <LoginScreen>
      <CustomerAuthPanel
        onLoggedIn={completeLogin}
        initialMode={registering ? 'phoneRegister' : 'login'}
        inviteCode={inviteCode}
      />
    </LoginScreen>
  );
}
