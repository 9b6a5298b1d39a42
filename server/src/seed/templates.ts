import type { Db } from '#server/db/database.ts';

/**
 * The demo template catalogue (skins): a few looks per tool, their covers drawn by the consoles from the
 * theme colours (no cover image). Needs the tools (seedSiteContent).
 */
export const DEMO_TEMPLATES = [
  { name: '红金年会', tool_id: 1, primary_color: '#f5c242', background_color: '#8c1010', tier: 'free' },
  { name: '星空科技', tool_id: 1, primary_color: '#4f7cff', background_color: '#0b1026', tier: 'free' },
  { name: '国潮喜庆', tool_id: 1, primary_color: '#d4380d', background_color: '#fff1e6', tier: 'vip' },
  { name: '极简黑白', tool_id: 1, primary_color: '#ffffff', background_color: '#141414', tier: 'vip' },
  { name: '商务会议蓝', tool_id: 8, primary_color: '#1677ff', background_color: '#f0f5ff', tier: 'free' },
  { name: '清新论坛', tool_id: 8, primary_color: '#13a89e', background_color: '#f0faf8', tier: 'vip' },
  { name: '答题竞技', tool_id: 10, primary_color: '#faad14', background_color: '#1d1b4b', tier: 'free' },
  { name: '评分大厅', tool_id: 11, primary_color: '#52c41a', background_color: '#0f2a1d', tier: 'free' },
] as const;

/** Inserts the demo templates, in their order; answers their ids. */
export async function seedTemplates(db: Db): Promise<number[]> {
  const rows = await db
    .insertInto('templates')
    .values(DEMO_TEMPLATES.map((template, index) => ({ ...template, sort: index * 10 })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** An agent that offers its customers only these templates (the partner drawer's "skin" tab). */
export async function seedAgentTemplates(db: Db, agentId: number, templateIds: readonly number[]) {
  await db.insertInto('agent_template_scopes').values({ agent_id: agentId, mode: 'chosen' }).execute();
  await db
    .insertInto('agent_templates')
    .values(templateIds.map((templateId) => ({ agent_id: agentId, template_id: templateId })))
    .execute();
}
