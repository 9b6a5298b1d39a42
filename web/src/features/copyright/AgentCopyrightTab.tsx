import { type AgentCopyrightRow, agentCopyrightApi, Permission } from '@onsite/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgentOfferTab } from '#web/features/catalogue/AgentOfferTab';
import type { OfferChange } from '#web/features/catalogue/offerColumns';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { useApi } from '#web/shell/console';
import { CopyrightTitle, useTermText } from './CopyrightTitle';
import { useAgentCopyright, useCopyrightMutation } from './copyright.api';
import '#web/features/copyright/copyright.strings';

/**
 * An agent's "copyright" tab (admin › partner detail): every item of the copyright catalogue, whether the
 * agent may sell it and at what wholesale price (never below the platform's). What it offers, the agent's
 * 产品 page prices at retail and its site sells.
 */
export function AgentCopyrightTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const termText = useTermText();
  const rows = useAgentCopyright(agentId);
  return (
    <AgentOfferTab<AgentCopyrightRow>
      catalogue="copyright"
      testId="partner-copyright"
      permission={Permission.admin.copyrightOffer}
      rows={rows}
      useMutation={useCopyrightMutation}
      offer={(change: OfferChange<AgentCopyrightRow>) =>
        api.call(agentCopyrightApi.setOffer, {
          agent_id: agentId,
          copyright_id: change.row.id,
          offered: change.offered,
          price: change.price,
        })
      }
      width={700}
      name={{
        title: t('copyright.title'),
        dataIndex: 'title',
        render: (_: string, row) => (
          <Space direction="vertical" size={0}>
            <CopyrightTitle row={row} />
            {row.status === 1 ? null : <PluginStatusTag status={row.status} />}
          </Space>
        ),
      }}
      before={[
        {
          title: t('copyright.term'),
          dataIndex: 'term_months',
          width: 90,
          render: (value: number | null) => termText(value),
        },
      ]}
    />
  );
}
