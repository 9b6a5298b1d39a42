import { StopOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/site/site.strings';

/**
 * The platform's "site closed" page: the customer site of an agent the platform disabled. It covers the
 * whole window (header, menus, footer and the sign-in panel are of no use on a closed site). Rare, so it is
 * a chunk fetched when shown (antd's Result is no part of the login screen): `isSiteClosed` (closedSite.ts)
 * tells when.
 */
export default function SiteClosed() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="site-closed"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'var(--ant-color-bg-layout, #f5f5f5)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Result
        icon={<StopOutlined style={{ color: 'var(--ant-color-text-tertiary, #999)' }} />}
        title={t('site.closedTitle')}
        subTitle={t('site.closedText')}
      />
    </div>
  );
}
