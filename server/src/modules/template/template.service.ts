import {
  ACTIVITY_TEMPLATES_MAX,
  type ActivityTemplateOption,
  type AgentTemplates,
  type agentTemplatesSaveRequest,
  isImageLink,
  TEMPLATE_TOOL_IDS,
  type TemplateItem,
  type templateSaveRequest,
  type templateUpdateRequest,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './template.repository.ts';

/**
 * Activity templates (skins): the platform's catalogue (admin /skin), which of them each agent offers its
 * customers (the agent's "skin" tab), and what a customer may pick for an activity (its tool's templates its
 * agent offers; VIP-only ones only for VIP members).
 */

type SaveInput = z.output<typeof templateSaveRequest>;
type UpdateInput = z.output<typeof templateUpdateRequest>;
type ChoiceInput = z.output<typeof agentTemplatesSaveRequest>;

export const present = ({ created_at, updated_at, ...row }: repository.TemplateRow): TemplateItem => ({
  ...row,
  create_time: iso(created_at),
  update_time: iso(updated_at),
});

const PLATFORM = { kind: 'platform' } as const;

/** Cover and background: an http(s) link, or an image the platform registered itself (its library). */
async function assertImages(db: Db, input: SaveInput) {
  const fields = [
    ['cover', input.cover, 'the cover must be an uploaded image or an http(s) link'],
    [
      'background_image',
      input.background_image,
      'the background image must be an uploaded image or an http(s) link',
    ],
  ] as const;
  for (const [, value, message] of fields) {
    if (!value || isImageLink(value)) continue;
    if ((await ownFiles(db, PLATFORM, [value], 'image')).length === 0) throw badRequest(message);
  }
}

async function valuesOf(db: Db, input: SaveInput): Promise<repository.TemplateValues> {
  if (
    !(TEMPLATE_TOOL_IDS as readonly number[]).includes(input.tool_id) ||
    !(await repository.findTool(db, input.tool_id))
  )
    throw badRequest('choose the tool of the template');
  await assertImages(db, input);
  return {
    name: input.name,
    tool_id: input.tool_id,
    cover: input.cover,
    primary_color: input.primary_color,
    background_color: input.background_color,
    background_image: input.background_image,
    tier: input.tier,
    enabled: input.enabled,
    sort: input.sort,
  };
}

async function templateOf(db: Db, id: number): Promise<TemplateItem> {
  const row = await repository.findTemplate(db, id);
  if (!row) throw notFound('template not found');
  return present(row);
}

export async function createTemplate(db: Db, input: SaveInput): Promise<TemplateItem> {
  const id = await repository.insertTemplate(db, await valuesOf(db, input));
  return templateOf(db, id);
}

export async function updateTemplate(db: Db, input: UpdateInput): Promise<TemplateItem> {
  if (!(await repository.findTemplate(db, input.id))) throw notFound('template not found');
  await repository.updateTemplate(db, input.id, await valuesOf(db, input));
  return templateOf(db, input.id);
}

export async function setTemplateEnabled(db: Db, id: number, enabled: boolean): Promise<TemplateItem> {
  if (!(await repository.updateTemplate(db, id, { enabled }))) throw notFound('template not found');
  return templateOf(db, id);
}

async function theAgent(db: Db, agentId: number) {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
}

export async function agentTemplates(db: Db, agentId: number): Promise<AgentTemplates> {
  await theAgent(db, agentId);
  const choice = await repository.agentChoice(db, agentScope(agentId));
  return { agent_id: agentId, mode: choice.mode, template_ids: choice.templateIds };
}

/** Replaces the agent's choice; every chosen id must be a template of the catalogue. */
export async function saveAgentTemplates(db: Db, input: ChoiceInput): Promise<AgentTemplates> {
  await theAgent(db, input.agent_id);
  const ids = [...new Set(input.template_ids)];
  if (input.mode === 'chosen' && ids.length === 0) throw badRequest('choose at least one template');
  await inTransaction(db, async (trx) => {
    await repository.lockAgent(trx, input.agent_id);
    if ((await repository.existingTemplateIds(trx, ids)).length !== ids.length)
      throw badRequest('choose templates of the list');
    await repository.saveAgentChoice(trx, agentScope(input.agent_id), input.mode, ids);
  });
  return agentTemplates(db, input.agent_id);
}

/** What an agent's customers may use, for the agent console's page. */
export async function offeredTemplates(
  db: Db,
  scope: AgentScope,
  filter: repository.TemplateFilter,
  page: { page: number; limit: number },
) {
  const { rows, total } = await repository.listTemplates(db, filter, page, scope);
  return { rows: rows.map(present), total };
}

const option = (row: repository.TemplateRow, isVip: boolean): ActivityTemplateOption => ({
  id: row.id,
  name: row.name,
  tool_id: row.tool_id,
  cover: row.cover,
  primary_color: row.primary_color,
  background_color: row.background_color,
  background_image: row.background_image,
  tier: row.tier,
  locked: row.tier === 'vip' && !isVip,
});

/** A customer's choice for an activity of this tool: its agent's templates, VIP-only ones locked for non-members. */
export async function templatesForActivity(
  db: Db,
  customer: { agentId: number; toolId: number; isVip: boolean },
): Promise<ActivityTemplateOption[]> {
  const rows = await repository.offeredForTool(
    db,
    agentScope(customer.agentId),
    customer.toolId,
    ACTIVITY_TEMPLATES_MAX,
  );
  return rows.map((row) => option(row, customer.isVip));
}

/**
 * The template a customer picks for an activity, refused unless its agent offers it for the activity's tool
 * (and, VIP only, unless the customer is a VIP member). Answers its name.
 */
export async function assertPickable(
  db: Db,
  customer: { agentId: number; toolId: number; isVip: boolean },
  templateId: number,
): Promise<string> {
  const row = await repository.offeredTemplate(db, agentScope(customer.agentId), customer.toolId, templateId);
  if (!row) throw badRequest('this template is not available for this activity');
  if (row.tier === 'vip' && !customer.isVip) throw badRequest('this template is for VIP members only');
  return row.name;
}
