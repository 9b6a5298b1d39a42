import { templateApi } from '@onsite/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '#web/components/data-table/DataTable';
import type { PageProps } from '#web/shell/pageProps';
import { useTemplateTools } from './template.api';
import { templateColumns, templateSearchFields } from './templateTable';
import '#web/features/template/template.strings';

/**
 * The agent console's /skin: the templates its customers may pick (on, and offered to the team by the
 * platform), read-only — the platform chooses them in admin › partner.
 */
export default function AgentTemplatePage({ title }: PageProps) {
  const { t } = useTranslation();
  const tools = useTemplateTools();
  const columns = templateColumns(t);
  const searchFields = templateSearchFields(t, tools.options);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('template.agentHint')}</Typography.Paragraph>
      <DataTable
        route={templateApi.getAgentList}
        title={title ?? t('template.agentTitle')}
        testId="agent-template-list"
        tableId="agent-template-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        emptyText={t('template.agentEmpty')}
        noMatchText={t('template.noMatch')}
        totalText={(total) => t('template.total', { total })}
      />
    </>
  );
}
