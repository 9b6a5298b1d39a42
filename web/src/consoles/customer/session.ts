import { customerApi, type MenuItem } from '@onsite/contracts';
import { useMemo } from 'react';
import type { ApiClient } from '#web/api/client';
import { useToken } from '#web/api/tokenStore';
import { useCustomerInfo, useCustomerMenus } from '#web/features/session/customer';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import type { ConsoleSession } from '#web/shell/console';
import { pendingSession } from '#web/shell/sessionState';
import { publicMenus } from './publicMenus';

// the user menu's entries read the session's queries: they come with this module (shell/lazySession.ts)
export { useCustomerUserMenu } from './userMenu';

/**
 * Spec §2 "/activity: my activities, with a badge": the entry's badge is the customer's activity count
 * (activity_total, refetched after every activity change); none while there are none.
 */
export function withActivityBadge(menus: readonly MenuItem[], activityTotal: number): MenuItem[] {
  return menus.map((item) =>
    item.component === 'customer/activity'
      ? { ...item, badge: activityTotal > 0 ? String(activityTotal) : '' }
      : item,
  );
}

/** A visitor sees the public pages; a signed-in customer gets their menus from the server. */
export function useCustomerSession(): ConsoleSession {
  const token = useToken('customer');
  const info = useCustomerInfo();
  const menus = useCustomerMenus();
  const storageUrl = useStorageUrl();
  const activityTotal = info.data?.activity_total ?? 0;
  const badged = useMemo(
    () => (menus.data ? withActivityBadge(menus.data, activityTotal) : undefined),
    [menus.data, activityTotal],
  );
  if (!token) return { status: 'anonymous', menus: publicMenus, fixedMenus: publicMenus };
  if (!info.data || !menus.data) return pendingSession([info, menus]) ?? { status: 'loading' };
  const customer = info.data;
  return {
    status: 'ready',
    user: {
      name: customer.nickname || customer.mobile || customer.email,
      // the avatar is a storage key (POST postAvatar), shown from the storage base URL
      avatar: customer.avatar ? storageSrc(customer.avatar, storageUrl) : '',
      // Spec §3: a customer is a VIP when customer_vip_id is above 0.
      tag: customer.customer_vip_id > 0 ? customer.vip_title : undefined,
      // Customers hold no roles or permission strings (spec §3): elements that ask for one stay hidden.
      roles: [],
      authorities: [],
    },
    menus: badged ?? menus.data,
    fixedMenus: publicMenus,
  };
}

export function logoutCustomer(api: ApiClient) {
  return api.call(customerApi.logout, undefined, { silent: true, ignoreAuthFailure: true });
}
