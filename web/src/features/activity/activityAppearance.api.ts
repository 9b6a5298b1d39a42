import { activityAppearanceApi, type EditAppearanceRequest } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** An activity's appearance (docs/decisions.md "Activity appearance": paths the spec does not show). */
export const appearanceKey = (id: number) => ['activity', 'appearance', id] as const;

export function useAppearance(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: appearanceKey(id),
    queryFn: () => api.call(activityAppearanceApi.getAppearance, { id }),
  });
}

export function useEditAppearance() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditAppearanceRequest) => api.call(activityAppearanceApi.editAppearance, input),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: appearanceKey(input.id) }),
  });
}
