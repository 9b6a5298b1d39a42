import { CheckOutlined, DownOutlined, TeamOutlined } from '@ant-design/icons';
import type { Team } from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '#web/app/feedback';
import { useAgentInfo } from '#web/features/session/agent';
import { useApi } from '#web/shell/console';
import { useTabsStoreApi } from '#web/shell/tabs/tabsStore';
import { changeTeam } from './session';

function TeamLabel({ team, current }: { team: Team; current: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} style={{ minWidth: 220 }}>
      <span style={{ flex: 1 }}>{team.corporate_name}</span>
      <Tag color={team.status === 1 ? 'success' : 'default'}>
        {team.status === 1 ? t('team.verified') : t('team.unverified')}
      </Tag>
      <CheckOutlined
        style={{ visibility: current ? 'visible' : 'hidden', color: 'var(--ant-color-primary)' }}
      />
    </Flex>
  );
}

/**
 * The agent's team popover in the header: every team of the user with its verified label, the current one
 * ticked. Switching makes the server act in the other team; the console then starts over in it: tabs
 * closed, user info and menus fetched again (routes rebuilt), home page shown.
 */
export function TeamSwitch() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tabs = useTabsStoreApi();
  const info = useAgentInfo();
  const switchTeam = useMutation({
    mutationFn: (opid: number) => changeTeam(api, opid),
    onSuccess: async () => {
      feedback.success(t('team.switched'));
      // Menus and data belong to the team: start again from the home of the new one.
      tabs.getState().reset();
      await navigate('/', { replace: true });
      // Every cached answer (user info, menus, notices, lists) was the old team's.
      await queryClient.resetQueries();
    },
  });

  const teams = info.data?.teams ?? [];
  const currentId = info.data?.basic_info.last_team_id;
  const current = teams.find((team) => team.opid === currentId);

  return (
    <Dropdown
      trigger={['click']}
      disabled={teams.length === 0 || switchTeam.isPending}
      menu={{
        items: teams.map((team) => ({
          key: String(team.opid),
          label: <TeamLabel team={team} current={team.opid === currentId} />,
          'data-testid': `team-${team.opid}`,
        })),
        onClick: ({ key }) => {
          const opid = Number(key);
          if (opid !== currentId) switchTeam.mutate(opid);
        },
      }}
    >
      <Button
        type="text"
        icon={<TeamOutlined />}
        loading={switchTeam.isPending}
        aria-label={t('team.switch')}
        data-testid="team-switch"
      >
        <span className="team-switch-name">{current?.corporate_name ?? t('team.none')}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
