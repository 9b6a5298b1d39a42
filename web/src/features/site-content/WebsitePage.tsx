import { Permission } from '@onsite/contracts';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';
import { ManagedSiteSettings } from './ManagedSiteSettings';

/**
 * Admin › website: the platform's own default site (the site of every host no agent registered) — footer
 * (bottom links, services, copyright), login switches, right bar and page data — in the agents' form.
 */
export default function WebsitePage({ title }: PageProps) {
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.website] } });
  return <ManagedSiteSettings owner={{ kind: 'platform' }} title={title} editable={canEdit} />;
}
