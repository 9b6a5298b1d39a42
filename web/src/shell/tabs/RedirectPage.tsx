import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageLoading } from '#web/shell/FullPageLoading';
import { redirectTarget } from './routeTab';

/** Spec §9: a reload's redirect waits this long before it goes back to the page. */
export const REDIRECT_DELAY_MS = 100;

/**
 * /redirect/{path}: reloads a tab. The page of {path} is unmounted while this shows; after the delay it
 * comes back (replacing this entry in the history), mounted afresh.
 */
export function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const target = `${redirectTarget(pathname) ?? '/'}${search}${hash}`;
  useEffect(() => {
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, target]);
  return <FullPageLoading />;
}
