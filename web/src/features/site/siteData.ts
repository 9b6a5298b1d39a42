import { useQuery } from '@tanstack/react-query';
import { preSignIn } from '#web/api/preSignIn';
import { useApi } from '#web/shell/console';

export const siteDataKey = ['site', 'data'] as const;

/**
 * The site of the host (brand, menus, footer): a module of its own, so that the login screen's branding
 * does not bring the site's other hooks and their contracts (substance, topics…; issue 19).
 */
export function useSiteData() {
  const api = useApi();
  return useQuery({
    queryKey: siteDataKey,
    queryFn: () => api.call(preSignIn.siteData),
    staleTime: 5 * 60_000,
  });
}
