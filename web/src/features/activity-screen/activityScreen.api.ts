import { activityScreenApi, type H5SignInRequest } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** How often the big screen and the h5 page refresh their counters. */
export const SCREEN_POLL_MS = 3000;

const keys = {
  screen: (id: number) => ['activityScreen', 'screen', id] as const,
  h5: (code: string) => ['activityScreen', 'h5', code] as const,
};

/**
 * An activity's big screen, refreshed while it is shown: the organiser's (signed in) or, with `ticket`, the
 * one a venue opened with the access password. Quiet on failure: the page offers the password instead.
 */
export function useActivityScreen(id: number, ticket: string | null) {
  const api = useApi();
  const quiet = { silent: true, ignoreAuthFailure: true } as const;
  return useQuery({
    queryKey: [...keys.screen(id), ticket],
    queryFn: () =>
      ticket === null
        ? api.call(activityScreenApi.getScreen, { id }, quiet)
        : api.call(activityScreenApi.publicScreen, { acid: id, ticket }, quiet),
    refetchInterval: (query) => (query.state.status === 'error' ? false : SCREEN_POLL_MS),
    retry: false,
  });
}

/** A venue opens the screen with the access password: the ticket the screen then shows itself with. */
export function useOpenScreen() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { acid: number; password: string }) =>
      api.call(activityScreenApi.openScreen, input, { silent: true }),
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
