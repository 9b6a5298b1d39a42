import { customerInfo, customerMenus, emptyData } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { useToken } from '../../api/tokenStore';
import { type ConsoleSession, useApi } from '../../shell/console';
import { pendingSession } from '../../shell/sessionState';
import { publicMenus } from './publicMenus';

export const customerQueryKeys = {
  info: ['customer', 'info'] as const,
  menus: ['customer', 'menus'] as const,
};

export function useCustomerInfo() {
  const api = useApi();
  const token = useToken('customer');
  return useQuery({
    queryKey: customerQueryKeys.info,
    queryFn: () => api.get('/customer/customer/getInfo', customerInfo),
    enabled: !!token,
  });
}

function useCustomerMenus() {
  const api = useApi();
  const token = useToken('customer');
  return useQuery({
    queryKey: customerQueryKeys.menus,
    queryFn: () => api.get('/customer/customer/getMenus', customerMenus),
    enabled: !!token,
  });
}

/** A visitor sees the public pages; a signed-in customer gets their menus from the server. */
export function useCustomerSession(): ConsoleSession {
  const token = useToken('customer');
  const info = useCustomerInfo();
  const menus = useCustomerMenus();
  if (!token) return { status: 'anonymous', menus: publicMenus };
  if (!info.data || !menus.data) return pendingSession([info, menus]) ?? { status: 'loading' };
  const customer = info.data;
  return {
    status: 'ready',
    user: {
      name: customer.nickname || customer.mobile || customer.email,
      avatar: customer.avatar,
      // Spec §3: a customer is a VIP when customer_vip_id is above 0.
      tag: customer.customer_vip_id > 0 ? customer.vip_title : undefined,
      // Customers hold no roles or permission strings (spec §3): elements that ask for one stay hidden.
      roles: [],
      authorities: [],
    },
    menus: menus.data,
  };
}

export function logoutCustomer(api: ApiClient) {
  return api.request('/customer/login/logout', emptyData, {
    method: 'POST',
    body: {},
    silent: true,
    ignoreAuthFailure: true,
  });
}
