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
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';

export function siteData(agent: Agent): AgentSiteData {
  return {
    status: agent.status,
    name: agent.corporate_name,
    bottomData: agent.bottom_data,
    rightData: agent.right_data,
    websiteData: agent.website_data,
  };
}

export async function tools(db: Db): Promise<ToolIntro[]> {
  return db
    .selectFrom('tools')
    .select(['id', 'mark', 'title', 'slogan', 'intro', 'features', 'scenarios', 'is_new'])
    .orderBy('sort')
    .execute();
}

export async function tool(db: Db, id: number): Promise<ToolIntro> {
  const row = await db
    .selectFrom('tools')
    .select(['id', 'mark', 'title', 'slogan', 'intro', 'features', 'scenarios', 'is_new'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('tool not found');
  return row;
}

export function categories(db: Db): Promise<ProgrammeCategory[]> {
  return db.selectFrom('programme_categories').select(['id', 'mark', 'title']).orderBy('sort').execute();
}

function programmeQuery(db: Db) {
  return db
    .selectFrom('programmes')
    .innerJoin('programme_categories', 'programme_categories.id', 'programmes.category_id')
    .select([
      'programmes.id',
      'programmes.category_id',
      'programme_categories.title as category',
      'programmes.title',
      'programmes.summary',
      'programmes.cover_from',
      'programmes.cover_to',
      'programmes.tools',
      'programmes.views',
      'programmes.content',
    ]);
}

type ProgrammeRow = Awaited<ReturnType<ReturnType<typeof programmeQuery>['executeTakeFirstOrThrow']>>;

function withTools(row: ProgrammeRow, toolList: ToolIntro[]): ProgrammeItem {
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
  let list = programmeQuery(db);
  if (query.category) {
    const byId = /^\d+$/.test(query.category);
    list = list.where(
      byId ? 'programme_categories.id' : 'programme_categories.mark',
      '=',
      byId ? Number(query.category) : query.category,
    );
  }
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    list = list.where((eb) =>
      eb.or([eb('programmes.title', 'ilike', like), eb('programmes.summary', 'ilike', like)]),
    );
  }
  const [rows, total, toolList] = await Promise.all([
    list
      .orderBy('programme_categories.sort')
      .orderBy('programmes.sort')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    list
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    tools(db),
  ]);
  return { rows: rows.map((row) => withTools(row, toolList)), total: Number(total.total) };
}

/** A programme's page; each view is counted. */
export async function programme(db: Db, id: number): Promise<ProgrammeDetail> {
  const row = await programmeQuery(db).where('programmes.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('programme not found');
  await db.updateTable('programmes').set({ views: sql`views + 1` }).where('id', '=', id).execute();
  return { ...withTools(row, await tools(db)), content: row.content, views: row.views + 1 };
}

/**
 * The site's programme themes: its own when it has any, else the platform's (like the legal pages, a site
 * replaces the platform's set as a whole rather than mixing both).
 */
function themesOf(db: Db, agentId: number) {
  return db
    .selectFrom('programme_themes')
    .innerJoin('programme_categories', 'programme_categories.id', 'programme_themes.category_id')
    .select([
      'programme_themes.id',
      'programme_themes.category_id',
      'programme_categories.mark as category_mark',
      'programme_themes.title',
      'programme_themes.subtitle',
      'programme_themes.description',
      'programme_themes.hero_from',
      'programme_themes.hero_to',
    ])
    .where((eb) =>
      eb.or([
        eb('programme_themes.agent_id', '=', agentId),
        eb.and([
          eb('programme_themes.agent_id', 'is', null),
          eb.not(
            eb.exists(
              eb.selectFrom('programme_themes as own').select('own.id').where('own.agent_id', '=', agentId),
            ),
          ),
        ]),
      ]),
    );
}

export function themes(db: Db, agentId: number): Promise<ProgrammeTheme[]> {
  return themesOf(db, agentId).orderBy('programme_themes.sort').orderBy('programme_themes.id').execute();
}

/** A theme of this site with the programmes of its category; another site's theme is not found. */
export async function theme(db: Db, agentId: number, id: number): Promise<ProgrammeThemeDetail> {
  const row = await themesOf(db, agentId).where('programme_themes.id', '=', id).executeTakeFirst();
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
export async function articleByMark(db: Db, agentId: number, mark: string): Promise<Article> {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'mark', 'title', 'content', 'updated_at'])
    .where('mark', '=', mark)
    .where((eb) => eb.or([eb('agent_id', '=', agentId), eb('agent_id', 'is', null)]))
    // the agent's own page first
    .orderBy(sql`agent_id is null`)
    .executeTakeFirst();
  if (!row) throw notFound('page not found');
  return toArticle(row);
}

/** An article by id, when it belongs to the platform or to this site. */
export async function articleById(db: Db, agentId: number, id: number): Promise<Article> {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'mark', 'title', 'content', 'updated_at'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('agent_id', '=', agentId), eb('agent_id', 'is', null)]))
    .executeTakeFirst();
  if (!row) throw notFound('page not found');
  return toArticle(row);
}

/** One of the footer's services of this site, with its page (the service's link when it has one). */
export async function agentService(db: Db, agent: Agent, id: number): Promise<AgentService> {
  const service = agent.bottom_data.services.find((candidate) => candidate.id === id);
  if (!service) throw notFound('page not found');
  const page = await articleByMark(db, agent.id, `service:${id}`).catch(() => null);
  return { ...service, content: page?.content ?? '' };
}

/** A version of the customer's account that changes when anything in it changes (polled by the site). */
export async function changeVersion(db: Db, customerId: number): Promise<{ version: string }> {
  const row = await db
    .selectFrom('customers')
    .select('updated_at')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { version: iso(row.updated_at) };
}
