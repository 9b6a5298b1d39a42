import { supportApi } from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '#web/api/errors';
import { clearTabToken, saveTabToken } from '#web/api/tokenStore';
import { useApi } from '#web/shell/console';
import { LoginScreen } from '#web/shell/LoginScreen';
import '#web/features/support/support.strings';

/**
 * The customer console's public /support page: a support link ("log in as", issue 15) lands here with its
 * one-time code in the fragment. The page trades it for the session, keeps the token for this tab only and
 * opens the console; a used or expired link says so. "End support session" leads here too (state `ended`):
 * the page then drops the tab's token.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hash, state } = useLocation();
  // read once: the fragment is dropped from the address bar as soon as the page has it
  const [code] = useState(() => hash.replace(/^#/, ''));
  const claimed = useRef(false);
  const claim = useMutation({
    mutationFn: () => api.call(supportApi.claim, { code }, { silent: true }),
    onSuccess: async ({ token }) => {
      saveTabToken('customer', token);
      queryClient.removeQueries();
      await navigate('/activity', { replace: true });
    },
  });
  const ended = (state as { ended?: boolean } | null)?.ended === true;

  useEffect(() => {
    if (!ended) return;
    clearTabToken('customer');
    queryClient.removeQueries();
  }, [ended, queryClient]);

  useEffect(() => {
    if (ended || code === '' || claimed.current) return;
    claimed.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    claim.mutate();
  }, [ended, code, claim]);

  let body: React.ReactNode;
  if (ended) {
    body = (
      <Result
        status="success"
        title={t('support.ended')}
        subTitle={t('support.endedHint')}
        data-testid="support-ended"
      />
    );
  } else if (code === '' || claim.isError) {
    const reason =
      isApiError(claim.error) && claim.error.kind !== 'network' ? claim.error.message : t('support.invalid');
    body = (
      <Result
        status="warning"
        title={t('support.unusable')}
        subTitle={reason}
        extra={<Link to="/login">{t('support.toLogin')}</Link>}
        data-testid="support-invalid"
      />
    );
  } else {
    body = (
      <Spin tip={t('support.claiming')} data-testid="support-claiming">
        <div style={{ height: 80 }} />
      </Spin>
    );
  }
  return (
    <LoginScreen heading={t('support.title')} pageTitle={t('support.title')}>
      {body}
    </LoginScreen>
  );
}
