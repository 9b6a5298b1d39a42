import { supportApi } from '@onsite/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { useApi } from '#web/shell/console';
import '#web/features/support/support.strings';

/**
 * A customer row's "log in as" (issue 15): after a confirmation, opens the customer console as that
 * customer in a new tab through a one-time support link. The tab is opened at the click (a browser allows
 * pop-ups only then) and sent to the link once the server answers.
 */
export function LoginAsAction({ customerId, name }: { customerId: number; name: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const start = async () => {
    const tab = window.open('about:blank', '_blank');
    if (!tab) {
      feedback.error(t('support.popupBlocked'));
      return;
    }
    tab.opener = null;
    try {
      const { url } = await api.call(supportApi.start[audience], { id: customerId });
      tab.location.href = url;
      feedback.success(t('support.opened'));
    } catch (error) {
      tab.close();
      throw error;
    }
  };
  return (
    <ConfirmAction
      confirm={t('support.loginAsConfirm', { name })}
      onConfirm={start}
      testId="customer-login-as"
    >
      {t('support.loginAs')}
    </ConfirmAction>
  );
}
