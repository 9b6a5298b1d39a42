import { pluginApi, pluginServiceApi, siteApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { useApi } from '#web/shell/console';
import '#web/features/plugin/plugin.strings';

/** Query keys of the plugin pages (catalogue, service, the partner drawer's tab). */
export const pluginKeys = {
  all: ['plugin'] as const,
  overview: ['plugin', 'overview'] as const,
  agents: ['plugin', 'agents'] as const,
  agent: (agentId: number) => ['plugin', 'agent', agentId] as const,
  tools: ['plugin', 'tools'] as const,
};

/** The tools of the catalogue (spec §2 tool menu ids), as options. */
export function useToolOptions() {
  const api = useApi();
  return useQuery({
    queryKey: pluginKeys.tools,
    queryFn: async () => {
      const tools = await api.call(siteApi.getSceneIntroduce, {});
      return (Array.isArray(tools) ? tools : [tools]).map((tool) => ({ value: tool.id, label: tool.title }));
    },
    staleTime: 5 * 60_000,
  });
}

/** The filters the plugin lists share: a keyword and the tool a plugin works with. */
export function usePluginFilters(): SearchField<'keyword' | 'tool_id'>[] {
  const { t } = useTranslation();
  const tools = useToolOptions();
  return [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('plugin.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'tool_id',
      label: t('plugin.tool'),
      placeholder: t('plugin.allTools'),
      options: tools.data ?? [],
    },
  ];
}

/** The catalogue's plugins with their agents count (the plugin service's overview and filter). */
export function usePluginOverview(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: pluginKeys.overview,
    queryFn: () => api.call(pluginServiceApi.getOverview),
    enabled,
  });
}

/** The agents to filter the enablements by. */
export function usePluginAgents() {
  const api = useApi();
  return useQuery({ queryKey: pluginKeys.agents, queryFn: () => api.call(pluginServiceApi.getAgents, {}) });
}

/**
 * A change of the catalogue or of an enablement: every plugin view refetches (the lists' pages, the
 * overview's counts, the partner drawer's tab).
 */
export function usePluginMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  return useCatalogueMutation(call, pluginKeys.all, [pluginApi.getList, pluginServiceApi.getList]);
}
