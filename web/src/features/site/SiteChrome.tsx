import { CustomerServiceOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { FloatButton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { customerQueryKeys } from '#web/features/session/customer';
import { SupportBanner } from '#web/features/support/SupportBanner';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import { useShell } from '#web/shell/shellContext';
import { isSiteClosed } from './closedSite';
import { HelpPanel } from './HelpPanel';
import { locationFromMessage } from './navigateMessage';
import SiteClosed from './SiteClosed';
import { useChangeInfo } from './site.api';
import { useSiteBranding } from './useSiteBranding';
import '#web/features/site/site.strings';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function setFavicon(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * What the customer site adds around every page: keywords, description and favicon of the agent's
 * websiteData (its title and name also brand the header and the document title), the right floating bar
 * (customer service, feedback, help as a link or the in-page help panel, back to top), the 3 s
 * getChangeInfo poll that reloads the customer's info when the account changed elsewhere, and navigation
 * asked for by another window of ours.
 */
export function SiteChrome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useShell();
  const site = useSiteBranding();
  const storageUrl = useStorageUrl();
  const change = useChangeInfo(Boolean(user));
  const lastVersion = useRef<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const website = site.data?.websiteData;
    if (!website) return;
    setMeta('keywords', website.keyword);
    setMeta('description', website.description);
    if (website.url_ico) setFavicon(storageSrc(website.url_ico, storageUrl));
  }, [site.data, storageUrl]);

  const version = change.data?.version ?? null;
  useEffect(() => {
    if (!version) return;
    if (lastVersion.current && lastVersion.current !== version) {
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.info });
    }
    lastVersion.current = version;
  }, [version, queryClient]);

  // Another window of ours (e.g. the activity editor) may ask the site to show a route.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = locationFromMessage(event, window.location.origin);
      if (target) void navigate(target);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  if (isSiteClosed(site.error)) return <SiteClosed />;
  const right = site.data?.rightData;
  const firstService = site.data?.bottomData.services[0]?.id ?? 1;
  const open = (link: string) => {
    if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
    else void navigate(link);
  };
  return (
    <>
      <SupportBanner />
      <FloatButton.Group shape="square" style={{ insetInlineEnd: 24 }} data-testid="site-right-bar">
        {right?.on_customer_service ? (
          <FloatButton
            icon={<CustomerServiceOutlined />}
            tooltip={t('site.customerService')}
            onClick={() => open(`/essay/service?id=${firstService}`)}
          />
        ) : null}
        {right?.on_feedback ? (
          <FloatButton
            icon={<MessageOutlined />}
            tooltip={t('site.feedback')}
            onClick={() => open(right.feedback_url || `/essay/service?id=${firstService}`)}
          />
        ) : null}
        {right?.on_help_center ? (
          <FloatButton
            icon={<QuestionCircleOutlined />}
            tooltip={t('site.helpCenter')}
            data-testid="right-help"
            onClick={() =>
              right.on_self ? setHelpOpen(true) : open(right.help_center_url || '/essay/help_center')
            }
          />
        ) : null}
        <FloatButton.BackTop tooltip={t('site.backToTop')} visibilityHeight={200} />
      </FloatButton.Group>
      {right?.on_help_center && right.on_self ? (
        <HelpPanel open={helpOpen} onClose={() => setHelpOpen(false)} right={right} />
      ) : null}
    </>
  );
}
