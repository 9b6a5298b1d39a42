import { type ActivityItem, ActivityStatus } from '@onsite/contracts';

/** An activity as the list answers it, for the activity components' tests; `change` sets what a test needs. */
export const testActivity = (change: Partial<ActivityItem> = {}): ActivityItem => ({
  id: 7,
  title: 'Gala',
  tool_id: 1,
  tool_title: 'Big screen',
  programme_id: 0,
  programme_title: '',
  group_id: 0,
  group_title: '',
  status: ActivityStatus.notStarted,
  begin_time: '2031-06-01T01:00:00.000Z',
  end_time: '2031-06-01T10:00:00.000Z',
  capacity: 500,
  showings: 1,
  vip_count: 0,
  vip_last_time: '',
  has_password: 0,
  order_no: '',
  create_time: '2026-01-01T00:00:00.000Z',
  ...change,
});
