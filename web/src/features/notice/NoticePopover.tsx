import { BellOutlined, CarryOutOutlined, MailOutlined, NotificationOutlined } from '@ant-design/icons';
import type { NoticeItem, NoticeType } from '@onsite/contracts';
import { Avatar, Badge, Button, Empty, Flex, Popover, Spin, Tabs, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NamedIcon } from '#web/features/material/NamedIcon';
import { NOTICE_TYPES, useMarkRead, useUnreadNotices } from './notice.api';
import { noticeTime, todoStatusTag } from './noticeStatus';
import '#web/features/notice/notice.strings';

const itemStyle = {
  display: 'block',
  width: '100%',
  padding: '10px 4px',
  border: 0,
  borderBottom: '1px solid var(--ant-color-split)',
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
} as const;

/** How many unread items each tab of the popover lists. */
const POPOVER_ITEMS = 10;

const fallbackIcons: Record<NoticeType, ReactNode> = {
  notice: <NotificationOutlined />,
  letter: <MailOutlined />,
  todo: <CarryOutOutlined />,
};

export function NoticeAvatar({ item }: { item: NoticeItem }) {
  if (item.avatar) return <Avatar src={item.avatar} />;
  return (
    <Avatar style={{ backgroundColor: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary)' }}>
      <NamedIcon name={item.icon} fallback={fallbackIcons[item.type]} />
    </Avatar>
  );
}

export function TodoStatus({ item }: { item: NoticeItem }) {
  const { t } = useTranslation();
  const tag = todoStatusTag(item);
  return tag ? (
    <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
      {t(tag.labelKey)}
    </Tag>
  ) : null;
}

interface NoticeTabProps {
  type: NoticeType;
  items: NoticeItem[];
  onRead: (item: NoticeItem) => void;
  onMarkAll: () => void;
  marking: boolean;
  onViewMore: () => void;
}

function NoticeTab({ type, items, onRead, onMarkAll, marking, onViewMore }: NoticeTabProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={`notice-tab-${type}`}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`notice.empty.${type}`)} />
      ) : (
        <div className="notice-list">
          {items.slice(0, POPOVER_ITEMS).map((item) => (
            <button
              type="button"
              key={item.id}
              data-testid="notice-item"
              className="notice-item"
              onClick={() => onRead(item)}
              style={itemStyle}
            >
              <Flex gap={12} align="start">
                <NoticeAvatar item={item} />
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Flex justify="space-between" gap={8} align="start">
                    <Typography.Text ellipsis={{ tooltip: item.title }} style={{ flex: 1 }}>
                      {item.title}
                    </Typography.Text>
                    <TodoStatus item={item} />
                  </Flex>
                  {item.description ? (
                    <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                      {item.description}
                    </Typography.Text>
                  ) : null}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {noticeTime(item.time)}
                  </Typography.Text>
                </Flex>
              </Flex>
            </button>
          ))}
        </div>
      )}
      <Flex justify="space-between" style={{ borderTop: '1px solid var(--ant-color-split)', paddingTop: 8 }}>
        <Button
          type="link"
          size="small"
          data-testid="notice-mark-all"
          disabled={items.length === 0}
          loading={marking}
          onClick={onMarkAll}
        >
          {t('notice.markAllRead')}
        </Button>
        <Button type="link" size="small" data-testid="notice-view-more" onClick={onViewMore}>
          {t('notice.viewMore')}
        </Button>
      </Flex>
    </div>
  );
}

/** The header bell: unread count, and a popover of the latest unread notices, letters and todos. */
export function NoticePopover() {
  const { t } = useTranslation();
  const unread = useUnreadNotices();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NoticeType>('notice');
  const navigate = useNavigate();
  const data = unread.data;

  const content = (
    <Spin spinning={unread.isPending}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as NoticeType)}
        centered
        size="small"
        items={NOTICE_TYPES.map((type) => {
          const items = data?.[type] ?? [];
          return {
            key: type,
            label: (
              <span data-testid={`notice-tab-label-${type}`}>
                {t(`notice.tab.${type}`)}
                {items.length > 0 ? ` (${items.length})` : ''}
              </span>
            ),
            children: (
              <NoticeTab
                type={type}
                items={items}
                onRead={(item) => markRead.mutate({ ids: [item.id] })}
                onMarkAll={() => markRead.mutate({ type })}
                marking={markRead.isPending && markRead.variables?.type === type}
                onViewMore={() => {
                  setOpen(false);
                  void navigate(`/user/message?type=${type}`);
                }}
              />
            ),
          };
        })}
      />
    </Spin>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      styles={{ root: { width: 330 }, container: { padding: '4px 12px 8px' } }}
      classNames={{ root: 'notice-popover' }}
      destroyOnHidden
    >
      <Button type="text" data-testid="notice-bell" aria-label={t('notice.bell')}>
        <Badge count={data?.total ?? 0} size="small" data-testid="notice-count">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
