import { ActivityStatus } from '@onsite/contracts';

export const STATUS_COLOUR: Record<number, string> = {
  [ActivityStatus.unpaid]: 'warning',
  [ActivityStatus.notStarted]: 'processing',
  [ActivityStatus.inProgress]: 'success',
  [ActivityStatus.ended]: 'default',
  [ActivityStatus.cancelled]: 'default',
  [ActivityStatus.abolished]: 'error',
};

/** An instant in the browser's time zone. */
export { when } from '#web/features/lists/timeCell';
