import {
  ENQUIRY_STATUSES,
  type EnquiryItem,
  type EnquiryStatus,
  enquiryApi,
  Permission,
} from '@onsite/contracts';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { DetailDrawer, type DetailParam, parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { FollowUpHistory } from '#web/components/detail/FollowUpHistory';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { staff, useAgentOptions, useAssignees, useEnquiry, useEnquiryMutation } from './channel.api';
import '#web/features/channel/enquiry.strings';
import { when } from '#web/features/lists/timeCell';

const STATUS_COLOR: Record<EnquiryStatus, string | undefined> = {
  new: 'blue',
  following: 'orange',
  closed: undefined,
};

function StatusTag({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="enquiry-status">
      {t(`enquiry.status.${status}`)}
    </Tag>
  );
}

/**
 * One enquiry (`?detail=<id>`): who asked what from which page, its assignee and status (changed here by
 * whoever may follow it up), and its history — notes, assignments and status changes, oldest first, never
 * edited.
 */
function EnquiryDrawer({ detail, canFollow }: { detail: DetailParam<number>; canFollow: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = staff(api.audience);
  const info = useEnquiry(detail.id);
  const assignees = useAssignees(canFollow && detail.id !== null);
  const id = detail.id ?? 0;
  const assign = useEnquiryMutation((assigneeId: number | null) =>
    api.call(enquiryApi.assign[audience], { id, assignee_id: assigneeId }),
  );
  const setStatus = useEnquiryMutation((status: EnquiryStatus) =>
    api.call(enquiryApi.setStatus[audience], { id, status }),
  );
  const addNote = useEnquiryMutation((body: string) => api.call(enquiryApi.addNote[audience], { id, body }));
  const enquiry = info.data;

  const historyText = (kind: string, body: string) => {
    if (kind === 'assign')
      return body ? t('enquiry.history.assigned', { name: body }) : t('enquiry.history.unassigned');
    if (kind === 'status') return t('enquiry.history.status', { status: t(`enquiry.status.${body}`) });
    return body;
  };

  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={enquiry ? t('enquiry.detailTitle', { name: enquiry.name }) : undefined}
      loading={info.isPending}
      error={info.error}
      onRetry={() => void info.refetch()}
      width={640}
      testId="enquiry-drawer"
      items={
        enquiry
          ? [
              { key: 'name', label: t('enquiry.name'), children: enquiry.name },
              { key: 'phone', label: t('enquiry.phone'), children: enquiry.phone },
              {
                key: 'need',
                label: t('enquiry.need'),
                children: <Typography.Paragraph style={{ margin: 0 }}>{enquiry.need}</Typography.Paragraph>,
              },
              { key: 'page', label: t('enquiry.page'), children: enquiry.page || '—' },
              ...(audience === 'admin'
                ? [{ key: 'agent', label: t('enquiry.agent'), children: enquiry.agent_name }]
                : []),
              { key: 'time', label: t('enquiry.createdAt'), children: when(enquiry.create_time) },
              {
                key: 'status',
                label: t('enquiry.statusLabel'),
                children: canFollow ? (
                  <Select
                    value={enquiry.status}
                    style={{ width: 160 }}
                    loading={setStatus.isPending}
                    options={ENQUIRY_STATUSES.map((status) => ({
                      value: status,
                      label: t(`enquiry.status.${status}`),
                    }))}
                    onChange={async (status: EnquiryStatus) => {
                      await setStatus.mutateAsync(status);
                      feedback.success(t('enquiry.statusChanged'));
                    }}
                    data-testid="enquiry-status-select"
                  />
                ) : (
                  <StatusTag status={enquiry.status} />
                ),
              },
              {
                key: 'assignee',
                label: t('enquiry.assignee'),
                children: canFollow ? (
                  <Select
                    value={enquiry.assignee_id ?? undefined}
                    placeholder={enquiry.assignee_name || t('enquiry.nobody')}
                    allowClear
                    style={{ width: 220 }}
                    loading={assignees.isPending || assign.isPending}
                    options={(assignees.data ?? []).map((member) => ({
                      value: member.id,
                      label: member.name,
                    }))}
                    onChange={async (value?: number) => {
                      await assign.mutateAsync(value ?? null);
                      feedback.success(t('enquiry.assigned'));
                    }}
                    data-testid="enquiry-assignee"
                  />
                ) : (
                  enquiry.assignee_name || t('enquiry.nobody')
                ),
              },
            ]
          : undefined
      }
    >
      {enquiry && (
        <FollowUpHistory
          strings="enquiry"
          entries={enquiry.notes.map((note) => ({
            ...note,
            text: historyText(note.kind, note.body),
            note: note.kind === 'note',
          }))}
          onAdd={canFollow ? (body) => addNote.mutateAsync(body) : undefined}
          adding={addNote.isPending}
          testId="enquiry"
        />
      )}
    </DetailDrawer>
  );
}

/**
 * Enquiries left on the customer sites (admin › guidance: every agent's; the agent console: its own site's):
 * search, filter by status (and agent, and "assigned to me"), open one to assign it, note the follow-up and
 * change its status.
 */
export default function EnquiryListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = staff(api.audience);
  const canFollow = useCan({
    authorities: {
      allOf: [audience === 'admin' ? Permission.admin.guidanceFollow : Permission.agent.guidanceFollow],
    },
  });
  const agents = useAgentOptions(audience === 'admin');
  const detail = useDetailParam('detail', parseId);

  const columns: DataColumn<EnquiryItem>[] = [
    { title: t('enquiry.name'), dataIndex: 'name', hideable: false, width: 120 },
    { title: t('enquiry.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('enquiry.need'),
      dataIndex: 'need',
      width: 260,
      ellipsis: true,
      render: (value: string) => <span title={value}>{value}</span>,
    },
    ...(audience === 'admin'
      ? [{ title: t('enquiry.agent'), dataIndex: 'agent_name', width: 140 } as DataColumn<EnquiryItem>]
      : []),
    {
      title: t('enquiry.statusLabel'),
      dataIndex: 'status',
      width: 100,
      render: (value: EnquiryStatus) => <StatusTag status={value} />,
    },
    {
      title: t('enquiry.assignee'),
      dataIndex: 'assignee_name',
      width: 120,
      render: (value: string) => value || '—',
    },
    { title: t('enquiry.createdAt'), dataIndex: 'create_time', width: 150, render: when },
    { title: t('enquiry.updatedAt'), dataIndex: 'update_time', width: 150, render: when },
  ];

  const searchFields: SearchField<'keyword' | 'status' | 'agent_id' | 'mine'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('enquiry.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('enquiry.statusLabel'),
      placeholder: t('enquiry.allStatus'),
      options: ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(`enquiry.status.${status}`) })),
    },
    {
      kind: 'select',
      name: 'mine',
      label: t('enquiry.assignee'),
      placeholder: t('enquiry.anyone'),
      options: [{ value: 1, label: t('enquiry.mine') }],
    },
    ...(audience === 'admin'
      ? [
          {
            kind: 'select' as const,
            name: 'agent_id' as const,
            label: t('enquiry.agent'),
            placeholder: t('enquiry.allAgents'),
            showSearch: true,
            options: (agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        route={enquiryApi.getList[audience]}
        title={title}
        testId="enquiry-list"
        tableId="enquiry-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        rowActionsWidth={100}
        rowActions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="enquiry-open">
              {canFollow ? t('enquiry.follow') : t('enquiry.view')}
            </Button>
          </Space>
        )}
        emptyText={t('enquiry.empty')}
        noMatchText={t('enquiry.noMatch')}
        totalText={(total) => t('enquiry.total', { total })}
        tableProps={{ scroll: { x: 1360 } }}
      />
      <EnquiryDrawer detail={detail} canFollow={canFollow} />
    </>
  );
}
