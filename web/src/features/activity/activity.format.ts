import { ActivityStatus } from '@onsite/contracts';
import dayjs from 'dayjs';

export const STATUS_COLOUR: Record<number, string> = {
  [ActivityStatus.unpaid]: 'warning',
  [ActivityStatus.notStarted]: 'processing',
  [ActivityStatus.inProgress]: 'success',
  [ActivityStatus.ended]: 'default',
  [ActivityStatus.cancelled]: 'default',
  [ActivityStatus.abolished]: 'error',
};

/** An instant in the browser's time zone. */
export const when = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
