import { teamMemberApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** The roles a member of the current team may be given (the change-role and invite forms, the role filter). */
export function useTeamRoles() {
  const api = useApi();
  return useQuery({
    queryKey: ['team', 'roles'],
    queryFn: () => api.call(teamMemberApi.getRoles, undefined),
  });
}

/** The link a new member opens: this console's public /invite page with the token. */
export const invitationLink = (basename: string, token: string) =>
  `${window.location.origin}${basename}/invite?token=${encodeURIComponent(token)}`;
