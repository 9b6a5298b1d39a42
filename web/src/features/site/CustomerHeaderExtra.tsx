import { DesktopOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { VipButton } from '#web/features/order/VipModal';
import { useShell } from '#web/shell/shellContext';
import { useSiteData } from './site.api';
import '#web/features/site/site.strings';

/** Pages of the public site, where the header offers "enter workspace". */
const PUBLIC_PREFIXES = ['/programme', '/tool', '/essay'];

/** The customer header's own entries: VIP, help center (when the site enables it), enter workspace. */
export function CustomerHeaderExtra() {
  const { t } = useTranslation();
  const { user } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const site = useSiteData();
  const right = site.data?.rightData;
  const onPublicPage = PUBLIC_PREFIXES.some((prefix) => location.pathname.startsWith(prefix));
  return (
    <>
      <VipButton />
      {right?.on_help_center ? (
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          data-testid="header-help"
          onClick={() =>
            right.help_center_url
              ? window.open(right.help_center_url, '_blank', 'noopener')
              : void navigate('/essay/help_center')
          }
        >
          {t('site.helpCenter')}
        </Button>
      ) : null}
      {user && onPublicPage ? (
        <Button
          type="primary"
          ghost
          icon={<DesktopOutlined />}
          data-testid="enter-workspace"
          onClick={() => window.open('/my/activity', '_blank', 'noopener')}
        >
          {t('site.enterWorkspace')}
        </Button>
      ) : null}
    </>
  );
}
