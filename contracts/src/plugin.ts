import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Activity plugins (issue 17 admin /addons_list "plugin management" and /addons "plugin service"; issue 15
 * the agent detail's "addon" tab): the platform's catalogue of plugins (lottery, sign-in wall, bullet
 * comments, voting…), each working with some tools, on sale or off; enabled per agent by the platform. The
 * agent console reads its own enabled plugins; the customer site's tool pages list its agent's enabled,
 * on-sale plugins for that tool.
 */
const id = (error: string) => rowId(error);
const tags = ['plugin'];

/** 1 = on sale (agents may have it, customers see it), 0 = off sale. */
export const PluginStatus = { off: 0, onSale: 1 } as const;
const status = z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (off sale) or 1 (on sale)' });

export const pluginTool = z.object({ id: z.number().int(), mark: z.string(), title: z.string() });
export type PluginTool = z.infer<typeof pluginTool>;

export const pluginItem = z.object({
  id: z.number().int(),
  /** lowercase slug, unique */
  mark: z.string(),
  name: z.string(),
  description: z.string(),
  /** a storage key of an image the platform uploaded, or an http(s) link; '' = none */
  icon: z.string(),
  /** the tools it works with, by spec §2 tool menu id */
  tools: z.array(pluginTool),
  /** cents; 0 = free */
  price: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  /** agents that have it enabled */
  agents: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type PluginItem = z.infer<typeof pluginItem>;

export const pluginListQuery = pageQuery.extend({
  /** mark, name or description */
  keyword: z.string().trim().max(64).optional(),
  status: status.optional(),
  tool_id: id('tool_id must be a tool id').optional(),
});

const pluginFields = {
  name: z
    .string({ error: 'the plugin name is required' })
    .trim()
    .min(1, { error: 'the plugin name is required' })
    .max(40, { error: 'the plugin name is at most 40 characters' }),
  description: z.string().trim().max(500, { error: 'the description is at most 500 characters' }).default(''),
  icon: z
    .string()
    .trim()
    .max(500, { error: 'the icon must be an uploaded image or an http(s) link' })
    .default(''),
  tool_ids: z
    .array(id('choose the tools the plugin works with'), { error: 'choose the tools the plugin works with' })
    .min(1, { error: 'choose the tools the plugin works with' })
    .max(20, { error: 'choose the tools the plugin works with' }),
  price: nonNegative('the price must be a whole number of cents, 0 or more').default(0),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  status: status.default(1),
};

export const pluginCreateRequest = z.object({
  mark: z
    .string({ error: 'the mark is required' })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/, {
      error: 'the mark must be 2-32 lowercase letters, digits, _ or -, starting with a letter',
    }),
  ...pluginFields,
});
export type PluginCreateRequest = z.input<typeof pluginCreateRequest>;

/** The mark names the plugin for good (activities and sites refer to it): it is not edited. */
export const pluginUpdateRequest = z.object({ id: id('id is required'), ...pluginFields });
export type PluginUpdateRequest = z.input<typeof pluginUpdateRequest>;

export const pluginStatusRequest = z.object({ id: id('id is required'), status });

const catalogue = { audience: 'admin', permission: Permission.admin.pluginList } as const;
const catalogueManage = { audience: 'admin', permission: Permission.admin.pluginListManage } as const;

export const pluginApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/addons_list/getList',
    access: catalogue,
    tags,
    summary: 'The plugin catalogue with the tools of each and how many agents have it, in sort order',
    query: pluginListQuery,
    reply: reply.list(pluginItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/addons_list/create',
    access: catalogueManage,
    tags,
    summary: 'Add a plugin to the catalogue',
    body: pluginCreateRequest,
    reply: reply.data(pluginItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/addons_list/update',
    access: catalogueManage,
    tags,
    summary: "Edit a plugin's name, description, icon, tools, price and order",
    body: pluginUpdateRequest,
    reply: reply.data(pluginItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/addons_list/setStatus',
    access: catalogueManage,
    tags,
    summary: 'Put a plugin on sale or take it off (off: agents keep it enabled, customers no longer see it)',
    body: pluginStatusRequest,
    reply: reply.data(pluginItem),
  }),
};

// ---- enablement per agent ----

/** A plugin as one agent has it (the partner drawer's tab): every plugin, enabled or not for the agent. */
export const agentPluginRow = pluginItem.omit({ agents: true, create_time: true, update_time: true }).extend({
  enabled: z.boolean(),
  /** when and by whom it was enabled ('' when not enabled, or by a removed account) */
  enabled_at: z.string(),
  enabled_by: z.string(),
});
export type AgentPluginRow = z.infer<typeof agentPluginRow>;

export const agentPluginsQuery = z.object({ agent_id: id('agent_id must be an agent id') });
export const agentPluginSetRequest = z.object({
  agent_id: id('agent_id must be an agent id'),
  plugin_id: id('plugin_id must be a plugin id'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** One plugin enabled for one agent (the plugin service's list). */
export const pluginEnablement = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  plugin_id: z.number().int(),
  plugin_mark: z.string(),
  plugin_name: z.string(),
  plugin_icon: z.string(),
  plugin_status: z.number().int(),
  enabled_at: z.string(),
  enabled_by: z.string(),
});
export type PluginEnablement = z.infer<typeof pluginEnablement>;

export const pluginEnablementQuery = pageQuery.extend({
  plugin_id: id('plugin_id must be a plugin id').optional(),
  agent_id: id('agent_id must be an agent id').optional(),
});

/** A plugin with how many agents have it (the plugin service's overview). */
export const pluginUsage = z.object({
  id: z.number().int(),
  mark: z.string(),
  name: z.string(),
  icon: z.string(),
  status: z.number().int(),
  agents: z.number().int(),
});
export type PluginUsage = z.infer<typeof pluginUsage>;

/** At most this many plugins in one answer of the catalogue's unpaged views (the tab, the overview). */
export const PLUGIN_CATALOGUE_MAX = 200;

const service = { audience: 'admin', permission: Permission.admin.pluginService } as const;
const serviceManage = { audience: 'admin', permission: Permission.admin.pluginServiceManage } as const;

export const pluginServiceApi = {
  getOverview: defineRoute({
    method: 'GET',
    path: '/api/admin/addons/getOverview',
    access: service,
    tags,
    summary: 'Every plugin with how many agents have it enabled, in catalogue order',
    reply: reply.data(z.array(pluginUsage)),
  }),
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/addons/getList',
    access: service,
    tags,
    summary: 'The plugins enabled for agents, newest first, by plugin and agent',
    query: pluginEnablementQuery,
    reply: reply.list(pluginEnablement),
  }),
  getAgents: defineRoute({
    method: 'GET',
    path: '/api/admin/addons/getAgents',
    access: service,
    tags,
    summary: 'The agents, by name, to filter the enablements by',
    query: z.object({ keyword: z.string().trim().max(64).optional() }),
    reply: reply.data(z.array(z.object({ id: z.number().int(), name: z.string() }))),
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/api/admin/addons/disable',
    access: serviceManage,
    tags,
    summary: 'Disable a plugin for the agent of this enablement',
    body: z.object({ id: id('id is required') }),
    reply: reply.data(emptyData),
  }),
  /** The partner drawer's "addon" tab: every plugin with whether this agent has it. */
  getAgentPlugins: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/addons/getList',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: 'Every plugin of the catalogue with whether the agent has it enabled',
    query: agentPluginsQuery,
    reply: reply.data(z.array(agentPluginRow)),
  }),
  setAgentPlugin: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/addons/setEnabled',
    access: serviceManage,
    tags,
    summary: 'Enable or disable a plugin for an agent',
    body: agentPluginSetRequest,
    reply: reply.data(agentPluginRow),
  }),
};

// ---- the agent console ----

/** A plugin the team has (read-only): status 0 = taken off sale, its customers no longer see it. */
export const ownPluginItem = pluginItem.omit({ agents: true, create_time: true, update_time: true }).extend({
  enabled_at: z.string(),
});
export type OwnPluginItem = z.infer<typeof ownPluginItem>;

export const ownPluginQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  tool_id: id('tool_id must be a tool id').optional(),
});

export const ownPluginApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/agent/addons/getList',
    access: { audience: 'agent', permission: Permission.agent.plugin },
    tags,
    summary: 'The plugins the platform enabled for the team, with their description and tools',
    query: ownPluginQuery,
    reply: reply.list(ownPluginItem),
  }),
};

/** What the customer site shows of a plugin on a tool page. */
export const sitePlugin = z.object({
  mark: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
});
export type SitePlugin = z.infer<typeof sitePlugin>;
