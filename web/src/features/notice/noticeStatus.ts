import { type NoticeItem, TodoStatus } from '@onsite/contracts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import '#web/features/notice/notice.strings';

dayjs.extend(relativeTime);

export interface TodoStatusTag {
  /** i18n key of the label */
  labelKey: 'notice.status.notStarted' | 'notice.status.dueSoon' | 'notice.status.inProgress';
  /** antd Tag colour */
  color: string;
}

const TODO_STATUS_TAGS: Record<number, TodoStatusTag> = {
  [TodoStatus.notStarted]: { labelKey: 'notice.status.notStarted', color: 'default' },
  [TodoStatus.dueSoon]: { labelKey: 'notice.status.dueSoon', color: 'red' },
  [TodoStatus.inProgress]: { labelKey: 'notice.status.inProgress', color: 'processing' },
};

/** The tag a todo shows for its status; nothing for notices, letters or an unknown status. */
export function todoStatusTag(item: Pick<NoticeItem, 'type' | 'status'>): TodoStatusTag | null {
  if (item.type !== 'todo') return null;
  return TODO_STATUS_TAGS[item.status] ?? null;
}

const DAY_MS = 86_400_000;

/** "3 hours ago" within a day, the date and time after that. */
export function noticeTime(iso: string, now: number = Date.now()): string {
  const time = dayjs(iso);
  if (!time.isValid()) return iso;
  return now - time.valueOf() < DAY_MS ? time.from(now) : time.format('YYYY-MM-DD HH:mm');
}
