import { PLUGIN_CATALOGUE_MAX } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { AgentScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Plugins: the catalogue (`plugins`, `plugin_tools`) is the platform's, the same for every tenant; an
 * enablement (`agent_plugins`) belongs to one agent and is read through the caller's scope.
 */

/** Who reads enablements: the platform (every agent's) or a team (its own). */
export type PluginScope = Extract<TenantScope, { kind: 'platform' }> | AgentScope;

export interface PluginFilter {
  keyword?: string;
  status?: number;
  toolId?: number;
}

const pluginColumns = [
  'plugins.id',
  'plugins.mark',
  'plugins.name',
  'plugins.description',
  'plugins.icon',
  'plugins.price',
  'plugins.status',
  'plugins.sort',
  'plugins.created_at',
  'plugins.updated_at',
] as const;

function filtered(db: Db, filter: PluginFilter) {
  let query = db.selectFrom('plugins');
  const keyword = keywordMatch<Database, 'plugins'>(filter.keyword, [
    'plugins.mark',
    'plugins.name',
    'plugins.description',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.status !== undefined) query = query.where('plugins.status', '=', filter.status);
  const toolId = filter.toolId;
  if (toolId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('plugin_tools')
          .select('plugin_tools.tool_id')
          .whereRef('plugin_tools.plugin_id', '=', 'plugins.id')
          .where('plugin_tools.tool_id', '=', toolId),
      ),
    );
  return query;
}

function withAgents(query: ReturnType<typeof filtered>) {
  return query
    .select(pluginColumns)
    .select((eb) =>
      eb
        .selectFrom('agent_plugins')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('agent_plugins.plugin_id', '=', 'plugins.id')
        .as('agents'),
    );
}

// tenancy: the platform's catalogue (admin.plugin.list); the agents count is of every agent, for the platform
export function listPlugins(db: Db, filter: PluginFilter, page: { page: number; limit: number }) {
  const query = filtered(db, filter);
  return pageWithin(db, query, page, (window) =>
    withAgents(query)
      .orderBy('plugins.sort')
      .orderBy('plugins.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type PluginRow = Awaited<ReturnType<typeof listPlugins>>['rows'][number];

// tenancy: the platform's catalogue: one plugin by id
export const findPlugin = (db: Db, id: number): Promise<PluginRow | undefined> =>
  withAgents(filtered(db, {}).where('plugins.id', '=', id)).executeTakeFirst();

// tenancy: the platform's catalogue, whole (bounded): the overview and the partner drawer's tab
export const cataloguePlugins = (db: Db): Promise<PluginRow[]> =>
  withAgents(filtered(db, {}))
    .orderBy('plugins.sort')
    .orderBy('plugins.id')
    .limit(PLUGIN_CATALOGUE_MAX)
    .execute();

// tenancy: the catalogue's marks are unique across the platform
export const findPluginByMark = (db: Db, mark: string) =>
  db.selectFrom('plugins').select('id').where('mark', '=', mark).executeTakeFirst();

export interface PluginValues {
  name: string;
  description: string;
  icon: string;
  price: number;
  sort: number;
  status: number;
}

// tenancy: the platform's catalogue (admin.plugin.list.manage)
export async function insertPlugin(db: Db, values: PluginValues & { mark: string }): Promise<number> {
  const row = await db.insertInto('plugins').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// tenancy: the platform's catalogue (admin.plugin.list.manage)
export async function updatePlugin(db: Db, id: number, values: Partial<PluginValues>): Promise<boolean> {
  const result = await db
    .updateTable('plugins')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's catalogue: a plugin's tools, replaced as a whole
export async function setPluginTools(db: Db, pluginId: number, toolIds: readonly number[]): Promise<void> {
  await db.deleteFrom('plugin_tools').where('plugin_id', '=', pluginId).execute();
  if (toolIds.length > 0)
    await db
      .insertInto('plugin_tools')
      .values(toolIds.map((toolId) => ({ plugin_id: pluginId, tool_id: toolId })))
      .execute();
}

// tenancy: the platform's catalogue of tools and which plugins work with them
export const toolsOfPlugins = (db: Db, pluginIds: readonly number[]) =>
  pluginIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('plugin_tools')
        .innerJoin('tools', 'tools.id', 'plugin_tools.tool_id')
        .select(['plugin_tools.plugin_id', 'tools.id', 'tools.mark', 'tools.title'])
        .where('plugin_tools.plugin_id', 'in', [...pluginIds])
        .orderBy('tools.sort')
        .execute();

// tenancy: the platform's catalogue of tools (the same for every tenant)
export const existingTools = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('tools')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();

// ---- enablements ----

function enablements(db: Db, scope: PluginScope) {
  return db
    .selectFrom('agent_plugins')
    .innerJoin('plugins', 'plugins.id', 'agent_plugins.plugin_id')
    .innerJoin('agents', 'agents.id', 'agent_plugins.agent_id')
    .leftJoin('admins', 'admins.id', 'agent_plugins.enabled_by')
    .where(whereTenant(scope, 'agent_plugins'));
}

const enablementColumns = [
  'agent_plugins.id',
  'agent_plugins.agent_id',
  'agents.corporate_name as agent_name',
  'agent_plugins.plugin_id',
  'plugins.mark as plugin_mark',
  'plugins.name as plugin_name',
  'plugins.icon as plugin_icon',
  'plugins.status as plugin_status',
  'agent_plugins.enabled_at',
  'admins.nickname as enabled_by',
] as const;

export async function listEnablements(
  db: Db,
  scope: PluginScope,
  filter: { pluginId?: number; agentId?: number },
  page: { page: number; limit: number },
) {
  let query = enablements(db, scope);
  if (filter.pluginId !== undefined) query = query.where('agent_plugins.plugin_id', '=', filter.pluginId);
  if (filter.agentId !== undefined) query = query.where('agent_plugins.agent_id', '=', filter.agentId);
  const [rows, total] = await Promise.all([
    query
      .select(enablementColumns)
      .orderBy('agent_plugins.enabled_at', 'desc')
      .orderBy('agent_plugins.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type EnablementRow = Awaited<ReturnType<typeof listEnablements>>['rows'][number];

export const findEnablement = (db: Db, scope: PluginScope, id: number) =>
  enablements(db, scope).select(enablementColumns).where('agent_plugins.id', '=', id).executeTakeFirst();

/** The agent's enablements by plugin (the drawer's tab: when and by whom each was enabled). */
export const enablementsOf = (db: Db, scope: AgentScope) =>
  enablements(db, scope).select(enablementColumns).execute();

export async function insertEnablement(
  db: Db,
  scope: AgentScope,
  pluginId: number,
  enabledBy: number | null,
): Promise<void> {
  await db
    .insertInto('agent_plugins')
    .values({ agent_id: scope.agentId, plugin_id: pluginId, enabled_by: enabledBy })
    .onConflict((conflict) => conflict.columns(['agent_id', 'plugin_id']).doNothing())
    .execute();
}

export async function deleteEnablement(
  db: Db,
  scope: PluginScope,
  where: { id: number } | { pluginId: number },
): Promise<boolean> {
  let query = db.deleteFrom('agent_plugins').where(whereTenant(scope));
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('plugin_id', '=', where.pluginId);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ---- what a team and its site see ----

/** The team's enabled plugins (on sale or not), in catalogue order; `onSaleOnly` for its customer site. */
export async function ownPlugins(
  db: Db,
  scope: AgentScope,
  filter: { keyword?: string; toolId?: number; onSaleOnly?: boolean },
  page: { page: number; limit: number },
) {
  let query = filtered(db, { keyword: filter.keyword, toolId: filter.toolId })
    .innerJoin('agent_plugins', 'agent_plugins.plugin_id', 'plugins.id')
    .where(whereTenant(scope, 'agent_plugins'));
  if (filter.onSaleOnly) query = query.where('plugins.status', '=', 1);
  const [rows, total] = await Promise.all([
    query
      .select(pluginColumns)
      .select('agent_plugins.enabled_at')
      .orderBy('plugins.sort')
      .orderBy('plugins.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without plugins
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: agents as the platform manages them (admin.plugin.service sees every agent), by name
export const agentOptions = (db: Db, keyword: string | undefined) => {
  let query = db.selectFrom('agents').select(['id', 'corporate_name as name']);
  const match = keywordMatch<Database, 'agents'>(keyword, ['agents.corporate_name']);
  if (match) query = query.where(match);
  return query.orderBy('id').limit(PLUGIN_CATALOGUE_MAX).execute();
};
