import type { ExpressionBuilder } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * The template catalogue (skins) and which of them each agent offers. `templates` is the platform's own
 * catalogue (no owner: every console reads it through a rule of this module); an agent's choice is its
 * agent_template_scopes row (none = every template that is on) and its agent_templates rows.
 */

const columns = [
  'templates.id',
  'templates.name',
  'templates.tool_id',
  'tools.title as tool_title',
  'templates.cover',
  'templates.primary_color',
  'templates.background_color',
  'templates.background_image',
  'templates.tier',
  'templates.enabled',
  'templates.sort',
  'templates.created_at',
  'templates.updated_at',
] as const;

export interface TemplateFilter {
  keyword?: string;
  tool_id?: number;
  tier?: 'free' | 'vip';
  enabled?: 0 | 1;
}

/** The templates an agent offers: on, and (when it chose) among its chosen ones. */
const offeredBy = (scope: AgentScope) => (eb: ExpressionBuilder<Database, 'templates'>) =>
  eb.and([
    eb('templates.enabled', '=', true),
    eb.or([
      eb.not(
        eb.exists(
          eb
            .selectFrom('agent_template_scopes')
            .select('agent_template_scopes.agent_id')
            .where(whereTenant(scope, 'agent_template_scopes'))
            .where('agent_template_scopes.mode', '=', 'chosen'),
        ),
      ),
      eb.exists(
        eb
          .selectFrom('agent_templates')
          .select('agent_templates.template_id')
          .where(whereTenant(scope, 'agent_templates'))
          .whereRef('agent_templates.template_id', '=', 'templates.id'),
      ),
    ]),
  ]);

// tenancy: the platform's catalogue; `offeredTo` narrows it to what one agent offers its customers
function catalogue(db: Db, filter: TemplateFilter, offeredTo?: AgentScope) {
  let query = db.selectFrom('templates').innerJoin('tools', 'tools.id', 'templates.tool_id');
  const keyword = keywordMatch<Database, 'templates'>(filter.keyword, ['templates.name']);
  if (keyword) query = query.where(keyword);
  if (filter.tool_id !== undefined) query = query.where('templates.tool_id', '=', filter.tool_id);
  if (filter.tier !== undefined) query = query.where('templates.tier', '=', filter.tier);
  if (filter.enabled !== undefined) query = query.where('templates.enabled', '=', filter.enabled === 1);
  if (offeredTo) query = query.where(offeredBy(offeredTo));
  return query;
}

// tenancy: the platform's catalogue (admin.skin), or the part one agent offers (its scope)
export function listTemplates(
  db: Db,
  filter: TemplateFilter,
  page: { page: number; limit: number },
  offeredTo?: AgentScope,
) {
  const filtered = catalogue(db, filter, offeredTo);
  return pageWithin(db, filtered, page, (window) =>
    filtered
      .select(columns)
      .orderBy('templates.sort')
      .orderBy('templates.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>['rows'][number];

// tenancy: the platform's catalogue (admin.skin)
export const findTemplate = (db: Db, id: number) =>
  catalogue(db, {}).select(columns).where('templates.id', '=', id).executeTakeFirst();

/** A tool's templates one agent offers, in the catalogue's order (at most `limit`). */
export const offeredForTool = (db: Db, scope: AgentScope, toolId: number, limit: number) =>
  catalogue(db, { tool_id: toolId }, scope)
    .select(columns)
    .orderBy('templates.sort')
    .orderBy('templates.id', 'desc')
    .limit(limit)
    .execute();

/** One template, when the agent offers it for the tool. */
export const offeredTemplate = (db: Db, scope: AgentScope, toolId: number, id: number) =>
  catalogue(db, { tool_id: toolId }, scope).select(columns).where('templates.id', '=', id).executeTakeFirst();

export interface TemplateValues {
  name: string;
  tool_id: number;
  cover: string;
  primary_color: string;
  background_color: string;
  background_image: string;
  tier: 'free' | 'vip';
  enabled: boolean;
  sort: number;
}

// tenancy: the platform's catalogue (admin.skin.manage)
export async function insertTemplate(db: Db, values: TemplateValues): Promise<number> {
  const row = await db.insertInto('templates').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// tenancy: the platform's catalogue (admin.skin.manage)
export async function updateTemplate(db: Db, id: number, values: Partial<TemplateValues>): Promise<boolean> {
  const result = await db
    .updateTable('templates')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's catalogue of tools (the same for every agent)
export const findTool = (db: Db, id: number) =>
  db.selectFrom('tools').select(['id', 'title']).where('id', '=', id).executeTakeFirst();

// tenancy: the platform's catalogue; which of these ids exist
export const existingTemplateIds = async (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .selectFrom('templates')
          .select('id')
          .where('id', 'in', [...ids])
          .execute()
      ).map((row) => row.id);

export async function agentChoice(db: Db, scope: AgentScope) {
  const [mode, chosen] = await Promise.all([
    db.selectFrom('agent_template_scopes').select('mode').where(whereTenant(scope)).executeTakeFirst(),
    db
      .selectFrom('agent_templates')
      .select('template_id')
      .where(whereTenant(scope))
      .orderBy('template_id')
      .execute(),
  ]);
  return { mode: mode?.mode ?? 'all', templateIds: chosen.map((row) => row.template_id) };
}

/** Replaces the agent's choice: its mode and its chosen templates. */
export async function saveAgentChoice(
  db: Db,
  scope: AgentScope,
  mode: 'all' | 'chosen',
  templateIds: readonly number[],
): Promise<void> {
  await db
    .insertInto('agent_template_scopes')
    .values({ agent_id: scope.agentId, mode, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('agent_id').doUpdateSet({ mode, updated_at: new Date() }))
    .execute();
  await db.deleteFrom('agent_templates').where(whereTenant(scope)).execute();
  if (templateIds.length > 0)
    await db
      .insertInto('agent_templates')
      .values(templateIds.map((templateId) => ({ agent_id: scope.agentId, template_id: templateId })))
      .execute();
}

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent
export const agentExists = async (db: Db, id: number) =>
  Boolean(await db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst());

// tenancy: the agent the platform works on, locked so that two saves of its choice do not interleave
export async function lockAgent(db: Db, id: number): Promise<void> {
  await db.selectFrom('agents').select('id').where('id', '=', id).forUpdate().execute();
}
