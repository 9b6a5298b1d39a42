import { DesktopOutlined } from '@ant-design/icons';
import { type AgentSoftwareRow, agentSoftwareApi, Permission } from '@onsite/contracts';
import { Button, Empty, InputNumber, Space, Switch, Table, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { PluginIcon } from '#web/features/plugin/PluginIcon';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { useAgentSoftware, useSoftwareMutation, yuan } from './software.api';
import '#web/features/software/software.strings';

type Change = { row: AgentSoftwareRow; offered: boolean; price?: number };

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
  /** the yuan typed per product, until saved */
  const [drafts, setDrafts] = useState<Record<number, number | null>>({});
  const set = useSoftwareMutation((change: Change) =>
    api.call(agentSoftwareApi.setOffer, {
      agent_id: agentId,
      software_id: change.row.id,
      offered: change.offered,
      price: change.price,
    }),
  );
  const draftOf = (row: AgentSoftwareRow) => drafts[row.id] ?? (row.agent_price ?? row.price) / 100;
  const apply = async (change: Change, done: string) => {
    await set.mutateAsync(change);
    setDrafts(({ [change.row.id]: _saved, ...rest }) => rest);
    feedback.success(done);
  };

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
          render: (value: number) => yuan(value),
        },
        {
          title: t('software.agentPrice'),
          dataIndex: 'agent_price',
          width: 200,
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
                  style={{ width: 120 }}
                  data-testid={`partner-software-price-${row.id}`}
                />
                {changed ? (
                  <Button
                    size="small"
                    type="link"
                    loading={set.isPending && set.variables?.row.id === row.id}
                    onClick={() =>
                      void apply(
                        { row, offered: true, price: Math.round((draft ?? 0) * 100) },
                        t('software.priceSaved'),
                      )
                    }
                    data-testid={`partner-software-save-${row.id}`}
                  >
                    {t('software.savePrice')}
                  </Button>
                ) : null}
              </Space>
            );
          },
        },
        {
          title: t('software.offered'),
          dataIndex: 'offered',
          width: 80,
          render: (value: boolean, row) => (
            <Tooltip
              title={
                row.offered_at
                  ? t('software.offeredBy', {
                      time: dayjs(row.offered_at).format('YYYY-MM-DD HH:mm'),
                      name: row.offered_by || '—',
                    })
                  : undefined
              }
            >
              <Switch
                checked={value}
                // software off sale may be withdrawn, not newly offered
                disabled={!canManage || (!value && row.status !== 1)}
                loading={set.isPending && set.variables?.row.id === row.id}
                onChange={(offered) =>
                  void apply(
                    { row, offered, price: offered ? Math.round((draftOf(row) ?? 0) * 100) : undefined },
                    offered ? t('software.offeredDone') : t('software.withdrawnDone'),
                  )
                }
                data-testid={`partner-software-switch-${row.id}`}
              />
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
