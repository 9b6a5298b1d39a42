import { type HelpCategorySave, type HelpDesignSave, type HelpEntrySave, helpApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';
import '#web/features/help/help.strings';

/** The help centre's routes of this console: the platform's own (admin) or the team's site's (agent). */
export function useHelpRoutes() {
  const api = useApi();
  return api.audience === 'agent' ? helpApi.agent : helpApi.admin;
}

export const helpKeys = {
  all: ['help'] as const,
  designs: ['help', 'designs'] as const,
  design: (id: number) => ['help', 'design', id] as const,
  categories: ['help', 'categories'] as const,
  entries: ['help', 'entries'] as const,
};

export function useHelpDesigns() {
  const api = useApi();
  const routes = useHelpRoutes();
  return useQuery({ queryKey: helpKeys.designs, queryFn: () => api.call(routes.getDesigns) });
}

export function useHelpDesign(id: number | null) {
  const api = useApi();
  const routes = useHelpRoutes();
  return useQuery({
    queryKey: helpKeys.design(id ?? 0),
    queryFn: () => api.call(routes.getDesign, { id: id ?? 0 }),
    enabled: id !== null,
    // the editor works on its own copy: no refetch behind its back
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useHelpCategories() {
  const api = useApi();
  const routes = useHelpRoutes();
  return useQuery({ queryKey: helpKeys.categories, queryFn: () => api.call(routes.getCategories) });
}

export function useHelpEntries() {
  const api = useApi();
  const routes = useHelpRoutes();
  return useQuery({ queryKey: helpKeys.entries, queryFn: () => api.call(routes.getEntries, {}) });
}

/** Every change of the help centre: its lists refetch (entries show designs' titles, categories counts). */
export function useHelpMutations() {
  const api = useApi();
  const routes = useHelpRoutes();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: helpKeys.all });
  const mutation = <I, O>(call: (input: I) => Promise<O>) => ({ mutationFn: call, onSuccess: refresh });
  return {
    saveDesign: useMutation(mutation((body: HelpDesignSave) => api.call(routes.saveDesign, body))),
    publishDesign: useMutation(mutation((id: number) => api.call(routes.publishDesign, { id }))),
    deleteDesign: useMutation(mutation((id: number) => api.call(routes.deleteDesign, { id }))),
    saveCategory: useMutation(mutation((body: HelpCategorySave) => api.call(routes.saveCategory, body))),
    deleteCategory: useMutation(mutation((id: number) => api.call(routes.deleteCategory, { id }))),
    saveEntry: useMutation(mutation((body: HelpEntrySave) => api.call(routes.saveEntry, body))),
    deleteEntry: useMutation(mutation((id: number) => api.call(routes.deleteEntry, { id }))),
  };
}
