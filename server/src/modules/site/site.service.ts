import type {
  AgentService,
  AgentSiteData,
  Article,
  ProgrammeCategory,
  ProgrammeDetail,
  ProgrammeItem,
  ProgrammeListQuery,
  ProgrammeTheme,
  ProgrammeThemeDetail,
  ToolIntro,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { sitePluginsByTool } from '#server/modules/plugin/index.ts';
import { notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope, type CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './site.repository.ts';

export function siteData(agent: Agent): AgentSiteData {
  return {
    status: agent.status,
    name: agent.corporate_name,
    bottomData: agent.bottom_data,
    rightData: agent.right_data,
    websiteData: agent.website_data,
  };
}

/** Every tool of the site, each with the plugins its agent has for it (enabled and on sale). */
export async function tools(db: Db, site: AgentScope): Promise<ToolIntro[]> {
  const [rows, plugins] = await Promise.all([repository.listTools(db), sitePluginsByTool(db, site)]);
  return rows.map((row) => ({ ...row, plugins: plugins.get(row.id) ?? [] }));
}

export async function tool(db: Db, site: AgentScope, id: number): Promise<ToolIntro> {
  const row = await repository.findTool(db, id);
  if (!row) throw notFound('tool not found');
  return { ...row, plugins: (await sitePluginsByTool(db, site)).get(row.id) ?? [] };
}

export function categories(db: Db): Promise<ProgrammeCategory[]> {
  return repository.listCategories(db);
}

function withTools(row: repository.ProgrammeRow, toolList: repository.ToolRow[]): ProgrammeItem {
  const ids = row.tools.split(',').filter(Boolean).map(Number);
  const { content: _content, ...item } = row;
  return {
    ...item,
    tools: ids.flatMap((id) => {
      const found = toolList.find((candidate) => candidate.id === id);
      return found ? [{ id: found.id, mark: found.mark, title: found.title }] : [];
    }),
  };
}

export async function programmes(db: Db, query: ProgrammeListQuery) {
  const [{ rows, total }, toolList] = await Promise.all([
    repository.listProgrammes(
      db,
      { category: query.category, keyword: query.keyword },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    repository.listTools(db),
  ]);
  return { rows: rows.map((row) => withTools(row, toolList)), total };
}

/** A programme's page; each view is counted. */
export async function programme(db: Db, id: number): Promise<ProgrammeDetail> {
  const row = await repository.findProgramme(db, id);
  if (!row) throw notFound('programme not found');
  await repository.countProgrammeView(db, id);
  return {
    ...withTools(row, await repository.listTools(db)),
    content: row.content,
    views: row.views + 1,
  };
}

/**
 * The site's programme themes: its own when it has any, else the platform's (like the legal pages, a site
 * replaces the platform's set as a whole rather than mixing both).
 */
export function themes(db: Db, site: AgentScope): Promise<ProgrammeTheme[]> {
  return repository.listThemes(db, site);
}

/** A theme of this site with the programmes of its category; another site's theme is not found. */
export async function theme(db: Db, site: AgentScope, id: number): Promise<ProgrammeThemeDetail> {
  const row = await repository.findTheme(db, site, id);
  if (!row) throw notFound('theme not found');
  const { rows } = await programmes(db, { category: String(row.category_id), page: 1, limit: 100 });
  return { ...row, programmes: rows };
}

function toArticle(row: {
  id: number;
  mark: string;
  title: string;
  content: string;
  updated_at: Date;
}): Article {
  return { ...row, updated_at: iso(row.updated_at) };
}

/** A legal or info page of the site: the agent's own, else the platform's. */
export async function articleByMark(db: Db, site: AgentScope, mark: string): Promise<Article> {
  const row = await repository.findArticleByMark(db, site, mark);
  if (!row) throw notFound('page not found');
  return toArticle(row);
}

/** An article by id, when it belongs to the platform or to this site. */
export async function articleById(db: Db, site: AgentScope, id: number): Promise<Article> {
  const row = await repository.findArticleById(db, site, id);
  if (!row) throw notFound('page not found');
  return toArticle(row);
}

/** One of the footer's services of this site, with its page (the service's link when it has one). */
export async function agentService(db: Db, agent: Agent, id: number): Promise<AgentService> {
  const service = agent.bottom_data.services.find((candidate) => candidate.id === id);
  if (!service) throw notFound('page not found');
  const page = await articleByMark(db, agentScope(agent.id), `service:${id}`).catch(() => null);
  return { ...service, content: page?.content ?? '' };
}

/** A version of the customer's account that changes when anything in it changes (polled by the site). */
export async function changeVersion(db: Db, customer: CustomerScope): Promise<{ version: string }> {
  const row = await repository.customerUpdatedAt(db, customer);
  return { version: iso(row.updated_at) };
}
