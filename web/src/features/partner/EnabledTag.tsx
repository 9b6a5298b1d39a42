import type { PartnerItem } from '@onsite/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '#web/features/partner/partner.strings';

/** An agent's status: enabled, or disabled by the platform (since when, in the detail). */
export function EnabledTag({
  agent,
  withTime = false,
}: {
  agent: Pick<PartnerItem, 'enabled' | 'disabled_time'>;
  withTime?: boolean;
}) {
  const { t } = useTranslation();
  if (agent.enabled) return <Tag color="green">{t('partner.enabled')}</Tag>;
  return (
    <Tag color="red">
      {withTime && agent.disabled_time
        ? t('partner.disabledSince', { time: dayjs(agent.disabled_time).format('YYYY-MM-DD HH:mm') })
        : t('partner.disabled')}
    </Tag>
  );
}
