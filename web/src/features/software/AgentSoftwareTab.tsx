import { DesktopOutlined } from '@ant-design/icons';
import { type AgentSoftwareRow, agentSoftwareApi, Permission } from '@onsite/contracts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgentOfferTab } from '#web/features/catalogue/AgentOfferTab';
import type { OfferChange } from '#web/features/catalogue/offerColumns';
import { PluginIcon } from '#web/features/plugin/PluginIcon';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { useApi } from '#web/shell/console';
import { useAgentSoftware, useSoftwareMutation } from './software.api';
import '#web/features/software/software.strings';

/**
 * An agent's "software" tab (admin › partner detail, spec "agent with detail tabs … software"): every
 * product of the software catalogue, whether the agent may sell it and at what price (never below the
 * platform's). What it offers, the agent's console (its Product page) and its site's /tool/software show.
 */
export function AgentSoftwareTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const software = useAgentSoftware(agentId);

  return (
    <AgentOfferTab<AgentSoftwareRow>
      catalogue="software"
      testId="partner-software"
      permission={Permission.admin.softwareOffer}
      rows={software}
      useMutation={useSoftwareMutation}
      offer={(change: OfferChange<AgentSoftwareRow>) =>
        api.call(agentSoftwareApi.setOffer, {
          agent_id: agentId,
          software_id: change.row.id,
          offered: change.offered,
          price: change.price,
        })
      }
      width={680}
      name={{
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
      }}
      before={[{ title: t('software.seats'), dataIndex: 'seats', width: 90, align: 'right' }]}
    />
  );
}
