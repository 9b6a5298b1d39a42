import type { AgentSiteData } from '@onsite/contracts';
import { Button, Drawer, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichText } from './RichText';
import { useEssay } from './site.api';
import '#web/features/site/site.strings';

/** Spec §9: page-builder content (base width 750) is shown 388 wide in the help panel. */
export const HELP_PANEL_WIDTH = 388;

/**
 * The right bar's in-page help panel (rightData.on_self = 1, docs/decisions.md 22): the site's own help
 * center page (help_default = 1) or the agent's help center link (help_default = 0) in a 388-wide side
 * panel, with a way to open the whole page.
 */
export function HelpPanel({
  open,
  onClose,
  right,
}: {
  open: boolean;
  onClose: () => void;
  right: AgentSiteData['rightData'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const external = !right.help_default && /^https?:\/\//.test(right.help_center_url);
  const openFull = () => {
    onClose();
    if (external) window.open(right.help_center_url, '_blank', 'noopener');
    else void navigate('/essay/help_center');
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={HELP_PANEL_WIDTH}
      title={t('site.helpCenter')}
      extra={
        <Button type="link" onClick={openFull} data-testid="help-panel-full">
          {t('site.helpOpenFull')}
        </Button>
      }
      mask={false}
      styles={{ body: { padding: external ? 0 : 16 } }}
    >
      <div data-testid="help-panel" style={{ height: '100%' }}>
        {external ? (
          <iframe
            title={t('site.helpCenter')}
            src={right.help_center_url}
            style={{ border: 0, width: '100%', height: '100%' }}
          />
        ) : (
          <SiteHelp />
        )}
      </div>
    </Drawer>
  );
}

/** The site's help center page; mounted (and fetched) once the panel first opens. */
function SiteHelp() {
  const { t } = useTranslation();
  const essay = useEssay({ kind: 'mark', mark: 'help_center' });
  if (essay.isError) return <Result status="404" title={t('site.pageMissing')} />;
  if (!essay.data) return <Skeleton active />;
  return <RichText html={essay.data.content} />;
}
