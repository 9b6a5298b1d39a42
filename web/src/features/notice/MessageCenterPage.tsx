import { type NoticeItem, type NoticeType, noticeApi, Permission } from '@onsite/contracts';
import { Button, Card, Flex, Segmented, Tabs, Tag, Typography } from 'antd';
import { type HTMLAttributes, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { RichTextContent } from '#web/features/upload/RichTextContent';
import { Access } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { NoticeAvatar, TodoStatus } from './NoticePopover';
import { isNoticeType, NOTICE_TYPES, useMarkRead } from './notice.api';
import { noticeTime } from './noticeStatus';
import '#web/features/notice/noticeSend.strings';
import '#web/features/notice/notice.strings';

// The editor and cropper are loaded when an admin first opens the dialog, not with every message list.
const SendNoticeModal = lazy(() => import('./SendNoticeModal'));

type ReadFilter = 'all' | 'unread';

/** Each row carries the journeys' `message-item` (antd's onRow takes plain attributes). */
const messageRow = () => ({ 'data-testid': 'message-item' }) as HTMLAttributes<HTMLElement>;

/**
 * The message centre (/user/message?type=…): every notice, letter or todo of the user, page by page. The
 * type is the spec's `?type=`; the read filter, page and size sit in the URL beside it (a reload keeps them).
 */
export default function MessageCenterPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const type: NoticeType = isNoticeType(typeParam) ? typeParam : 'notice';
  // the type is the page's own parameter (its tabs), so the kit sends it without owning it
  const query = usePagedQuery(noticeApi.getList[api.audience], { fixed: { type }, defaultLimit: 10 });
  const filter: ReadFilter = query.filters.read === 0 ? 'unread' : 'all';
  const [sending, setSending] = useState(false);
  const [sendOpened, setSendOpened] = useState(false);
  const markRead = useMarkRead();

  const changeType = (next: string) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      updated.set('type', next);
      // another type starts at its first page; the read filter stays
      updated.delete('page');
      return updated;
    });

  const columns: DataColumn<NoticeItem>[] = [
    {
      title: t('notice.column.message'),
      key: 'message',
      hideable: false,
      render: (_, item) => (
        <Flex gap={12} align="start" style={{ minWidth: 320, maxWidth: 720 }}>
          <NoticeAvatar item={item} />
          <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
              <TodoStatus item={item} />
              {item.read ? null : <Tag color="blue">{t('notice.unread')}</Tag>}
            </Flex>
            <RichTextContent html={item.content} data-testid="message-content" />
            {item.description ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.description}
              </Typography.Text>
            ) : null}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('notice.column.time'),
      key: 'time',
      render: (_, item) => (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {noticeTime(item.time)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Card data-testid="message-center" title={title}>
      <Tabs
        activeKey={type}
        onChange={changeType}
        items={NOTICE_TYPES.map((key) => ({ key, label: t(`notice.tab.${key}`) }))}
      />
      <DataTable
        query={query}
        embedded
        testId="message-list"
        tableId="message-center"
        rowKey="id"
        columns={columns}
        actions={
          <>
            <Segmented<ReadFilter>
              data-testid="message-filter"
              value={filter}
              onChange={(value) => query.setFilters({ read: value === 'unread' ? 0 : undefined })}
              options={[
                { value: 'all', label: t('notice.filter.all') },
                { value: 'unread', label: t('notice.filter.unread') },
              ]}
            />
            <Access authorities={{ allOf: [Permission.admin.noticeSend] }}>
              <Button
                type="primary"
                data-testid="notice-send"
                onClick={() => {
                  setSendOpened(true);
                  setSending(true);
                }}
              >
                {t('noticeSend.button')}
              </Button>
            </Access>
            <Button
              data-testid="message-mark-all"
              loading={markRead.isPending && markRead.variables?.type === type}
              onClick={() => markRead.mutate({ type })}
            >
              {t('notice.markAllRead')}
            </Button>
          </>
        }
        rowActions={(item) =>
          item.read ? (
            <Typography.Text type="secondary">{t('notice.read')}</Typography.Text>
          ) : (
            <Button
              type="link"
              size="small"
              data-testid="message-mark-read"
              loading={markRead.isPending && markRead.variables?.ids?.[0] === item.id}
              onClick={() => markRead.mutate({ ids: [item.id] })}
            >
              {t('notice.markRead')}
            </Button>
          )
        }
        emptyText={t(`notice.none.${type}`)}
        noMatchText={t(`notice.empty.${type}`)}
        tableProps={{ onRow: messageRow }}
      />
      <Access authorities={{ allOf: [Permission.admin.noticeSend] }}>
        {sendOpened ? (
          <Suspense fallback={null}>
            <SendNoticeModal open={sending} defaultType={type} onClose={() => setSending(false)} />
          </Suspense>
        ) : null}
      </Access>
    </Card>
  );
}
