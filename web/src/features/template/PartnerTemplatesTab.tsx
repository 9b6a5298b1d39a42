import {
  type AgentTemplates,
  type PartnerItem,
  Permission,
  type TemplateItem,
  templateApi,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Radio, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { TemplateCover } from './TemplateCover';
import { TierTag } from './TierTag';
import '#web/features/template/template.strings';

const PAGE_SIZE = 8;

/**
 * An agent's "skin" tab (admin › partner detail): which templates its customers may pick — every template
 * that is on (new ones too), or only those ticked here. Saving replaces the agent's choice (audited).
 */
export function PartnerTemplatesTab({ agent }: { agent: PartnerItem }) {
  const key = ['partner', 'templates', agent.id];
  const api = useApi();
  const choice = useQuery({
    queryKey: key,
    queryFn: () => api.call(templateApi.getAgentTemplates, { agent_id: agent.id }),
  });
  if (!choice.data) return <Table loading size="small" />;
  return <ChoiceForm agent={agent} saved={choice.data} queryKey={key} />;
}

function ChoiceForm({
  agent,
  saved,
  queryKey,
}: {
  agent: PartnerItem;
  saved: AgentTemplates;
  queryKey: unknown[];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.partnerUpdate] } });
  const [mode, setMode] = useState(saved.mode);
  const [chosen, setChosen] = useState<number[]>(saved.template_ids);
  const [page, setPage] = useState(1);
  const templates = useQuery({
    queryKey: ['partner', 'templates', 'catalogue', page],
    queryFn: () => api.page(templateApi.getList, { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: () =>
      api.call(templateApi.saveAgentTemplates, {
        agent_id: agent.id,
        mode,
        template_ids: mode === 'chosen' ? chosen : [],
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKey, data);
      feedback.success(t('template.choiceSaved'));
    },
  });
  const dirty =
    mode !== saved.mode ||
    (mode === 'chosen' && [...chosen].sort().join() !== [...saved.template_ids].sort().join());

  return (
    <Flex vertical gap={12} data-testid="partner-templates">
      <Typography.Text type="secondary">{t('template.tabHint')}</Typography.Text>
      <Radio.Group
        value={mode}
        disabled={!canEdit}
        onChange={(event) => setMode(event.target.value)}
        options={[
          { value: 'all', label: t('template.modeAll') },
          { value: 'chosen', label: t('template.modeChosen') },
        ]}
        data-testid="partner-templates-mode"
      />
      {mode === 'chosen' && chosen.length === 0 ? (
        <Alert type="warning" showIcon title={t('template.chooseOne')} />
      ) : null}
      <Table<TemplateItem>
        rowKey="id"
        size="small"
        loading={templates.isFetching}
        dataSource={templates.data?.rows ?? []}
        rowSelection={
          mode === 'chosen'
            ? {
                selectedRowKeys: chosen,
                preserveSelectedRowKeys: true,
                getCheckboxProps: () => ({ disabled: !canEdit }),
                onChange: (keys) => setChosen(keys.map(Number)),
              }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: templates.data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          size: 'small',
        }}
        columns={[
          {
            title: t('template.cover'),
            key: 'cover',
            width: 100,
            render: (_: unknown, row) => <TemplateCover template={row} width={80} />,
          },
          { title: t('template.name'), dataIndex: 'name' },
          { title: t('template.tool'), dataIndex: 'tool_title', width: 100 },
          {
            title: t('template.tier'),
            dataIndex: 'tier',
            width: 100,
            render: (tier) => <TierTag tier={tier} />,
          },
          {
            title: t('template.status'),
            dataIndex: 'enabled',
            width: 70,
            render: (enabled: boolean) =>
              enabled ? <Tag color="green">{t('template.on')}</Tag> : <Tag>{t('template.off')}</Tag>,
          },
        ]}
        data-testid="partner-templates-table"
      />
      {canEdit ? (
        <Flex gap={12} align="center">
          <Button
            type="primary"
            disabled={!dirty || (mode === 'chosen' && chosen.length === 0)}
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="partner-templates-save"
          >
            {t('template.saveChoice')}
          </Button>
          {mode === 'chosen' ? (
            <Typography.Text type="secondary">
              {t('template.chosenCount', { count: chosen.length })}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
