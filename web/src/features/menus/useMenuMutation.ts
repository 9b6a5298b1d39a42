import { type Audience, menuEditorApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#web/api/client';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { adminQueryKeys } from '#web/features/session/admin';
import { useApi } from '#web/shell/console';

export const menuEditorKeys = {
  all: ['menuEditor'] as const,
  tree: (audience: Audience) => ['menuEditor', 'tree', audience] as const,
};

/** Every entry of a console (the parent picker, the reorder tree). */
export function useMenuTree(audience: Audience) {
  const api = useApi();
  return useQuery({
    queryKey: menuEditorKeys.tree(audience),
    queryFn: () => api.call(menuEditorApi.getTree, { audience }),
  });
}

/**
 * A change of the menus: afterwards the editor's list and trees are read again, and so is the signed-in
 * admin's own menu (the sidebar follows at once; other holders get it on their next request).
 */
export function useMenuMutation<Input = void, Output = unknown>(
  call: (api: ApiClient, input: Input) => Promise<Output>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, menuEditorApi.getList) }),
        queryClient.invalidateQueries({ queryKey: menuEditorKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.user }),
      ]),
  });
}
