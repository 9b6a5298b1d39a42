import { type AgentDeviceRow, agentDeviceApi, Permission } from '@onsite/contracts';
import { Space } from 'antd';
import { AgentOfferTab } from '#web/features/catalogue/AgentOfferTab';
import type { OfferChange } from '#web/features/catalogue/offerColumns';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { useApi } from '#web/shell/console';
import { useAgentDevices, useDeviceOfferMutation } from './pbsign.api';
import '#web/features/pbsign/pbsign.strings';
import { useTranslation } from 'react-i18next';

/**
 * An agent's "sign-in device" tab (admin › partner detail): every device model, whether the agent may rent it
 * out and at what wholesale price per day (never below the platform's). What it offers, the agent's 产品 page
 * prices at retail per day and its customers pay when they bind a unit on /my/tool/pbsign.
 */
export function AgentDeviceTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const rows = useAgentDevices(agentId);
  return (
    <AgentOfferTab<AgentDeviceRow>
      catalogue="deviceOffer"
      testId="partner-device"
      permission={Permission.admin.deviceOffer}
      rows={rows}
      useMutation={useDeviceOfferMutation}
      offer={(change: OfferChange<AgentDeviceRow>) =>
        api.call(agentDeviceApi.setOffer, {
          agent_id: agentId,
          device_id: change.row.id,
          offered: change.offered,
          price: change.price,
        })
      }
      width={680}
      name={{
        title: t('pbsign.device.name'),
        dataIndex: 'name',
        render: (value: string, row) => (
          <Space direction="vertical" size={0}>
            {value}
            {row.status === 1 ? null : <PluginStatusTag status={row.status} />}
          </Space>
        ),
      }}
    />
  );
}
