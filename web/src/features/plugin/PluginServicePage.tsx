import { Permission, type PluginEnablement, pluginServiceApi } from '@onsite/contracts';
import { Button, Card, Col, Flex, Popconfirm, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { PluginIcon } from './PluginIcon';
import { PluginStatusTag } from './PluginTags';
import { usePluginAgents, usePluginMutation, usePluginOverview } from './plugin.api';
import '#web/features/plugin/plugin.strings';
import { when } from '#web/features/lists/timeCell';

/**
 * Admin › plugin service (/addons): per plugin, how many agents have it; below, every enablement across
 * agents (by plugin and agent), each disabled here or from the agent's drawer (admin › partner, its
 * "Add-ons" tab), where plugins are enabled.
 */
export default function PluginServicePage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.pluginServiceManage] } });
  const overview = usePluginOverview();
  const agents = usePluginAgents();
  const disable = usePluginMutation((row: PluginEnablement) =>
    api.call(pluginServiceApi.disable, { id: row.id }),
  );

  const columns: DataColumn<PluginEnablement>[] = [
    {
      title: t('plugin.name'),
      dataIndex: 'plugin_name',
      hideable: false,
      render: (value: string, row) => (
        <Space>
          <PluginIcon icon={row.plugin_icon} size={28} />
          <span data-testid="enablement-plugin">{value}</span>
          {row.plugin_status === 1 ? null : <PluginStatusTag status={row.plugin_status} />}
        </Space>
      ),
    },
    {
      title: t('plugin.agent'),
      dataIndex: 'agent_name',
      render: (value: string) => <span data-testid="enablement-agent">{value}</span>,
    },
    { title: t('plugin.enabledAt'), dataIndex: 'enabled_at', width: 160, render: when },
    {
      title: t('plugin.enabledBy'),
      dataIndex: 'enabled_by',
      width: 140,
      render: (value: string) => value || '—',
    },
  ];

  const searchFields: SearchField<'plugin_id' | 'agent_id'>[] = [
    {
      kind: 'select',
      name: 'plugin_id',
      label: t('plugin.plugin'),
      placeholder: t('plugin.allPlugins'),
      showSearch: true,
      options: (overview.data ?? []).map((plugin) => ({ value: plugin.id, label: plugin.name })),
    },
    {
      kind: 'select',
      name: 'agent_id',
      label: t('plugin.agent'),
      placeholder: t('plugin.allAgents'),
      showSearch: true,
      options: (agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('plugin.overview')}
        size="small"
        loading={overview.isPending}
        data-testid="plugin-overview"
      >
        <Row gutter={[12, 12]}>
          {(overview.data ?? []).map((plugin) => (
            <Col key={plugin.id} xs={12} md={8} lg={6} xxl={4}>
              <Card size="small" data-testid={`plugin-usage-${plugin.mark}`}>
                <Flex gap={12} align="center">
                  <PluginIcon icon={plugin.icon} size={40} />
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Space size={4}>
                      <Typography.Text ellipsis>{plugin.name}</Typography.Text>
                      {plugin.status === 1 ? null : <PluginStatusTag status={plugin.status} />}
                    </Space>
                    <Typography.Text type="secondary">
                      <Typography.Text strong style={{ fontSize: 22 }} data-testid="plugin-usage-agents">
                        {plugin.agents}
                      </Typography.Text>{' '}
                      {t('plugin.agentsUnit')}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
        {overview.data?.length === 0 ? (
          <Typography.Text type="secondary">{t('plugin.empty')}</Typography.Text>
        ) : null}
      </Card>
      <DataTable
        route={pluginServiceApi.getList}
        title={title}
        testId="plugin-enablement-list"
        tableId="plugin-enablement-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        rowActionsWidth={100}
        rowActions={(row) =>
          canManage ? (
            <Popconfirm
              title={t('plugin.disableConfirm', { plugin: row.plugin_name, agent: row.agent_name })}
              onConfirm={async () => {
                await disable.mutateAsync(row);
                feedback.success(t('plugin.disabledDone'));
              }}
            >
              <Button type="link" size="small" danger data-testid="enablement-disable">
                {t('plugin.disable')}
              </Button>
            </Popconfirm>
          ) : null
        }
        emptyText={t('plugin.noEnablements')}
        noMatchText={t('plugin.noMatch')}
        totalText={(total) => t('plugin.enablementTotal', { total })}
      />
    </Flex>
  );
}
