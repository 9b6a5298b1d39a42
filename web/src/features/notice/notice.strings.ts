import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `notice` strings: they load with the pages that use them (i18n/registry.ts). */
export const noticeStrings = registerStrings({
  notice: {
    bell: '消息通知',
    tab: { notice: '通知', letter: '消息', todo: '待办' },
    empty: {
      notice: '暂无未读通知',
      letter: '暂无未读消息',
      todo: '暂无待办事项',
    },
    none: { notice: '暂无通知', letter: '暂无消息', todo: '暂无待办' },
    column: { message: '内容', time: '时间' },
    status: { notStarted: '未开始', dueSoon: '即将到期', inProgress: '进行中' },
    filter: { all: '全部', unread: '未读' },
    markAllRead: '全部已读',
    markRead: '标为已读',
    viewMore: '查看更多',
    read: '已读',
    unread: '未读',
  },
} satisfies Pick<Messages, 'notice'>);
