import {
  LEAD_SOURCES,
  LEAD_STAGES,
  type LeadDetail,
  type LeadItem,
  type LeadNote,
  type LeadStage,
  leadCreateRequest,
} from '@onsite/contracts';
import { Button, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { DetailDrawer, type DetailParam, parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { FollowUpHistory } from '#web/components/detail/FollowUpHistory';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { useLead, useLeadMutation, useLeadOwners, useLeadRoutes } from './scrm.api';
import '#web/features/scrm/business.strings';
import { when } from '#web/features/lists/timeCell';

const STAGE_COLOR: Record<LeadStage, string | undefined> = {
  new: 'blue',
  contacted: 'orange',
  qualified: 'purple',
  won: 'green',
  lost: undefined,
};

function StageTag({ stage }: { stage: LeadStage }) {
  const { t } = useTranslation();
  return (
    <Tag color={STAGE_COLOR[stage]} data-testid="lead-stage">
      {t(`scrmBusiness.stage.${stage}`)}
    </Tag>
  );
}

/** The stages a lead may move to, as buttons; won (final) and lost ask first. */
function StageMoves({ lead, onMove }: { lead: LeadDetail; onMove: (stage: LeadStage) => Promise<unknown> }) {
  const { t } = useTranslation();
  if (lead.next_stages.length === 0)
    return <Typography.Text type="secondary">{t('scrmBusiness.finalStage')}</Typography.Text>;
  return (
    <Space wrap size={4}>
      {lead.next_stages.map((stage) => {
        const button = (
          <Button
            key={stage}
            size="small"
            danger={stage === 'lost'}
            type={stage === 'won' ? 'primary' : 'default'}
            onClick={stage === 'won' || stage === 'lost' ? undefined : () => void onMove(stage)}
            data-testid={`lead-move-${stage}`}
          >
            {t(`scrmBusiness.moveTo.${stage}`)}
          </Button>
        );
        return stage === 'won' || stage === 'lost' ? (
          <Popconfirm
            key={stage}
            title={t(stage === 'won' ? 'scrmBusiness.confirmWon' : 'scrmBusiness.confirmLost')}
            okText={t('shell.ok')}
            cancelText={t('shell.cancel')}
            onConfirm={() => onMove(stage)}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
    </Space>
  );
}

/** One history entry as the reader's language says it. */
function useHistoryText() {
  const { t } = useTranslation();
  return (entry: LeadNote) => {
    switch (entry.kind) {
      case 'created':
        return t('scrmBusiness.history.created', { source: t(`scrmBusiness.source.${entry.body}`) });
      case 'assign':
        return entry.body
          ? t('scrmBusiness.history.assigned', { name: entry.body })
          : t('scrmBusiness.history.unassigned');
      case 'stage': {
        const [from, to] = entry.body.split('>');
        return t('scrmBusiness.history.stage', {
          from: t(`scrmBusiness.stage.${from}`),
          to: t(`scrmBusiness.stage.${to}`),
        });
      }
      default:
        return entry.body;
    }
  };
}

/**
 * One lead (`?lead=<id>`): who, from which channel, its owner and stage (moved along the pipeline by whoever
 * works leads), and its history — created, assignments, stage changes and notes, oldest first, never edited.
 */
function LeadDrawer({ detail, canManage }: { detail: DetailParam<number>; canManage: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const info = useLead(detail.id);
  const owners = useLeadOwners();
  const routes = useLeadRoutes();
  const historyText = useHistoryText();
  const id = detail.id ?? 0;
  const assign = useLeadMutation((ownerId: number | null) =>
    api.call(routes.assign, { id, owner_id: ownerId }),
  );
  const move = useLeadMutation((stage: LeadStage) => api.call(routes.setStage, { id, stage }));
  const addNote = useLeadMutation((body: string) => api.call(routes.addNote, { id, body }));
  const lead = info.data;

  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={lead ? t('scrmBusiness.detailTitle', { name: lead.name }) : undefined}
      loading={info.isPending}
      error={info.error}
      onRetry={() => void info.refetch()}
      width={640}
      testId="lead-drawer"
      items={
        lead
          ? [
              { key: 'name', label: t('scrmBusiness.name'), children: lead.name },
              { key: 'phone', label: t('scrmBusiness.phone'), children: lead.phone || '—' },
              { key: 'company', label: t('scrmBusiness.company'), children: lead.company || '—' },
              {
                key: 'need',
                label: t('scrmBusiness.need'),
                children: lead.need ? (
                  <Typography.Paragraph style={{ margin: 0 }}>{lead.need}</Typography.Paragraph>
                ) : (
                  '—'
                ),
              },
              {
                key: 'source',
                label: t('scrmBusiness.sourceLabel'),
                children: t(`scrmBusiness.source.${lead.source}`),
              },
              { key: 'created', label: t('scrmBusiness.createdAt'), children: when(lead.create_time) },
              {
                key: 'stage',
                label: t('scrmBusiness.stageLabel'),
                children: <StageTag stage={lead.stage} />,
              },
              ...(canManage
                ? [
                    {
                      key: 'move',
                      label: t('scrmBusiness.nextStage'),
                      children: (
                        <StageMoves
                          lead={lead}
                          onMove={async (stage) => {
                            await move.mutateAsync(stage);
                            feedback.success(t('scrmBusiness.stageChanged'));
                          }}
                        />
                      ),
                    },
                  ]
                : []),
              {
                key: 'owner',
                label: t('scrmBusiness.owner'),
                children: canManage ? (
                  <Select
                    value={lead.owner_id ?? undefined}
                    placeholder={t('scrmBusiness.nobody')}
                    allowClear
                    style={{ width: 220 }}
                    loading={owners.isPending || assign.isPending}
                    options={(owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
                    onChange={async (value?: number) => {
                      await assign.mutateAsync(value ?? null);
                      feedback.success(t('scrmBusiness.assigned'));
                    }}
                    data-testid="lead-owner"
                  />
                ) : (
                  lead.owner_name || t('scrmBusiness.nobody')
                ),
              },
            ]
          : undefined
      }
    >
      {lead && (
        <FollowUpHistory
          strings="scrmBusiness"
          entries={lead.history.map((entry) => ({
            ...entry,
            text: historyText(entry),
            note: entry.kind === 'note',
          }))}
          onAdd={canManage ? (body) => addNote.mutateAsync(body) : undefined}
          adding={addNote.isPending}
          testId="lead"
        />
      )}
    </DetailDrawer>
  );
}

type CreateValues = { name: string; phone: string; company: string; need: string; owner_id?: number };

/** A lead typed in by staff (source: entered by hand), new, with an owner or none yet. */
function LeadForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const owners = useLeadOwners();
  const routes = useLeadRoutes();
  const create = useLeadMutation(({ owner_id: ownerId, ...values }: CreateValues) =>
    api.call(routes.create, { ...values, owner_id: ownerId ?? null }),
  );
  return (
    <CrudForm
      open={open}
      mode="drawer"
      width={480}
      title={t('scrmBusiness.createTitle')}
      schema={leadCreateRequest}
      initialValues={{ name: '', phone: '', company: '', need: '' }}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="lead-form"
      onClose={onClose}
      onSubmit={async (values: CreateValues) => {
        const lead = await create.mutateAsync(values);
        feedback.success(t('scrmBusiness.created'));
        onClose();
        onCreated(lead.id);
      }}
    >
      <ContractField name="name" label={t('scrmBusiness.name')}>
        <Input maxLength={40} data-testid="lead-name" />
      </ContractField>
      <ContractField name="phone" label={t('scrmBusiness.phone')}>
        <Input maxLength={11} data-testid="lead-phone" />
      </ContractField>
      <ContractField name="company" label={t('scrmBusiness.company')}>
        <Input maxLength={60} data-testid="lead-company" />
      </ContractField>
      <ContractField name="need" label={t('scrmBusiness.need')}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="lead-need" />
      </ContractField>
      <ContractField name="owner_id" label={t('scrmBusiness.owner')}>
        <Select
          allowClear
          placeholder={t('scrmBusiness.nobody')}
          loading={owners.isPending}
          options={(owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
          data-testid="lead-form-owner"
        />
      </ContractField>
    </CrudForm>
  );
}

/**
 * SCRM › business (/scrm/business), in the admin console the platform's leads and in the agent console the
 * team's: people from the pipeline owner's channels — followers of its official account, its WeCom contacts,
 * people its acquisition links brought, or entered by hand — searched and filtered by stage, source and
 * owner; opened to assign, move along the pipeline and note the follow-up.
 */
export default function LeadListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const routes = useLeadRoutes();
  const canManage = useCan({ authorities: { allOf: [routes.manage] } });
  const owners = useLeadOwners();
  const detail = useDetailParam('lead', parseId);
  const [creating, setCreating] = useState(false);

  const columns: DataColumn<LeadItem>[] = [
    {
      title: t('scrmBusiness.name'),
      dataIndex: 'name',
      hideable: false,
      width: 160,
      render: (value: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong data-testid="lead-row-name">
            {value}
          </Typography.Text>
          {row.company ? <Typography.Text type="secondary">{row.company}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('scrmBusiness.phone'),
      dataIndex: 'phone',
      width: 130,
      render: (value: string) => value || '—',
    },
    {
      title: t('scrmBusiness.sourceLabel'),
      dataIndex: 'source',
      width: 140,
      render: (value: LeadItem['source']) => t(`scrmBusiness.source.${value}`),
    },
    {
      title: t('scrmBusiness.stageLabel'),
      dataIndex: 'stage',
      width: 110,
      render: (value: LeadStage) => <StageTag stage={value} />,
    },
    {
      title: t('scrmBusiness.owner'),
      dataIndex: 'owner_name',
      width: 120,
      render: (value: string) => value || t('scrmBusiness.nobody'),
    },
    {
      title: t('scrmBusiness.need'),
      dataIndex: 'need',
      width: 220,
      ellipsis: true,
      render: (value: string) => (value ? <span title={value}>{value}</span> : '—'),
    },
    { title: t('scrmBusiness.notes'), dataIndex: 'notes', width: 70, align: 'right' },
    { title: t('scrmBusiness.createdAt'), dataIndex: 'create_time', width: 150, render: when },
    { title: t('scrmBusiness.updatedAt'), dataIndex: 'update_time', width: 150, render: when },
  ];

  const searchFields: SearchField<'keyword' | 'stage' | 'source' | 'owner_id'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('scrmBusiness.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'stage',
      label: t('scrmBusiness.stageLabel'),
      placeholder: t('scrmBusiness.allStages'),
      options: LEAD_STAGES.map((stage) => ({ value: stage, label: t(`scrmBusiness.stage.${stage}`) })),
    },
    {
      kind: 'select',
      name: 'source',
      label: t('scrmBusiness.sourceLabel'),
      placeholder: t('scrmBusiness.allSources'),
      options: LEAD_SOURCES.map((source) => ({ value: source, label: t(`scrmBusiness.source.${source}`) })),
    },
    {
      kind: 'select',
      name: 'owner_id',
      label: t('scrmBusiness.owner'),
      placeholder: t('scrmBusiness.anyOwner'),
      showSearch: true,
      options: (owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name })),
    },
  ];

  return (
    <>
      <DataTable
        route={routes.getList}
        title={title}
        testId="lead-list"
        tableId="lead-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="lead-create">
              {t('scrmBusiness.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={90}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="lead-open">
            {canManage ? t('scrmBusiness.open') : t('scrmBusiness.view')}
          </Button>
        )}
        emptyText={t('scrmBusiness.empty')}
        noMatchText={t('scrmBusiness.noMatch')}
        totalText={(total) => t('scrmBusiness.total', { total })}
        tableProps={{ scroll: { x: 1300 } }}
      />
      <LeadForm open={creating} onClose={() => setCreating(false)} onCreated={(id) => detail.open(id)} />
      <LeadDrawer detail={detail} canManage={canManage} />
    </>
  );
}
