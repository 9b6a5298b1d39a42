import { platformTeamApi } from '@onsite/contracts';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '#web/shell/pageProps';
import { TeamProfileForm } from './TeamProfileForm';
import '#web/features/organization/organization.strings';

const routes = { get: platformTeamApi.getInfo, update: platformTeamApi.update };

/**
 * Admin › team › profile: the platform's own organisation (the default agent team), in the form an agent
 * team's owners use. It is the platform: no attestation applies, so it is marked "platform", not verified.
 */
export default function PlatformTeamProfilePage({ title }: PageProps) {
  const { t } = useTranslation();
  return (
    <TeamProfileForm
      title={title}
      routes={routes}
      queryKey={['admin', 'platform-team-profile']}
      extra={() => <Tag color="blue">{t('organization.platformDefault')}</Tag>}
      notice={
        <Alert
          type="info"
          showIcon
          title={t('organization.platformTeamHelp')}
          style={{ marginBottom: 16, maxWidth: 560 }}
        />
      }
    />
  );
}
