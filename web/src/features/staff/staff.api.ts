import { staffApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

/** The admin roles an account may hold (the form's and the filter's options). */
export function useAdminRoles() {
  const api = useApi();
  return useQuery({ queryKey: ['staff', 'roles'], queryFn: () => api.call(staffApi.getRoles, undefined) });
}

/** A mutation that refetches a list's pages (the staff list unless told) when it succeeds. */
export function useStaffMutation<Input, Output>(
  call: (input: Input) => Promise<Output>,
  list: Parameters<typeof pagedQueryKey>[1] = staffApi.getList,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, list) }),
  });
}
