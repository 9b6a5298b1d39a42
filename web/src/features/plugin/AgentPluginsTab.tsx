import { type AgentPluginRow, Permission, pluginServiceApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Space, Switch, Table, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { PluginIcon } from './PluginIcon';
import { PluginStatusTag, PluginToolTags } from './PluginTags';
import { pluginKeys, usePluginMutation } from './plugin.api';
import '#web/features/plugin/plugin.strings';

/**
 * An agent's "Add-ons" tab (admin › partner detail, spec "agent with detail tabs … addon"): every plugin of
 * the catalogue with a switch that enables or disables it for this agent. What it enables, the agent's
 * console (its Add-ons page) and its customer site's tool pages show.
 */
export function AgentPluginsTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.pluginServiceManage] } });
  const plugins = useQuery({
    queryKey: pluginKeys.agent(agentId),
    queryFn: () => api.call(pluginServiceApi.getAgentPlugins, { agent_id: agentId }),
  });
  const set = usePluginMutation((input: { plugin: AgentPluginRow; enabled: boolean }) =>
    api.call(pluginServiceApi.setAgentPlugin, {
      agent_id: agentId,
      plugin_id: input.plugin.id,
      enabled: input.enabled,
    }),
  );

  return (
    <Table<AgentPluginRow>
      data-testid="partner-plugins"
      rowKey="id"
      size="small"
      loading={plugins.isPending}
      dataSource={plugins.data ?? []}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: <Empty description={t('plugin.empty')} /> }}
      columns={[
        {
          title: t('plugin.name'),
          dataIndex: 'name',
          render: (value: string, row) => (
            <Space>
              <PluginIcon icon={row.icon} size={28} />
              <Space direction="vertical" size={0}>
                <Typography.Text>{value}</Typography.Text>
                {row.status === 1 ? null : <PluginStatusTag status={row.status} />}
              </Space>
            </Space>
          ),
        },
        {
          title: t('plugin.tools'),
          dataIndex: 'tools',
          render: (value: AgentPluginRow['tools']) => <PluginToolTags tools={value} />,
        },
        {
          title: t('plugin.enabledAt'),
          dataIndex: 'enabled_at',
          width: 150,
          render: (value: string, row) =>
            value ? (
              <Tooltip
                title={row.enabled_by ? t('plugin.enabledByName', { name: row.enabled_by }) : undefined}
              >
                {dayjs(value).format('YYYY-MM-DD HH:mm')}
              </Tooltip>
            ) : (
              '—'
            ),
        },
        {
          title: t('plugin.enabled'),
          dataIndex: 'enabled',
          width: 90,
          render: (value: boolean, row) => (
            <Switch
              checked={value}
              // an off-sale plugin may be switched off, not newly on
              disabled={!canManage || (!value && row.status !== 1)}
              loading={set.isPending && set.variables?.plugin.id === row.id}
              onChange={async (enabled) => {
                await set.mutateAsync({ plugin: row, enabled });
                feedback.success(enabled ? t('plugin.enabledDone') : t('plugin.disabledDone'));
              }}
              data-testid={`partner-plugin-switch-${row.mark}`}
            />
          ),
        },
      ]}
    />
  );
}
