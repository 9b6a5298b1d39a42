import { describe, expect, it } from 'vitest';
import { menuItem } from '#web/test/menuItem';
import { withActivityBadge } from './session';

describe('the /activity menu badge', () => {
  const menus = [
    menuItem({ opid: 1, component: 'customer/activity', badge: 'Hot', badge_color: '#f5222d' }),
    menuItem({ opid: 2, component: 'customer/order', badge: 'New' }),
  ];

  it("shows the customer's activity count on my activities only", () => {
    const [activity, order] = withActivityBadge(menus, 12);
    expect([activity.badge, activity.badge_color]).toEqual(['12', '#f5222d']);
    expect(order.badge).toBe('New');
  });

  it('shows no badge while there are no activities', () => {
    expect(withActivityBadge(menus, 0)[0].badge).toBe('');
  });
});
