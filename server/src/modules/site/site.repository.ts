import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { AgentScope, CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * The white-label site's data. The catalogue (tools, programme categories, programmes) is the platform's,
 * the same on every site; themes and pages are the site's own or, where it has none, the platform's. `site`
 * is the agent whose site it is (chosen by the request's host, or the agent user's own team).
 */

// ---- the catalogue ----

const TOOL_COLUMNS = ['id', 'mark', 'title', 'slogan', 'intro', 'features', 'scenarios', 'is_new'] as const;

export function listTools(db: Db) {
  return db.selectFrom('tools').select(TOOL_COLUMNS).orderBy('sort').execute();
}

export type ToolRow = Awaited<ReturnType<typeof listTools>>[number];

export function findTool(db: Db, id: number) {
  return db.selectFrom('tools').select(TOOL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function listCategories(db: Db) {
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
      'programmes.sort',
    ]);
}

export type ProgrammeRow = NonNullable<Awaited<ReturnType<typeof findProgramme>>>;

/** One page of the programmes (of a category given by id or mark, matching a keyword), and the total. */
export async function listProgrammes(
  db: Db,
  query: { category?: string; keyword?: string },
  page: { limit: number; offset: number },
) {
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
  const [rows, total] = await Promise.all([
    list
      .orderBy('programme_categories.sort')
      .orderBy('programmes.sort')
      .orderBy('programmes.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    list
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export function findProgramme(db: Db, id: number) {
  return programmeQuery(db).where('programmes.id', '=', id).executeTakeFirst();
}

export function countProgrammeView(db: Db, id: number) {
  return db.updateTable('programmes').set({ views: sql`views + 1` }).where('id', '=', id).execute();
}

// ---- themes and pages: the site's own, else the platform's ----

/**
 * The site's programme themes: its own when it has any, else the platform's (like the legal pages, a site
 * replaces the platform's set as a whole rather than mixing both).
 */
function themesOf(db: Db, site: AgentScope) {
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
        whereTenant(site, 'programme_themes')(eb),
        eb.and([
          eb('programme_themes.agent_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('programme_themes as own')
                .select('own.id')
                .where('own.agent_id', '=', site.agentId),
            ),
          ),
        ]),
      ]),
    );
}

export function listThemes(db: Db, site: AgentScope) {
  return themesOf(db, site).orderBy('programme_themes.sort').orderBy('programme_themes.id').execute();
}

/** A theme of this site; another site's theme is not found. */
export function findTheme(db: Db, site: AgentScope, id: number) {
  return themesOf(db, site).where('programme_themes.id', '=', id).executeTakeFirst();
}

const ARTICLE_COLUMNS = ['id', 'mark', 'title', 'content', 'updated_at'] as const;

/** A legal or info page of the site: the agent's own, else the platform's. */
export function findArticleByMark(db: Db, site: AgentScope, mark: string) {
  return (
    db
      .selectFrom('articles')
      .select(ARTICLE_COLUMNS)
      .where('mark', '=', mark)
      .where((eb) => eb.or([whereTenant(site)(eb), eb('agent_id', 'is', null)]))
      // the agent's own page first
      .orderBy(sql`agent_id is null`)
      .executeTakeFirst()
  );
}

/** An article by id, when it belongs to the platform or to this site. */
export function findArticleById(db: Db, site: AgentScope, id: number) {
  return db
    .selectFrom('articles')
    .select(ARTICLE_COLUMNS)
    .where('id', '=', id)
    .where((eb) => eb.or([whereTenant(site)(eb), eb('agent_id', 'is', null)]))
    .executeTakeFirst();
}

// ---- the site's settings (site-settings.service) ----

export async function findSettings(db: Db, site: AgentScope) {
  const agent = await db
    .selectFrom('agents')
    .select(['corporate_name', 'bottom_data', 'right_data', 'website_data'])
    .where('id', '=', site.agentId)
    .executeTakeFirstOrThrow();
  const domains = await db.selectFrom('agent_domains').select('domain').where(whereTenant(site)).execute();
  return { agent, domains: domains.map((row) => row.domain) };
}

export function saveSettings(
  db: Db,
  site: AgentScope,
  settings: {
    bottom_data: string;
    right_data: string;
    website_data: string;
    phone_on?: number;
    on_wechat_login?: number;
  },
) {
  return db
    .updateTable('agents')
    .set({ ...settings, updated_at: new Date() })
    .where('id', '=', site.agentId)
    .execute();
}

// ---- the signed-in customer ----

/** The signed-in customer's own row. */
export function customerUpdatedAt(db: Db, customer: CustomerScope) {
  return db
    .selectFrom('customers')
    .select('updated_at')
    .where(whereTenant(customer, 'customers'))
    .executeTakeFirstOrThrow();
}
