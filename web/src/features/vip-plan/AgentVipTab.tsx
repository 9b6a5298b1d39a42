import { type PartnerVipPlan, Permission, partnerVipApi } from '@onsite/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgentOfferTab } from '#web/features/catalogue/AgentOfferTab';
import type { OfferChange } from '#web/features/catalogue/offerColumns';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
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
  const plans = useAgentVipPlans(agentId);

  return (
    <AgentOfferTab<PartnerVipPlan>
      catalogue="vipPlan"
      testId="partner-vip"
      permission={Permission.admin.vipPlanOffer}
      rows={plans}
      useMutation={useVipPlanMutation}
      offer={(change: OfferChange<PartnerVipPlan>) =>
        api.call(partnerVipApi.setOffer, {
          agent_id: agentId,
          plan_id: change.row.id,
          offered: change.offered,
          price: change.price,
        })
      }
      width={700}
      name={{
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
      }}
      after={[{ title: t('vipPlan.buyers'), dataIndex: 'buyers', width: 80, align: 'right' }]}
    />
  );
}
