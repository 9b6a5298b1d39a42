import {
  ACTIVITY_ALLOWED,
  type ActivityOperation,
  ActivityStatus,
  type ActivityStatusValue,
} from '@onsite/contracts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';

/**
 * The activity state machine (docs/decisions.md "Activities"). What is stored is the life cycle
 * (`unpaid` → `paid`, or `abolished`) and the recycle-bin mark (`cancelled_at`); "not started", "in
 * progress" and "ended" are derived from begin/end time here and nowhere else, so a list, a detail and a
 * refused operation always agree on the state at the same instant.
 */
export type Lifecycle = 'unpaid' | 'paid' | 'abolished';

export interface ActivityClock {
  lifecycle: Lifecycle;
  cancelledAt: Date | null;
  beginTime: Date;
  endTime: Date;
}

export type { ActivityOperation, ActivityStatusValue };

export function statusOf(activity: ActivityClock, now: Date): ActivityStatusValue {
  if (activity.lifecycle === 'abolished') return ActivityStatus.abolished;
  if (activity.cancelledAt) return ActivityStatus.cancelled;
  if (activity.lifecycle === 'unpaid') return ActivityStatus.unpaid;
  if (now < activity.beginTime) return ActivityStatus.notStarted;
  if (now < activity.endTime) return ActivityStatus.inProgress;
  return ActivityStatus.ended;
}

/** Every operation and the states it may run in (shared with the web); anything else is refused. */
export const ALLOWED = ACTIVITY_ALLOWED;

/** Why an operation is refused in a state: one catalogue message per state. */
const REFUSAL: Record<ActivityStatusValue, MessageKey> = {
  [ActivityStatus.unpaid]: 'this activity is not paid yet',
  [ActivityStatus.notStarted]: 'this activity has not started yet',
  [ActivityStatus.inProgress]: 'this activity is in progress, end it first',
  [ActivityStatus.ended]: 'this activity has ended',
  [ActivityStatus.cancelled]: 'this activity is in the recycle bin, restore it first',
  [ActivityStatus.abolished]: 'this activity has been abolished',
};

export function canRun(operation: ActivityOperation, status: ActivityStatusValue): boolean {
  return ALLOWED[operation].includes(status);
}

/** Throws a 400 with the state's message when the operation is not allowed; nothing has been written yet. */
export function assertAllowed(operation: ActivityOperation, activity: ActivityClock, now: Date) {
  const status = statusOf(activity, now);
  if (!canRun(operation, status)) throw badRequest(REFUSAL[status]);
  return status;
}
