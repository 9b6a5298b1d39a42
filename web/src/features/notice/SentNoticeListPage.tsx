import {
  NOTICE_STATES,
  type NoticeState,
  noticeApi,
  Permission,
  type SentNoticeItem,
} from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { invalidateNotices, NOTICE_TYPES } from './notice.api';
import '#web/features/notice/noticeSend.strings';
import '#web/features/notice/notice.strings';
import '#web/features/notice/sentNotice.strings';
import { when } from '#web/features/lists/timeCell';

const SendNoticeModal = lazy(() => import('./SendNoticeModal'));

const STATE_COLOURS: Record<NoticeState, string> = {
  scheduled: 'processing',
  visible: 'success',
  withdrawn: 'default',
};

/** Who a notice goes to: its audience, narrowed to one agent or one customer. */
function Recipients({ row }: { row: SentNoticeItem }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      <span>{t(`sentNotice.audiences.${row.audience}`)}</span>
      {row.customer_id ? (
        <Typography.Text type="secondary">{row.customer_name || `#${row.customer_id}`}</Typography.Text>
      ) : row.agent_id ? (
        <Typography.Text type="secondary">{row.agent_name || `#${row.agent_id}`}</Typography.Text>
      ) : null}
    </Space>
  );
}

/**
 * Operational › notice: the notices the platform sent, with their recipients, how many of them read each,
 * and whether it is scheduled, out or withdrawn. Holders of `admin.notice.send` send one (now or later), edit
 * one, or withdraw one from every recipient's message centre and popover.
 */
export default function SentNoticeListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canSend = useCan({ authorities: { allOf: [Permission.admin.noticeSend] } });
  const [form, setForm] = useState<{ editing: SentNoticeItem | null } | null>(null);

  const withdraw = async (row: SentNoticeItem) => {
    const answer = await api.envelope(noticeApi.withdraw, { id: row.id });
    feedback.success(answer.msg);
    await Promise.all([
      invalidateNotices(queryClient, api.audience),
      queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, noticeApi.getSentList) }),
    ]);
  };

  const columns: DataColumn<SentNoticeItem>[] = [
    {
      title: t('sentNotice.title'),
      dataIndex: 'title',
      hideable: false,
      width: 220,
      render: (text: string, row) => (
        <Space>
          <Tag>{t(`notice.tab.${row.type}`)}</Tag>
          <span>{text}</span>
        </Space>
      ),
    },
    {
      title: t('sentNotice.recipients'),
      key: 'recipients',
      width: 150,
      render: (_: unknown, row) => <Recipients row={row} />,
    },
    {
      title: t('sentNotice.state'),
      dataIndex: 'state',
      width: 90,
      render: (state: NoticeState) => (
        <Tag color={STATE_COLOURS[state]}>{t(`sentNotice.states.${state}`)}</Tag>
      ),
    },
    { title: t('sentNotice.sendTime'), dataIndex: 'send_time', width: 140, render: when },
    {
      title: t('sentNotice.reads'),
      key: 'reads',
      width: 130,
      render: (_: unknown, row) => (
        <Space direction="vertical" size={0} style={{ width: '100%' }}>
          <span data-testid="sent-notice-reads">
            {t('sentNotice.readsValue', { read: row.read_count, total: row.audience_count })}
          </span>
          <Progress
            percent={row.audience_count ? Math.round((row.read_count / row.audience_count) * 100) : 0}
            size="small"
            showInfo={false}
          />
        </Space>
      ),
    },
    {
      title: t('sentNotice.sender'),
      dataIndex: 'sender_name',
      width: 110,
      render: (name: string) => name || '—',
    },
  ];

  const searchFields: SearchField<'keyword' | 'type' | 'audience' | 'state'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('sentNotice.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'type',
      label: t('noticeSend.type'),
      placeholder: t('sentNotice.allTypes'),
      options: NOTICE_TYPES.map((value) => ({ value, label: t(`notice.tab.${value}`) })),
    },
    {
      kind: 'select',
      name: 'audience',
      label: t('noticeSend.audience'),
      placeholder: t('sentNotice.allAudiences'),
      options: (['admin', 'agent', 'customer'] as const).map((value) => ({
        value,
        label: t(`sentNotice.audiences.${value}`),
      })),
    },
    {
      kind: 'select',
      name: 'state',
      label: t('sentNotice.state'),
      placeholder: t('sentNotice.allStates'),
      options: NOTICE_STATES.map((value) => ({ value, label: t(`sentNotice.states.${value}`) })),
      testId: 'sent-notice-state-filter',
    },
  ];

  return (
    <>
      <DataTable
        route={noticeApi.getSentList}
        title={title}
        testId="sent-notice-list"
        tableId="sent-notice-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          canSend ? (
            <Button type="primary" onClick={() => setForm({ editing: null })} data-testid="sent-notice-send">
              {t('noticeSend.button')}
            </Button>
          ) : null
        }
        rowActionsWidth={130}
        rowActions={(row) =>
          canSend && row.state !== 'withdrawn' ? (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                onClick={() => setForm({ editing: row })}
                data-testid="sent-notice-edit"
              >
                {t('sentNotice.edit')}
              </Button>
              <ConfirmAction
                danger
                confirm={t('sentNotice.withdrawConfirm', { title: row.title })}
                onConfirm={() => withdraw(row)}
                testId="sent-notice-withdraw"
              >
                {t('sentNotice.withdraw')}
              </ConfirmAction>
            </Space>
          ) : row.state === 'withdrawn' ? (
            <Typography.Text type="secondary">{when(row.withdrawn_time)}</Typography.Text>
          ) : null
        }
        emptyText={t('sentNotice.empty')}
        noMatchText={t('sentNotice.noMatch')}
        totalText={(total) => t('sentNotice.total', { total })}
        tableProps={{ scroll: { x: 970 } }}
      />
      {form ? (
        <Suspense fallback={null}>
          <SendNoticeModal
            open
            key={form.editing?.id ?? 'new'}
            defaultType="notice"
            editing={form.editing}
            onClose={() => setForm(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
