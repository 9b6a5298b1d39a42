import { type OwnPluginItem, ownPluginApi } from '@onsite/contracts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { PageProps } from '#web/shell/pageProps';
import { PluginIcon } from './PluginIcon';
import { PluginStatusTag, PluginToolTags } from './PluginTags';
import { usePluginFilters } from './plugin.api';
import '#web/features/plugin/plugin.strings';
import { when } from '#web/features/lists/timeCell';

/**
 * The agent console's Add-ons (read-only): the plugins the platform enabled for the team, with what they do
 * and the tools they work with. One taken off sale stays listed, marked: its customers no longer see it.
 */
export default function OwnPluginPage({ title }: PageProps) {
  const { t } = useTranslation();
  const filters = usePluginFilters();
  const columns: DataColumn<OwnPluginItem>[] = [
    {
      title: t('plugin.name'),
      dataIndex: 'name',
      hideable: false,
      width: 200,
      render: (value: string, row) => (
        <Space>
          <PluginIcon icon={row.icon} />
          <Typography.Text strong data-testid="own-plugin-name">
            {value}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('plugin.description'),
      dataIndex: 'description',
      render: (value: string) => value || '—',
    },
    {
      title: t('plugin.tools'),
      dataIndex: 'tools',
      width: 220,
      render: (value: OwnPluginItem['tools']) => <PluginToolTags tools={value} />,
    },
    {
      title: t('plugin.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: number) => <PluginStatusTag status={value} />,
    },
    { title: t('plugin.enabledAt'), dataIndex: 'enabled_at', width: 150, render: when },
  ];
  return (
    <DataTable
      route={ownPluginApi.getList}
      title={title}
      testId="own-plugin-list"
      tableId="own-plugin-list"
      rowKey="id"
      columns={columns}
      searchFields={filters}
      emptyText={t('plugin.ownEmpty')}
      noMatchText={t('plugin.noMatch')}
      totalText={(total) => t('plugin.total', { total })}
      tableProps={{ scroll: { x: 900 } }}
    />
  );
}
