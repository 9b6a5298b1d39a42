import { DesktopOutlined } from '@ant-design/icons';
import { type AgentSoftwareRow, agentSoftwareApi, Permission } from '@onsite/contracts';
import { Empty, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OfferChange, useOfferColumns } from '#web/features/catalogue/offerColumns';
import { formatYuan } from '#web/features/order/money';
import { PluginIcon } from '#web/features/plugin/PluginIcon';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { useAgentSoftware, useSoftwareMutation } from './software.api';
import '#web/features/software/software.strings';

/**
 * An agent's "software" tab (admin › partner detail, spec "agent with detail tabs … software"): every
 * product of the software catalogue, whether the agent may sell it and at what price (never below the
 * platform's). What it offers, the agent's console (its Software page) and its site's /tool/software show.
 */
export function AgentSoftwareTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.softwareOffer] } });
  const software = useAgentSoftware(agentId);
  const set = useSoftwareMutation((change: OfferChange<AgentSoftwareRow>) =>
    api.call(agentSoftwareApi.setOffer, {
      agent_id: agentId,
      software_id: change.row.id,
      offered: change.offered,
      price: change.price,
    }),
  );
  const offerColumns = useOfferColumns({ catalogue: 'software', testId: 'partner-software', canManage, set });

  return (
    <Table<AgentSoftwareRow>
      data-testid="partner-software"
      rowKey="id"
      size="small"
      loading={software.isPending}
      dataSource={software.data ?? []}
      pagination={false}
      scroll={{ x: 680 }}
      locale={{ emptyText: <Empty description={t('software.empty')} /> }}
      columns={[
        {
          title: t('software.name'),
          dataIndex: 'name',
          render: (value: string, row) => (
            <Space>
              <PluginIcon icon={row.cover} size={28} glyph={<DesktopOutlined />} />
              <Space direction="vertical" size={0}>
                <Typography.Text>
                  {value}{' '}
                  {row.version ? <Typography.Text type="secondary">v{row.version}</Typography.Text> : null}
                </Typography.Text>
                {row.status === 1 ? null : <PluginStatusTag status={row.status} />}
              </Space>
            </Space>
          ),
        },
        { title: t('software.seats'), dataIndex: 'seats', width: 90, align: 'right' },
        {
          title: t('software.platformPrice'),
          dataIndex: 'price',
          width: 100,
          align: 'right',
          render: (value: number) => formatYuan(value),
        },
        ...offerColumns,
      ]}
    />
  );
}
