import { customerApi } from '@onsite/contracts';
import { Alert, Button, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCustomerInfo } from '#web/features/session/customer';
import { useApi } from '#web/shell/console';
import '#web/features/support/support.strings';

/**
 * The banner of a support session ("log in as", issue 15) across the top of the customer console: whose
 * account, who opened it and when, and "end" — which signs this tab out (the customer's own sessions stay).
 */
export function SupportBanner() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const info = useCustomerInfo();
  const support = info.data?.support;
  if (!info.data || !support) return null;
  const customer = info.data.nickname || info.data.mobile || info.data.email;
  const end = async () => {
    await api.call(customerApi.logout, undefined, { silent: true, ignoreAuthFailure: true });
    // the support page drops the tab's token once it shows: dropped here, the signed-in page still showing
    // would send the tab to the login page first
    await navigate('/support', { replace: true, state: { ended: true } });
  };
  return (
    <Alert
      banner
      type="warning"
      className="support-banner"
      data-testid="support-banner"
      message={t('support.banner', {
        customer,
        name: support.name,
        who: support.audience === 'admin' ? t('support.byAdmin') : t('support.byAgent'),
        time: dayjs(support.started_at).format('YYYY-MM-DD HH:mm'),
      })}
      action={
        <Popconfirm title={t('support.endConfirm')} onConfirm={end}>
          <Button size="small" danger data-testid="support-end">
            {t('support.end')}
          </Button>
        </Popconfirm>
      }
    />
  );
}
