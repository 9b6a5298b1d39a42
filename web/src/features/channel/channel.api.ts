import { enquiryApi, inviteLinkApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

/** The staff console these pages run in (the customer console has none of them). */
export const staff = (audience: string): 'admin' | 'agent' => (audience === 'admin' ? 'admin' : 'agent');

/** Query keys of the channel pages (invite links, enquiries). */
export const channelKeys = {
  agents: (keyword: string) => ['channel', 'agents', keyword] as const,
  assignees: (audience: string) => ['channel', 'assignees', audience] as const,
  enquiry: (audience: string, id: number | null) => ['channel', 'enquiry', audience, id] as const,
};

/** The agents the platform may make a link for or filter by (admin only). */
export function useAgentOptions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: channelKeys.agents(''),
    queryFn: () => api.call(inviteLinkApi.getAgents, {}),
    enabled,
  });
}

/** A change of an invite link; the list's pages refetch. */
export function useInviteLinkMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, inviteLinkApi.getList[staff(api.audience)]),
      }),
  });
}

/** Whom an enquiry may be assigned to in this console. */
export function useAssignees(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: channelKeys.assignees(api.audience),
    queryFn: () => api.call(enquiryApi.getAssignees[staff(api.audience)]),
    enabled,
  });
}

/** One enquiry with its history. */
export function useEnquiry(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: channelKeys.enquiry(api.audience, id),
    queryFn: () => api.call(enquiryApi.getInfo[staff(api.audience)], { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** A change of an enquiry: its drawer and the list's pages refetch. */
export function useEnquiryMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['channel', 'enquiry', api.audience] });
      await queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, enquiryApi.getList[staff(api.audience)]),
      });
    },
  });
}
