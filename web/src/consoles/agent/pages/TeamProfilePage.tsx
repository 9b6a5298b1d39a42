import { agentApi } from '@onsite/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TeamProfileForm } from '#web/features/organization/TeamProfileForm';
import { agentQueryKeys } from '#web/features/session/agent';
import type { PageProps } from '#web/shell/pageProps';

const routes = { get: agentApi.getTeamProfile, update: agentApi.updateTeamProfile };

/**
 * Agent console › team profile (its owners): the organisation's name, brief, avatar and contact as the
 * platform and the team popover show them; whether it is verified comes from the attestation.
 */
export default function TeamProfilePage({ title }: PageProps) {
  const { t } = useTranslation();
  return (
    <TeamProfileForm
      title={title}
      routes={routes}
      queryKey={['agent', 'team-profile']}
      alsoRefresh={[agentQueryKeys.info]}
      extra={(status) => (
        <Tag color={status === 1 ? 'success' : 'default'}>
          {status === 1 ? t('team.verified') : t('team.unverified')}
        </Tag>
      )}
    />
  );
}
