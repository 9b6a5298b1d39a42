import { Empty, Flex, Skeleton } from 'antd';
import type { PageProps } from '#web/shell/pageProps';
import { BankAccountCard } from './BankAccountCard';
import { SiteSettingsForm } from './SiteSettingsForm';
import { useSaveSiteSettings, useSiteSettings } from './siteSettings.api';

/** The agent's customer-site settings (agent /site): page data, footer and right bar (spec §3 agent site data). */
export default function SiteSettingsPage({ title }: PageProps) {
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  if (settings.isPending) return <Skeleton active />;
  if (!settings.data) return <Empty />;
  return (
    <Flex vertical gap={16}>
      <SiteSettingsForm
        title={title}
        settings={settings.data}
        saving={save.isPending}
        onSave={(values) => save.mutateAsync(values)}
      />
      <BankAccountCard />
    </Flex>
  );
}
