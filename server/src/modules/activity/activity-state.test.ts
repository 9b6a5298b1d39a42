import { ActivityStatus } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/platform/http/errors.ts';
import {
  type ActivityClock,
  type ActivityOperation,
  ALLOWED,
  assertAllowed,
  statusOf,
} from './activity-state.ts';

const now = new Date('2026-11-22T10:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
const clock = (overrides: Partial<ActivityClock> = {}): ActivityClock => ({
  lifecycle: 'paid',
  cancelledAt: null,
  beginTime: hours(1),
  endTime: hours(2),
  ...overrides,
});

/** One activity in each state at `now`. */
const inState = {
  [ActivityStatus.unpaid]: clock({ lifecycle: 'unpaid' }),
  [ActivityStatus.notStarted]: clock(),
  [ActivityStatus.inProgress]: clock({ beginTime: hours(-1), endTime: hours(1) }),
  [ActivityStatus.ended]: clock({ beginTime: hours(-2), endTime: hours(-1) }),
  [ActivityStatus.cancelled]: clock({ cancelledAt: hours(-1) }),
  [ActivityStatus.abolished]: clock({ lifecycle: 'abolished', cancelledAt: hours(-1) }),
};

describe('statusOf', () => {
  it('derives not started, in progress and ended from the times at the given instant', () => {
    expect(statusOf(inState[1], now)).toBe(ActivityStatus.notStarted);
    expect(statusOf(inState[2], now)).toBe(ActivityStatus.inProgress);
    expect(statusOf(inState[3], now)).toBe(ActivityStatus.ended);
    // the begin instant itself is in progress, the end instant itself is ended
    expect(statusOf(clock({ beginTime: now }), now)).toBe(ActivityStatus.inProgress);
    expect(statusOf(clock({ beginTime: hours(-1), endTime: now }), now)).toBe(ActivityStatus.ended);
  });

  it('puts abolished before the recycle bin, and the recycle bin before unpaid and the times', () => {
    expect(statusOf(inState[5], now)).toBe(ActivityStatus.abolished);
    expect(statusOf(inState[4], now)).toBe(ActivityStatus.cancelled);
    expect(statusOf(clock({ lifecycle: 'unpaid', cancelledAt: now }), now)).toBe(ActivityStatus.cancelled);
    expect(statusOf(clock({ lifecycle: 'unpaid', beginTime: hours(-1) }), now)).toBe(ActivityStatus.unpaid);
  });
});

describe('assertAllowed', () => {
  const operations = Object.keys(ALLOWED) as ActivityOperation[];
  const states = Object.values(ActivityStatus);

  it.each(operations)(
    'lets %s run exactly in its allowed states and refuses the others with a message',
    (operation) => {
      for (const state of states) {
        const run = () => assertAllowed(operation, inState[state], now);
        if (ALLOWED[operation].includes(state)) {
          expect(run()).toBe(state);
        } else {
          expect(run).toThrow(AppError);
        }
      }
    },
  );

  it('answers the message of the state that refused', () => {
    const refusal = (operation: ActivityOperation, state: keyof typeof inState) => {
      try {
        assertAllowed(operation, inState[state], now);
        return 'allowed';
      } catch (error) {
        return [(error as AppError).httpStatus, (error as AppError).key];
      }
    };
    expect(refusal('abolish', ActivityStatus.inProgress)).toEqual([
      400,
      'this activity is in progress, end it first',
    ]);
    expect(refusal('abolish', ActivityStatus.ended)).toEqual([400, 'this activity has ended']);
    expect(refusal('over', ActivityStatus.notStarted)).toEqual([400, 'this activity has not started yet']);
    expect(refusal('rename', ActivityStatus.cancelled)).toEqual([
      400,
      'this activity is in the recycle bin, restore it first',
    ]);
    expect(refusal('restore', ActivityStatus.abolished)).toEqual([400, 'this activity has been abolished']);
    expect(refusal('copy', ActivityStatus.unpaid)).toEqual([400, 'this activity is not paid yet']);
  });

  it('never lets an abolished activity change, and lets only restore and delete touch the recycle bin', () => {
    for (const operation of operations) {
      expect(ALLOWED[operation]).not.toContain(ActivityStatus.abolished);
      expect(ALLOWED[operation].includes(ActivityStatus.cancelled)).toBe(
        operation === 'restore' || operation === 'deleteRecycle',
      );
    }
  });
});
