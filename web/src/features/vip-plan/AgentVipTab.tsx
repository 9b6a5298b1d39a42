import { type PartnerVipPlan, Permission, partnerVipApi } from '@onsite/contracts';
import { Button, Empty, InputNumber, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { yuan } from '#web/features/software/software.api';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { useAgentVipPlans, useDurationText, useVipPlanMutation } from './vipPlan.api';

type Change = { row: PartnerVipPlan; offered: boolean; price?: number };

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
  /** the yuan typed per plan, until saved */
  const [drafts, setDrafts] = useState<Record<number, number | null>>({});
  const set = useVipPlanMutation((change: Change) =>
    api.call(partnerVipApi.setOffer, {
      agent_id: agentId,
      plan_id: change.row.id,
      offered: change.offered,
      price: change.price,
    }),
  );
  const draftOf = (row: PartnerVipPlan) => drafts[row.id] ?? (row.agent_price ?? row.price) / 100;
  const apply = async (change: Change, done: string) => {
    await set.mutateAsync(change);
    setDrafts(({ [change.row.id]: _saved, ...rest }) => rest);
    feedback.success(done);
  };

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
          render: (value: number) => yuan(value),
        },
        {
          title: t('vipPlan.agentPrice'),
          dataIndex: 'agent_price',
          width: 210,
          render: (_: number | null, row) => {
            const draft = draftOf(row);
            const changed = row.offered && Math.round((draft ?? 0) * 100) !== row.agent_price;
            return (
              <Space size={4}>
                <InputNumber
                  size="small"
                  min={row.price / 100}
                  precision={2}
                  prefix="¥"
                  value={draft}
                  disabled={!canManage}
                  onChange={(value) => setDrafts((current) => ({ ...current, [row.id]: value }))}
                  style={{ width: 130 }}
                  data-testid={`partner-vip-price-${row.id}`}
                />
                {changed ? (
                  <Button
                    size="small"
                    type="link"
                    loading={set.isPending && set.variables?.row.id === row.id}
                    onClick={() =>
                      void apply(
                        { row, offered: true, price: Math.round((draft ?? 0) * 100) },
                        t('vipPlan.priceSaved'),
                      )
                    }
                    data-testid={`partner-vip-save-${row.id}`}
                  >
                    {t('vipPlan.savePrice')}
                  </Button>
                ) : null}
              </Space>
            );
          },
        },
        {
          title: t('vipPlan.offered'),
          dataIndex: 'offered',
          width: 80,
          render: (value: boolean, row) => (
            <Tooltip
              title={
                row.offered_at
                  ? t('vipPlan.offeredBy', {
                      time: dayjs(row.offered_at).format('YYYY-MM-DD HH:mm'),
                      name: row.offered_by || '—',
                    })
                  : undefined
              }
            >
              <Switch
                checked={value}
                // a plan off sale may be withdrawn, not newly offered
                disabled={!canManage || (!value && row.status !== 1)}
                loading={set.isPending && set.variables?.row.id === row.id}
                onChange={(offered) =>
                  void apply(
                    { row, offered, price: offered ? Math.round((draftOf(row) ?? 0) * 100) : undefined },
                    offered ? t('vipPlan.offeredDone') : t('vipPlan.withdrawnDone'),
                  )
                }
                data-testid={`partner-vip-switch-${row.id}`}
              />
            </Tooltip>
          ),
        },
        { title: t('vipPlan.buyers'), dataIndex: 'buyers', width: 80, align: 'right' },
      ]}
    />
  );
}
