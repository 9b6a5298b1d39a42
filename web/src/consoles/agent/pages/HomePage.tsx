import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from '#web/features/dashboard/DashboardPanel';
import { WelcomePanel } from '#web/features/home/WelcomePanel';
import { useAgentInfo } from '#web/features/session/agent';

export default function AgentHomePage() {
  const { t } = useTranslation();
  const info = useAgentInfo();
  const roles = info.data?.roles.map((role) => role.roleName || role.roleCode) ?? [];
  const team = info.data?.teams.find((row) => row.opid === info.data?.basic_info.last_team_id);
  return (
    <WelcomePanel
      homePath="/index"
      roles={roles}
      extra={
        <Flex gap={8} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('home.team')}</Typography.Text>
          <Typography.Text>{team?.corporate_name ?? t('team.none')}</Typography.Text>
        </Flex>
      }
    >
      <DashboardPanel />
    </WelcomePanel>
  );
}
