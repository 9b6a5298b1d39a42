import { siteApi, TEMPLATE_TOOL_IDS } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** The tools a template may be for (spec §2 tool ids), as select options. */
export function useTemplateTools() {
  const api = useApi();
  const tools = useQuery({
    queryKey: ['site', 'tools'],
    queryFn: () => api.call(siteApi.getSceneIntroduce, {}),
  });
  const list = Array.isArray(tools.data) ? tools.data : [];
  return {
    loading: tools.isPending,
    options: list
      .filter((tool) => (TEMPLATE_TOOL_IDS as readonly number[]).includes(tool.id))
      .map((tool) => ({ value: tool.id, label: tool.title })),
  };
}
