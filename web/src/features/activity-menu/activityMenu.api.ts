import {
  type ActivityMenuItem,
  type ActivityMenuUpdateRequest,
  activityMenuApi,
  workspaceMenuApi,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';
import '#web/features/activity-menu/activityMenu.strings';

/** Query keys of the activity menus: the admin page's tools and entries, a customer workspace's menus. */
export const activityMenuKeys = {
  all: ['activityMenu'] as const,
  tools: ['activityMenu', 'tools'] as const,
  entries: (toolId: number) => ['activityMenu', 'entries', toolId] as const,
  workspace: (activityId: number) => ['activityMenu', 'workspace', activityId] as const,
};

/** A tool has a handful of sections: one page holds them all. */
const ALL_ENTRIES = 100;

export function useActivityMenuTools() {
  const api = useApi();
  return useQuery({ queryKey: activityMenuKeys.tools, queryFn: () => api.call(activityMenuApi.getTools) });
}

export function useActivityMenuEntries(toolId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: activityMenuKeys.entries(toolId ?? 0),
    queryFn: () => api.call(activityMenuApi.getList, { tool_id: toolId ?? 0, page: 1, limit: ALL_ENTRIES }),
    enabled: Boolean(toolId),
  });
}

/** Saves one entry; the tools' counts and the tool's entries refetch. */
export function useUpdateActivityMenu() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityMenuUpdateRequest) => api.call(activityMenuApi.update, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityMenuKeys.all }),
  });
}

/**
 * Writes a tool's new order. The table shows the order at once (the cached entries are rewritten before the
 * call) and goes back to the stored order when the server refuses it.
 */
export function useReorderActivityMenu(toolId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = activityMenuKeys.entries(toolId);
  return useMutation({
    mutationFn: (ordered: ActivityMenuItem[]) =>
      api.call(activityMenuApi.reorder, { tool_id: toolId, ids: ordered.map((entry) => entry.id) }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ActivityMenuItem[]>(key);
      queryClient.setQueryData(key, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The shown sections of a customer's activity, in order (its workspace's navigation). */
export function useWorkspaceMenus(activityId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityMenuKeys.workspace(activityId ?? 0),
    queryFn: () => api.call(workspaceMenuApi.getMenus, { id: activityId ?? 0 }),
    enabled: Boolean(activityId),
  });
}
