import { activityScreenApi, type H5SignInRequest } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** How often the big screen and the h5 page refresh their counters. */
export const SCREEN_POLL_MS = 3000;

const keys = {
  screen: (id: number) => ['activityScreen', 'screen', id] as const,
  h5: (code: string) => ['activityScreen', 'h5', code] as const,
};

/** One of my activities' big screen, refreshed while it is shown. */
export function useActivityScreen(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.screen(id),
    queryFn: () => api.call(activityScreenApi.getScreen, { id }),
    refetchInterval: SCREEN_POLL_MS,
  });
}

/** The activity an h5 code names, as its attendees see it. */
export function useH5Activity(code: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.h5(code),
    queryFn: () => api.call(activityScreenApi.h5Info, { code }),
    enabled: code !== '',
    retry: false,
  });
}

/** An attendee signs in; the page's count refreshes. */
export function useH5SignIn(code: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: Omit<H5SignInRequest, 'code'>) =>
      api.call(activityScreenApi.h5SignIn, { code, ...person }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.h5(code) }),
  });
}
