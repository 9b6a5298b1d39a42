import { customerApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useToken } from '#web/api/tokenStore';
import { useApi } from '#web/shell/console';

/** The customer console's session queries (a module per console: a console's first load carries only its own). */
export const customerQueryKeys = {
  info: ['customer', 'info'] as const,
  menus: ['customer', 'menus'] as const,
};

/** The signed-in customer (none for a visitor). */
export function useCustomerInfo() {
  const api = useApi();
  const token = useToken('customer');
  return useQuery({
    queryKey: customerQueryKeys.info,
    queryFn: () => api.call(customerApi.getInfo),
    enabled: !!token,
  });
}

export function useCustomerMenus() {
  const api = useApi();
  const token = useToken('customer');
  return useQuery({
    queryKey: customerQueryKeys.menus,
    queryFn: () => api.call(customerApi.getMenus),
    enabled: !!token,
  });
}
