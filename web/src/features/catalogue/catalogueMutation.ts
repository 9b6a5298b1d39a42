import type { AnyRoute } from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

/**
 * A change of a platform catalogue (plugins, software, VIP plans) or of what an agent sells of it: the
 * catalogue's own queries (`queryKey`, e.g. the partner drawer's tab) and its paged lists (`lists`) refetch.
 */
export function useCatalogueMutation<Input, Output>(
  call: (input: Input) => Promise<Output>,
  queryKey: readonly unknown[],
  lists: readonly AnyRoute[],
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        ...lists.map((route) =>
          queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, route) }),
        ),
      ]),
  });
}
