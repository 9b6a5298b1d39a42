import {
  type AgentPluginRow,
  type OwnPluginItem,
  PLUGIN_CATALOGUE_MAX,
  type PluginEnablement,
  type PluginItem,
  type PluginUsage,
  type pluginCreateRequest,
  type pluginUpdateRequest,
  type SitePlugin,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './plugin.repository.ts';

type CreateInput = z.output<typeof pluginCreateRequest>;
type UpdateInput = z.output<typeof pluginUpdateRequest>;
type Page = { page: number; limit: number };
type Tool = { id: number; mark: string; title: string };

/** The tools of each plugin, by plugin id. */
async function toolsByPlugin(db: Db, pluginIds: readonly number[]): Promise<Map<number, Tool[]>> {
  const byPlugin = new Map<number, Tool[]>();
  for (const { plugin_id: pluginId, ...tool } of await repository.toolsOfPlugins(db, pluginIds))
    byPlugin.set(pluginId, [...(byPlugin.get(pluginId) ?? []), tool]);
  return byPlugin;
}

type CatalogueRow = Omit<repository.PluginRow, 'agents'>;

async function presentCatalogue<R extends CatalogueRow>(db: Db, rows: R[]) {
  const tools = await toolsByPlugin(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ created_at: _created, updated_at: _updated, ...row }) => ({
    ...row,
    tools: tools.get(row.id) ?? [],
  }));
}

async function present(db: Db, rows: repository.PluginRow[]): Promise<PluginItem[]> {
  const presented = await presentCatalogue(db, rows);
  return presented.map(({ agents, ...item }, index) => ({
    ...item,
    agents: Number(agents ?? 0),
    create_time: iso(rows[index]?.created_at),
    update_time: iso(rows[index]?.updated_at),
  }));
}

export async function listPlugins(db: Db, filter: repository.PluginFilter, page: Page) {
  const { rows, total } = await repository.listPlugins(db, filter, page);
  return { rows: await present(db, rows), total };
}

async function thePlugin(db: Db, id: number): Promise<PluginItem> {
  const row = await repository.findPlugin(db, id);
  if (!row) throw notFound('plugin not found');
  const [item] = await present(db, [row]);
  if (!item) throw notFound('plugin not found');
  return item;
}

const LINK = /^https?:\/\/[^\s]+$/i;

/** An icon is none, an http(s) link, or an image the platform uploaded (its storage key). */
async function requireIcon(db: Db, icon: string): Promise<void> {
  if (icon === '' || LINK.test(icon)) return;
  if ((await ownFiles(db, { kind: 'platform' }, [icon], 'image')).length === 0)
    throw badRequest('the icon must be an uploaded image or an http(s) link');
}

async function requireTools(db: Db, toolIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(toolIds)];
  if ((await repository.existingTools(db, ids)).length !== ids.length)
    throw badRequest('choose the tools the plugin works with');
  return ids;
}

const valuesOf = (input: UpdateInput | CreateInput): repository.PluginValues => ({
  name: input.name,
  description: input.description,
  icon: input.icon,
  price: input.price,
  sort: input.sort,
  status: input.status,
});

export async function createPlugin(db: Db, input: CreateInput): Promise<PluginItem> {
  await requireIcon(db, input.icon);
  const toolIds = await requireTools(db, input.tool_ids);
  if (await repository.findPluginByMark(db, input.mark)) throw badRequest('this mark is taken');
  try {
    const id = await inTransaction(db, async (tx) => {
      const created = await repository.insertPlugin(tx, { ...valuesOf(input), mark: input.mark });
      await repository.setPluginTools(tx, created, toolIds);
      return created;
    });
    return await thePlugin(db, id);
  } catch (error) {
    // two admins adding the same mark at once: the unique index answers the second
    if ((error as { code?: string }).code === '23505') throw badRequest('this mark is taken');
    throw error;
  }
}

export async function updatePlugin(db: Db, input: UpdateInput): Promise<PluginItem> {
  const current = await repository.findPlugin(db, input.id);
  if (!current) throw notFound('plugin not found');
  if (input.icon !== current.icon) await requireIcon(db, input.icon);
  const toolIds = await requireTools(db, input.tool_ids);
  await inTransaction(db, async (tx) => {
    if (!(await repository.updatePlugin(tx, input.id, valuesOf(input)))) throw notFound('plugin not found');
    await repository.setPluginTools(tx, input.id, toolIds);
  });
  return thePlugin(db, input.id);
}

/** Off sale: agents keep their enablement (on sale again, it is back), customers no longer see it. */
export async function setPluginStatus(db: Db, id: number, status: number): Promise<PluginItem> {
  if (!(await repository.updatePlugin(db, id, { status }))) throw notFound('plugin not found');
  return thePlugin(db, id);
}

// ---- the plugin service and the partner drawer's tab ----

export async function overview(db: Db): Promise<PluginUsage[]> {
  return (await repository.cataloguePlugins(db)).map((row) => ({
    id: row.id,
    mark: row.mark,
    name: row.name,
    icon: row.icon,
    status: row.status,
    agents: Number(row.agents ?? 0),
  }));
}

const presentEnablement = (row: repository.EnablementRow): PluginEnablement => ({
  ...row,
  enabled_at: iso(row.enabled_at),
  enabled_by: row.enabled_by ?? '',
});

export async function listEnablements(
  db: Db,
  scope: repository.PluginScope,
  filter: { pluginId?: number; agentId?: number },
  page: Page,
) {
  const { rows, total } = await repository.listEnablements(db, scope, filter, page);
  return { rows: rows.map(presentEnablement), total };
}

export async function disableEnablement(db: Db, scope: repository.PluginScope, id: number): Promise<void> {
  if (!(await repository.deleteEnablement(db, scope, { id }))) throw notFound('plugin not enabled');
}

export const agentOptions = (db: Db, keyword: string | undefined) => repository.agentOptions(db, keyword);

async function theAgent(db: Db, agentId: number): Promise<AgentScope> {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  return agentScope(agentId);
}

/** Every plugin of the catalogue with whether (when, by whom) the agent has it. */
export async function agentPlugins(db: Db, agentId: number): Promise<AgentPluginRow[]> {
  const scope = await theAgent(db, agentId);
  const [catalogue, enabled] = await Promise.all([
    repository.cataloguePlugins(db),
    repository.enablementsOf(db, scope),
  ]);
  const byPlugin = new Map(enabled.map((row) => [row.plugin_id, row]));
  return (await presentCatalogue(db, catalogue)).map(({ agents: _agents, ...item }) => {
    const enablement = byPlugin.get(item.id);
    return {
      ...item,
      enabled: enablement !== undefined,
      enabled_at: iso(enablement?.enabled_at),
      enabled_by: enablement?.enabled_by ?? '',
    };
  });
}

/**
 * Enables (idempotent: a second enable keeps the first time and admin) or disables a plugin for an agent.
 * A plugin off sale may be disabled, not newly enabled.
 */
export async function setAgentPlugin(
  db: Db,
  adminId: number,
  input: { agent_id: number; plugin_id: number; enabled: boolean },
): Promise<AgentPluginRow> {
  const scope = await theAgent(db, input.agent_id);
  const plugin = await repository.findPlugin(db, input.plugin_id);
  if (!plugin) throw notFound('plugin not found');
  if (input.enabled) {
    const has = (await repository.enablementsOf(db, scope)).some((row) => row.plugin_id === plugin.id);
    if (!has && plugin.status !== 1) throw badRequest('this plugin is off sale: put it on sale first');
    await repository.insertEnablement(db, scope, plugin.id, adminId);
  } else await repository.deleteEnablement(db, scope, { pluginId: plugin.id });
  const row = (await agentPlugins(db, input.agent_id)).find((candidate) => candidate.id === plugin.id);
  if (!row) throw notFound('plugin not found');
  return row;
}

// ---- what a team and its site see ----

/** The team's enabled plugins (read-only), with their tools; off-sale ones too, marked by their status. */
export async function ownPlugins(
  db: Db,
  scope: AgentScope,
  filter: { keyword?: string; toolId?: number },
  page: Page,
): Promise<{ rows: OwnPluginItem[]; total: number }> {
  const { rows, total } = await repository.ownPlugins(db, scope, filter, page);
  const presented = await presentCatalogue(db, rows);
  return {
    rows: presented.map((item) => ({ ...item, enabled_at: iso(item.enabled_at) })),
    total,
  };
}

/**
 * The plugins a site shows on its tool pages, by tool id: its agent's enabled plugins that are on sale.
 * Another agent's enablement never shows (the scope is the site's agent).
 */
export async function sitePluginsByTool(db: Db, site: AgentScope): Promise<Map<number, SitePlugin[]>> {
  const { rows } = await repository.ownPlugins(
    db,
    site,
    { onSaleOnly: true },
    {
      page: 1,
      limit: PLUGIN_CATALOGUE_MAX,
    },
  );
  const tools = await toolsByPlugin(
    db,
    rows.map((row) => row.id),
  );
  const byTool = new Map<number, SitePlugin[]>();
  for (const row of rows)
    for (const tool of tools.get(row.id) ?? [])
      byTool.set(tool.id, [
        ...(byTool.get(tool.id) ?? []),
        { mark: row.mark, name: row.name, description: row.description, icon: row.icon },
      ]);
  return byTool;
}
