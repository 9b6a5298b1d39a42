import { type NoticeType, Permission } from '@onsite/contracts';
import { Button, Card, Empty, Flex, Pagination, Segmented, Spin, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Access } from '../../shell/access';
import type { PageProps } from '../../shell/pageProps';
import { RichTextContent } from '../upload/RichTextContent';
import { NoticeAvatar, TodoStatus } from './NoticePopover';
import { isNoticeType, NOTICE_TYPES, useMarkRead, useNoticeList } from './notice.api';
import { noticeTime } from './noticeStatus';

const PAGE_SIZE = 10;

// The editor and cropper are loaded when an admin first opens the dialog, not with every message list.
const SendNoticeModal = lazy(() => import('./SendNoticeModal'));

type ReadFilter = 'all' | 'unread';

/** The message centre (/user/message?type=…): every notice, letter or todo of the user, page by page. */
export default function MessageCenterPage({ title }: PageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const type: NoticeType = isNoticeType(typeParam) ? typeParam : 'notice';
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const [sendOpened, setSendOpened] = useState(false);
  const list = useNoticeList({ type, read: filter === 'unread' ? 0 : undefined, page, limit: PAGE_SIZE });
  const markRead = useMarkRead();
  const items = list.data?.items ?? [];

  const changeType = (next: string) => {
    setPage(1);
    setSearchParams((params) => {
      params.set('type', next);
      return params;
    });
  };

  return (
    <Card data-testid="message-center" title={title}>
      <Tabs
        activeKey={type}
        onChange={changeType}
        items={NOTICE_TYPES.map((key) => ({ key, label: t(`notice.tab.${key}`) }))}
      />
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Segmented<ReadFilter>
          data-testid="message-filter"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('notice.filter.all') },
            { value: 'unread', label: t('notice.filter.unread') },
          ]}
        />
        <Flex gap={8}>
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
        </Flex>
      </Flex>
      <Access authorities={{ allOf: [Permission.admin.noticeSend] }}>
        {sendOpened ? (
          <Suspense fallback={null}>
            <SendNoticeModal open={sending} defaultType={type} onClose={() => setSending(false)} />
          </Suspense>
        ) : null}
      </Access>
      <Spin spinning={list.isPending || (list.isFetching && list.isPlaceholderData)}>
        {list.isPending ? (
          <div style={{ minHeight: 120 }} />
        ) : items.length === 0 ? (
          <Empty description={t(`notice.empty.${type}`)} />
        ) : (
          <Flex vertical>
            {items.map((item) => (
              <Flex
                key={item.id}
                data-testid="message-item"
                gap={12}
                align="start"
                style={{ padding: '12px 0', borderBottom: '1px solid var(--ant-color-split)' }}
              >
                <NoticeAvatar item={item} />
                <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
                    <TodoStatus item={item} />
                    {item.read ? null : <Tag color="blue">{t('notice.unread')}</Tag>}
                  </Flex>
                  <RichTextContent html={item.content} data-testid="message-content" />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[item.description, noticeTime(item.time)].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
                {item.read ? (
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
                )}
              </Flex>
            ))}
          </Flex>
        )}
      </Spin>
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data?.count ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={setPage}
        />
      </Flex>
    </Card>
  );
}
