import { activityAppearance, type EditAppearanceRequest } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../../shell/console';

/** An activity's appearance (docs/decisions.md "Activity appearance": paths the spec does not show). */
const BASE = '/ym/ActiveSetting';

export const appearanceKey = (id: number) => ['activity', 'appearance', id] as const;

export function useAppearance(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: appearanceKey(id),
    queryFn: () => api.get(`${BASE}/getAppearance`, activityAppearance, { id }),
  });
}

export function useEditAppearance() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditAppearanceRequest) => api.post(`${BASE}/editAppearance`, z.null(), input),
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: appearanceKey(input.id) }),
  });
}
