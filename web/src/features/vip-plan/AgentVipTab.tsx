import { type PartnerVipPlan, Permission, partnerVipApi } from '@onsite/contracts';
import { Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OfferChange, useOfferColumns } from '#web/features/catalogue/offerColumns';
import { formatYuan } from '#web/features/order/money';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { useAgentVipPlans, useDurationText, useVipPlanMutation } from './vipPlan.api';
import '#web/features/vip-plan/vipPlan.strings';

/**
 * An agent's "vip" tab (admin › partner detail): every plan of the VIP catalogue, whether the agent's site
 * sells it and at what price (never below the platform's). What it sells, its site's VIP popup shows.
 */
export function AgentVipTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const duration = useDurationText();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.vipPlanOffer] } });
  const plans = useAgentVipPlans(agentId);
  const set = useVipPlanMutation((change: OfferChange<PartnerVipPlan>) =>
    api.call(partnerVipApi.setOffer, {
      agent_id: agentId,
      plan_id: change.row.id,
      offered: change.offered,
      price: change.price,
    }),
  );
  const offerColumns = useOfferColumns({ catalogue: 'vipPlan', testId: 'partner-vip', canManage, set });

  return (
    <Table<PartnerVipPlan>
      data-testid="partner-vip"
      rowKey="id"
      size="small"
      loading={plans.isPending}
      dataSource={plans.data ?? []}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: <Empty description={t('vipPlan.empty')} /> }}
      columns={[
        {
          title: t('vipPlan.title'),
          dataIndex: 'title',
          render: (value: string, row) => (
            <Space direction="vertical" size={0}>
              <Typography.Text>
                {value} <Tag color="gold">{t('vipPlan.levelN', { level: row.vip_id })}</Tag>
              </Typography.Text>
              <Typography.Text type="secondary">
                {duration(row.duration, row.duration_unit)} · {row.scene_name.split(',').join('、')}
              </Typography.Text>
              {row.status === 1 ? null : <PluginStatusTag status={row.status} />}
            </Space>
          ),
        },
        {
          title: t('vipPlan.platformPrice'),
          dataIndex: 'price',
          width: 110,
          align: 'right',
          render: (value: number) => formatYuan(value),
        },
        ...offerColumns,
        { title: t('vipPlan.buyers'), dataIndex: 'buyers', width: 80, align: 'right' },
      ]}
    />
  );
}
