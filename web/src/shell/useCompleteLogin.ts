import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { saveToken } from '#web/api/tokenStore';
import { feedback } from '#web/app/feedback';
import { useConsole } from './console';
import { safeFrom } from './loginLocation';

/** After a successful login: keep the token as chosen, say so, and go back to `from` or the console home. */
export function useCompleteLogin(): (token: string, remember: boolean) => void {
  const { definition } = useConsole();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();

  return (token, remember) => {
    queryClient.removeQueries();
    saveToken(definition.audience, token, remember);
    feedback.success(t('login.succeeded'));
    void navigate(safeFrom(params.get('from')) ?? definition.afterLogin, { replace: true });
  };
}
