import { CrownOutlined } from '@ant-design/icons';
import type { TemplateTier } from '@onsite/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/template/template.strings';

/** Free, or VIP only (gold, with the crown the VIP popup uses). */
export function TierTag({ tier }: { tier: TemplateTier }) {
  const { t } = useTranslation();
  return tier === 'vip' ? (
    <Tag color="gold" icon={<CrownOutlined />}>
      {t('template.vip')}
    </Tag>
  ) : (
    <Tag>{t('template.free')}</Tag>
  );
}
