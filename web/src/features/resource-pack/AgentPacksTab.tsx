import { type AgentResourcePackRow, resourcePackApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { useApi } from '#web/shell/console';
import '#web/features/resource-pack/resourcePack.strings';

/**
 * An agent's "resource packs" tab (admin › partner detail): every pack of the platform, its price (the agent's
 * wholesale), the agent's retail price and whether its site sells it. The agent sets those on its 产品 page;
 * the tab reads them.
 */
export function AgentPacksTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const packs = useQuery({
    queryKey: ['resourcePack', 'agent', agentId],
    queryFn: () => api.call(resourcePackApi.agentPacks, { agent_id: agentId }),
  });
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon message={t('resourcePack.tabHelp')} />
      <Table<AgentResourcePackRow>
        data-testid="partner-packs"
        rowKey="id"
        size="small"
        loading={packs.isPending}
        dataSource={packs.data ?? []}
        pagination={false}
        scroll={{ x: 680 }}
        locale={{ emptyText: <Empty description={t('resourcePack.empty')} /> }}
        columns={[
          {
            title: t('resourcePack.name'),
            dataIndex: 'name',
            render: (value: string, row) => (
              <Flex vertical gap={2} align="flex-start">
                <Typography.Text>{value}</Typography.Text>
                {row.status === 1 ? null : <PluginStatusTag status={row.status} />}
              </Flex>
            ),
          },
          {
            title: t('resourcePack.kind'),
            dataIndex: 'kind',
            width: 100,
            render: (value: AgentResourcePackRow['kind']) => t(`resourcePack.kinds.${value}`),
          },
          {
            title: t('resourcePack.quantity'),
            dataIndex: 'quantity',
            width: 110,
            align: 'right',
            render: (value: number, row) =>
              row.kind === 'sms' ? t('resourcePack.quantitySms', { count: value }) : formatYuan(value),
          },
          {
            title: t('resourcePack.wholesale'),
            dataIndex: 'price',
            width: 100,
            align: 'right',
            render: (value: number) => formatYuan(value),
          },
          {
            title: t('resourcePack.retail'),
            dataIndex: 'retail_price',
            width: 140,
            align: 'right',
            render: (value: number, row) =>
              row.changed ? (
                <Typography.Text strong data-testid="partner-pack-retail">
                  {formatYuan(value)}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary" data-testid="partner-pack-retail">
                  {t('resourcePack.retailDefault', { price: formatYuan(value) })}
                </Typography.Text>
              ),
          },
          {
            title: t('resourcePack.site'),
            dataIndex: 'enabled',
            width: 110,
            render: (value: boolean) =>
              value ? (
                <Tag color="green">{t('resourcePack.siteOn')}</Tag>
              ) : (
                <Tag>{t('resourcePack.siteOff')}</Tag>
              ),
          },
        ]}
      />
    </Flex>
  );
}
