import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearToken } from '#web/api/tokenStore';
import { feedback } from '#web/app/feedback';
import { useConsole } from './console';

/** Logout with confirmation (spec §8 "confirm logout"), then "logged out" on the login page. */
export function useLogout(): () => Promise<void> {
  const { definition, api } = useConsole();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return async () => {
    const confirmed = await feedback.confirm({
      title: t('shell.logoutTitle'),
      content: t('shell.logoutConfirm'),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (!confirmed) return;
    try {
      await definition.logout(api);
    } catch {
      // The server may already have ended the session; the browser forgets it either way.
    }
    // Leave the signed-in pages first (synchronously), so the auth guard does not react to the cleared
    // token by sending the user to login with a `from`.
    await navigate('/login', { replace: true, flushSync: true });
    clearToken(definition.audience);
    queryClient.removeQueries();
    feedback.success(t('shell.loggedOut'));
  };
}
