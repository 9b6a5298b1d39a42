import { Permission } from '@onsite/contracts';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';
import { ManagedSiteSettings } from './ManagedSiteSettings';
import { SiteArticles } from './SiteArticles';
import '#web/features/site-content/siteArticles.strings';

/**
 * Admin › website: the platform's own default site (the site of every host no agent registered) — footer
 * (bottom links, services, copyright), login switches, right bar and page data — in the agents' form; and the
 * platform's own pages and articles, which every site shows for want of its own.
 */
export default function WebsitePage({ title }: PageProps) {
  const { t } = useTranslation();
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.website] } });
  return (
    <Flex vertical gap={16}>
      <ManagedSiteSettings owner={{ kind: 'platform' }} title={title} editable={canEdit} />
      <Card title={t('siteArticles.platformTitle')} data-testid="website-articles">
        <SiteArticles owner={{ kind: 'platform' }} editable={canEdit} />
      </Card>
    </Flex>
  );
}
