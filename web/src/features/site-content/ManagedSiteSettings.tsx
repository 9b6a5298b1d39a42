import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { SiteSettingsForm } from '#web/features/site/SiteSettingsForm';
import { type SiteOwner, useManagedSite } from './siteContent.api';

/**
 * A site's settings as the platform edits them: the agent's own site form (features/site) with the login
 * switches, for one agent (partner drawer "site" tab) or the platform's default site (admin › website).
 */
export function ManagedSiteSettings({
  owner,
  title,
  editable,
}: {
  owner: Exclude<SiteOwner, { kind: 'team' }>;
  title: ReactNode;
  editable: boolean;
}) {
  const { settings, save } = useManagedSite(owner);
  if (settings.isPending) return <Skeleton active />;
  if (!settings.data) return <Empty />;
  return (
    <SiteSettingsForm
      title={title}
      settings={settings.data}
      saving={save.isPending}
      onSave={(values) =>
        save.mutateAsync({
          ...values,
          phone_on: values.phone_on === 0 ? 0 : 1,
          on_wechat_login: values.on_wechat_login === 1 ? 1 : 0,
        })
      }
      login
      editable={editable}
    />
  );
}
