import { Permission } from '@onsite/contracts';
import { useCan } from '#web/shell/access';
import { ManagedSiteSettings } from './ManagedSiteSettings';
import { SiteArticles } from './SiteArticles';

const usePartnerEdit = () => useCan({ authorities: { allOf: [Permission.admin.partnerUpdate] } });

/** The partner drawer's "articles" tab: the agent's own pages, edited with admin.partner.update. */
export function PartnerArticlesTab({ agentId }: { agentId: number }) {
  return <SiteArticles owner={{ kind: 'partner', agentId }} editable={usePartnerEdit()} />;
}

/** The partner drawer's "site" tab: the agent's site settings and login switches. */
export function PartnerSiteTab({ agentId, name }: { agentId: number; name: string }) {
  return (
    <ManagedSiteSettings owner={{ kind: 'partner', agentId }} title={name} editable={usePartnerEdit()} />
  );
}
