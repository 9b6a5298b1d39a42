import { partnerApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Space, Tag, Typography } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, type DetailParam } from '#web/components/detail/DetailDrawer';
import { TeamLogo, Verified } from '#web/features/organization/TeamBadges';
import { useApi } from '#web/shell/console';
import { EnabledTag } from './EnabledTag';
import '#web/features/partner/partner.strings';
import '#web/features/template/template.strings';
import '#web/features/wecom/wework.strings';
import '#web/features/site/siteSettings.strings';
import '#web/features/site-content/siteArticles.strings';
import '#web/features/plugin/plugin.strings';
import '#web/features/software/software.strings';
import '#web/features/resource-pack/resourcePack.strings';
import { when } from '#web/features/lists/timeCell';

/** A tab's content, loaded when the tab is first shown (the drawer's tabs would otherwise weigh on the list page). */
function lazyTab<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Tab = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={<Skeleton active />}>
      <Tab {...props} />
    </Suspense>
  );
}

const AgentCopyrightTab = lazyTab(() =>
  import('#web/features/copyright/AgentCopyrightTab').then((module) => module.AgentCopyrightTab),
);
const AgentDeviceTab = lazyTab(() =>
  import('#web/features/pbsign/AgentDeviceTab').then((module) => module.AgentDeviceTab),
);
const AgentPluginsTab = lazyTab(() =>
  import('#web/features/plugin/AgentPluginsTab').then((module) => module.AgentPluginsTab),
);
const AgentPacksTab = lazyTab(() =>
  import('#web/features/resource-pack/AgentPacksTab').then((module) => module.AgentPacksTab),
);
const AgentSoftwareTab = lazyTab(() =>
  import('#web/features/software/AgentSoftwareTab').then((module) => module.AgentSoftwareTab),
);
const PartnerTemplatesTab = lazyTab(() =>
  import('#web/features/template/PartnerTemplatesTab').then((module) => module.PartnerTemplatesTab),
);
const AgentVipTab = lazyTab(() =>
  import('#web/features/vip-plan/AgentVipTab').then((module) => module.AgentVipTab),
);
const PartnerWeworkTab = lazyTab(() =>
  import('#web/features/wecom/PartnerWeworkTab').then((module) => module.PartnerWeworkTab),
);
const PartnerArticlesTab = lazyTab(() =>
  import('#web/features/site-content/PartnerContentTabs').then((module) => module.PartnerArticlesTab),
);
const PartnerSiteTab = lazyTab(() =>
  import('#web/features/site-content/PartnerContentTabs').then((module) => module.PartnerSiteTab),
);

/**
 * An agent's drawer (admin › partner, `?detail=<id>`), its basic information: organisation, owner, domains,
 * contact, verification (from the attestation), status, members and customers, created.
 */
export function PartnerDetailDrawer({ detail }: { detail: DetailParam<number> }) {
  const { t } = useTranslation();
  const api = useApi();
  const info = useQuery({
    queryKey: ['partner', 'detail', detail.id],
    queryFn: () => api.call(partnerApi.detail, { id: detail.id ?? 0 }),
    enabled: detail.id !== null,
  });
  const agent = info.data;
  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={agent?.corporate_name}
      loading={info.isPending}
      error={info.error}
      onRetry={() => void info.refetch()}
      width={760}
      testId="partner-detail-drawer"
      itemsLabel={t('partner.basic')}
      tabs={
        agent
          ? [
              // the spec's order of the agent's tabs: basic, addon, skin, software, vip, wework; then ours
              { key: 'addon', label: t('plugin.tab'), children: <AgentPluginsTab agentId={agent.id} /> },
              { key: 'skin', label: t('template.tab'), children: <PartnerTemplatesTab agent={agent} /> },
              {
                key: 'software',
                label: t('software.tab'),
                children: <AgentSoftwareTab agentId={agent.id} />,
              },
              { key: 'vip', label: t('partnerVip.tab'), children: <AgentVipTab agentId={agent.id} /> },
              { key: 'wework', label: t('wework.tab'), children: <PartnerWeworkTab agentId={agent.id} /> },
              // issue 16's kinds the spec's tabs do not name: copyright, sign-in devices, and the platform's packs at the
              // agent's retail prices
              {
                key: 'copyright',
                label: t('partner.copyrightTab'),
                children: <AgentCopyrightTab agentId={agent.id} />,
              },
              {
                key: 'device',
                label: t('partner.deviceTab'),
                children: <AgentDeviceTab agentId={agent.id} />,
              },
              { key: 'packs', label: t('resourcePack.tab'), children: <AgentPacksTab agentId={agent.id} /> },
              {
                key: 'articles',
                label: t('siteArticles.tab'),
                children: <PartnerArticlesTab agentId={agent.id} />,
              },
              {
                key: 'site',
                label: t('siteSettings.tab'),
                children: <PartnerSiteTab agentId={agent.id} name={agent.corporate_name} />,
              },
            ]
          : undefined
      }
      items={
        agent
          ? [
              {
                key: 'name',
                label: t('partner.name'),
                children: (
                  <Space>
                    <TeamLogo avatar={agent.corporate_avatar} />
                    {agent.corporate_name}
                  </Space>
                ),
              },
              { key: 'brief', label: t('partner.brief'), children: agent.corporate_brief || '—' },
              {
                key: 'owner',
                label: t('partner.owner'),
                children: agent.owner ? (
                  <Space direction="vertical" size={0}>
                    <span>{agent.owner.name}</span>
                    <Typography.Text type="secondary">{agent.owner.email}</Typography.Text>
                  </Space>
                ) : (
                  '—'
                ),
              },
              {
                key: 'domains',
                label: t('partner.domains'),
                children: agent.domains.length
                  ? agent.domains.map((domain) => <Tag key={domain}>{domain}</Tag>)
                  : '—',
              },
              { key: 'contactName', label: t('partner.contactName'), children: agent.contact_name || '—' },
              { key: 'contactPhone', label: t('partner.contactPhone'), children: agent.contact_phone || '—' },
              { key: 'verified', label: t('partner.verified'), children: <Verified status={agent.status} /> },
              {
                key: 'status',
                label: t('partner.status'),
                children: <EnabledTag agent={agent} withTime />,
              },
              { key: 'members', label: t('partner.members'), children: agent.members },
              { key: 'customers', label: t('partner.customers'), children: agent.customers },
              { key: 'created', label: t('partner.created'), children: when(agent.create_time) },
            ]
          : undefined
      }
    />
  );
}
