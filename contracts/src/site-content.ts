import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, type RouteAccess, reply } from './route.ts';
import { agentSiteSettings, agentSiteSettingsView } from './site.ts';

/**
 * Site content edited in the consoles (issue 15 "partner views", issue 17 "website"): one agent's site data
 * and login switches, its articles (its own version of each legal page, else the platform's), and the
 * platform's programme catalogue (programmes and their categories).
 */

// ---- one agent's site: footer, right bar, page data and login switches ----

const onOff = (error: string) => z.union([z.literal(0), z.literal(1)], { error });

/** The sign-in modes of the site's login popup (spec §3 phone_on, on_wechat_login). */
export const siteLoginSwitches = z.object({
  phone_on: onOff('phone_on must be 0 or 1'),
  on_wechat_login: onOff('on_wechat_login must be 0 or 1'),
});

export const managedSiteView = agentSiteSettingsView.extend({
  agent_id: z.number().int(),
  phone_on: z.number().int(),
  on_wechat_login: z.number().int(),
});
export type ManagedSiteView = z.infer<typeof managedSiteView>;

export const managedSiteSave = agentSiteSettings.extend(siteLoginSwitches.shape);
export type ManagedSiteSave = z.infer<typeof managedSiteSave>;

const agentIdField = rowId('agent_id must be an agent id');
export const partnerSiteQuery = z.object({ agent_id: agentIdField });
export const partnerSiteSave = managedSiteSave.extend({ agent_id: agentIdField });

const tags = ['site content'];

/** Admin › partner, an agent's "site" tab: its customer site's settings, edited on its behalf. */
export const partnerSiteApi = {
  getSetting: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/site/getSetting',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: "An agent's site settings (footer, right bar, page data) and its login switches",
    query: partnerSiteQuery,
    reply: reply.data(managedSiteView),
  }),
  saveSetting: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/site/saveSetting',
    access: { audience: 'admin', permission: Permission.admin.partnerUpdate },
    tags,
    summary: "Save an agent's site settings and login switches; its site shows them on the next load",
    body: partnerSiteSave,
    reply: reply.data(managedSiteView),
  }),
};

/** Admin › website: the platform's own default site (bottom, login, service, setting). */
export const websiteApi = {
  getSetting: defineRoute({
    method: 'GET',
    path: '/api/admin/website/getSetting',
    access: { audience: 'admin', permission: Permission.admin.website },
    tags,
    summary: "The platform's default site: footer, right bar, page data and login switches",
    reply: reply.data(managedSiteView),
  }),
  saveSetting: defineRoute({
    method: 'POST',
    path: '/api/admin/website/saveSetting',
    access: { audience: 'admin', permission: Permission.admin.website },
    tags,
    summary: "Save the platform's default site settings and login switches",
    body: managedSiteSave,
    reply: reply.data(managedSiteView),
  }),
};

// ---- articles: a site's own pages, the platform's as the fallback ----

export const LEGAL_MARKS = [
  'user_agreement',
  'privacy_policy',
  'vip_agreement',
  'about',
  'help_center',
] as const;

/** An article's title and content in each language: zh_CN required, '' in en / zh_TW shows the zh_CN one. */
const articleTexts = {
  title: z.string(),
  title_en: z.string(),
  title_zh_tw: z.string(),
  content: z.string(),
  content_en: z.string(),
  content_zh_tw: z.string(),
};

/** The article languages in the order the editor shows them, with their fields. */
export const ARTICLE_LANGUAGES = [
  { language: 'zh_CN', title: 'title', content: 'content' },
  { language: 'en', title: 'title_en', content: 'content_en' },
  { language: 'zh_TW', title: 'title_zh_tw', content: 'content_zh_tw' },
] as const;

export const siteArticle = z.object({
  id: z.number().int(),
  /** null: the platform's, shown on every site without its own page of that mark */
  agent_id: z.number().int().nullable(),
  /** a legal page (user_agreement …), a footer service's page (service:{id}) or '' (a plain article) */
  mark: z.string(),
  kind: z.enum(['essay', 'service', 'article']),
  ...articleTexts,
  /** the current version's number (every save appends one) */
  version: z.number().int(),
  updated_at: z.string(),
  /** the substance tags it carries (the platform's own articles only; an agent's carry none) */
  tag_ids: z.array(z.number().int()),
});
export type SiteArticle = z.infer<typeof siteArticle>;

/** The site's own articles, and the platform's legal and service pages it shows for want of its own. */
export const siteArticleList = z.object({ own: z.array(siteArticle), platform: z.array(siteArticle) });
export type SiteArticleList = z.infer<typeof siteArticleList>;

/** Rich text with no text in it (the editor's empty paragraph). */
const blankHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim().length === 0;
const otherTitle = z
  .string({ error: 'the article title is at most 80 characters' })
  .trim()
  .max(80, { error: 'the article title is at most 80 characters' })
  .default('');
/** The en / zh_TW content: optional; an empty editor is stored as '' (the zh_CN content is shown). */
const otherContent = z
  .string({ error: 'the article content is too long' })
  .refine((html) => html.length <= 200_000, { error: 'the article content is too long' })
  .transform((html) => (blankHtml(html) ? '' : html))
  .default('');

export const siteArticleSave = z.object({
  /** absent: a new article of the site */
  id: rowId('id must be an article id').optional(),
  mark: z
    .string({ error: 'mark must be a legal page, service:{id} or empty' })
    .trim()
    .regex(/^(user_agreement|privacy_policy|vip_agreement|about|help_center|service:[1-9]\d{0,8})?$/, {
      error: 'mark must be a legal page, service:{id} or empty',
    })
    .default(''),
  title: z
    .string({ error: 'the article title is required' })
    .trim()
    .min(1, { error: 'the article title is required' })
    .max(80, { error: 'the article title is at most 80 characters' }),
  title_en: otherTitle,
  title_zh_tw: otherTitle,
  content: z
    .string({ error: 'the article content is required' })
    .refine((html) => !blankHtml(html), { error: 'the article content is required' })
    .refine((html) => html.length <= 200_000, { error: 'the article content is too long' }),
  content_en: otherContent,
  content_zh_tw: otherContent,
  /** the platform's substance tags (replaces the set; absent = unchanged) */
  tag_ids: z
    .array(rowId('tag_ids must be tag ids'), { error: 'tag_ids must be tag ids' })
    .max(20, { error: 'at most 20 tags' })
    .optional(),
});
export type SiteArticleSave = z.input<typeof siteArticleSave>;

export const articleIdBody = z.object({ id: rowId('id must be an article id') });
export const partnerArticleSave = siteArticleSave.extend({ agent_id: agentIdField });
export const partnerArticleDelete = articleIdBody.extend({ agent_id: agentIdField });

// ---- an article's versions (every save appends one; a restore appends a copy of an older one) ----

export const articleVersionQuery = z.object({ id: rowId('id must be an article id') });
export const articleVersionNumber = articleVersionQuery.extend({
  number: z
    .number({ error: 'number must be a version number' })
    .int({ error: 'number must be a version number' })
    .positive({ error: 'number must be a version number' })
    .max(2_147_483_647, { error: 'number must be a version number' }),
});

/** One version in the history: its number, who saved it and when. */
export const articleVersionEntry = z.object({
  number: z.number().int(),
  /** who saved it: platform staff, an agent user, or null (written before versions were kept) */
  saved_by_audience: z.enum(['admin', 'agent']).nullable(),
  /** the saver's name; '' when unknown or not shown to this console (platform staff to an agent) */
  saved_by_name: z.string(),
  /** the version it restored, when it is a restore */
  restored_from: z.number().int().nullable(),
  created_at: z.string(),
});
export type ArticleVersionEntry = z.infer<typeof articleVersionEntry>;

/** The article's history, newest first, and which version is current. */
export const articleVersionList = z.object({
  current: z.number().int(),
  versions: z.array(articleVersionEntry),
});
export type ArticleVersionList = z.infer<typeof articleVersionList>;

/** One version with its titles and contents, read-only. */
export const articleVersion = articleVersionEntry.extend(articleTexts);
export type ArticleVersion = z.infer<typeof articleVersion>;

/** The three version routes of one console: history, one version, restore. */
function versionRoutes<const Q extends z.ZodObject, const N extends z.ZodObject>(
  prefix: string,
  access: RouteAccess,
  edit: RouteAccess,
  query: Q,
  numbered: N,
  whose: string,
) {
  return {
    getVersions: defineRoute({
      method: 'GET',
      path: `${prefix}/getVersions`,
      access,
      tags,
      summary: `The version history of ${whose}, newest first`,
      query,
      reply: reply.data(articleVersionList),
    }),
    getVersion: defineRoute({
      method: 'GET',
      path: `${prefix}/getVersion`,
      access,
      tags,
      summary: `One version of ${whose}, read-only`,
      query: numbered,
      reply: reply.data(articleVersion),
    }),
    restore: defineRoute({
      method: 'POST',
      path: `${prefix}/restore`,
      access: edit,
      tags,
      summary: `Restore an older version of ${whose}: it becomes a new version`,
      body: numbered,
      reply: reply.data(siteArticle),
    }),
  };
}

/** Admin › partner, an agent's "articles" tab. */
export const partnerArticleApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/article/getList',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: "An agent's own articles and the platform's pages its site shows for want of its own",
    query: partnerSiteQuery,
    reply: reply.data(siteArticleList),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/article/save',
    access: { audience: 'admin', permission: Permission.admin.partnerUpdate },
    tags,
    summary: "Create or edit one of an agent's articles (its own version of a legal page, or an article)",
    body: partnerArticleSave,
    reply: reply.data(siteArticle),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/article/delete',
    access: { audience: 'admin', permission: Permission.admin.partnerUpdate },
    tags,
    summary: "Delete one of an agent's articles (a legal page falls back to the platform's)",
    body: partnerArticleDelete,
    reply: reply.data(z.null()),
  }),
  ...versionRoutes(
    '/api/admin/partner/article',
    { audience: 'admin', permission: Permission.admin.partner },
    { audience: 'admin', permission: Permission.admin.partnerUpdate },
    articleVersionQuery.extend({ agent_id: agentIdField }),
    articleVersionNumber.extend({ agent_id: agentIdField }),
    "one of an agent's articles",
  ),
};

const articleEditor = { audience: 'agent', permission: Permission.agent.siteArticle } as const;

/** Agent › articles: the team's own site pages. */
export const agentArticleApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/agent/site/article/getList',
    access: articleEditor,
    tags,
    summary: "The site's own articles and the platform's pages it shows for want of its own",
    reply: reply.data(siteArticleList),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/agent/site/article/save',
    access: articleEditor,
    tags,
    summary: "Create or edit one of the site's articles",
    body: siteArticleSave,
    reply: reply.data(siteArticle),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/agent/site/article/delete',
    access: articleEditor,
    tags,
    summary: "Delete one of the site's articles (a legal page falls back to the platform's)",
    body: articleIdBody,
    reply: reply.data(z.null()),
  }),
  ...versionRoutes(
    '/api/agent/site/article',
    articleEditor,
    articleEditor,
    articleVersionQuery,
    articleVersionNumber,
    "one of the site's articles",
  ),
};

/** Admin › website: the platform's own pages (agent_id null), every site's fallback. */
export const websiteArticleApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/website/article/getList',
    access: { audience: 'admin', permission: Permission.admin.website },
    tags,
    summary: "The platform's pages and articles, shown on every site without its own",
    reply: reply.data(siteArticleList),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/website/article/save',
    access: { audience: 'admin', permission: Permission.admin.website },
    tags,
    summary: "Create or edit one of the platform's pages or articles",
    body: siteArticleSave,
    reply: reply.data(siteArticle),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/website/article/delete',
    access: { audience: 'admin', permission: Permission.admin.website },
    tags,
    summary: "Delete one of the platform's articles (its legal and service pages are edited, not deleted)",
    body: articleIdBody,
    reply: reply.data(z.null()),
  }),
  ...versionRoutes(
    '/api/admin/website/article',
    { audience: 'admin', permission: Permission.admin.website },
    { audience: 'admin', permission: Permission.admin.website },
    articleVersionQuery,
    articleVersionNumber,
    "one of the platform's pages or articles",
  ),
};

// ---- the platform's programme catalogue ----

const HEX = /^#[0-9a-fA-F]{6}$/;

export const schemeCategory = z.object({
  id: z.number().int(),
  mark: z.string(),
  title: z.string(),
  sort: z.number().int(),
  /** programmes in it (a category with programmes is not deleted) */
  programmes: z.number().int(),
});
export type SchemeCategory = z.infer<typeof schemeCategory>;

export const schemeCategorySave = z.object({
  id: rowId('id must be a category id').optional(),
  mark: z
    .string({ error: 'the mark is 2–32 lower-case letters, digits or _' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, { error: 'the mark is 2–32 lower-case letters, digits or _' }),
  title: z
    .string({ error: 'the category name is required' })
    .trim()
    .min(1, { error: 'the category name is required' })
    .max(20, { error: 'the category name is at most 20 characters' }),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
});
export type SchemeCategorySave = z.input<typeof schemeCategorySave>;

export const scheme = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  cover_from: z.string(),
  cover_to: z.string(),
  /** tool ids (spec §2 tool menu ids) */
  tools: z.array(z.number().int()),
  views: z.number().int(),
  sort: z.number().int(),
  /** the substance project it belongs to; null = none */
  project_id: z.number().int().nullable(),
  /** the substance tags it carries */
  tag_ids: z.array(z.number().int()),
});
export type Scheme = z.infer<typeof scheme>;

export const schemeListQuery = pageQuery.extend({
  category_id: rowId('category_id must be a category id').optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const schemeSave = z.object({
  id: rowId('id must be a programme id').optional(),
  category_id: rowId('choose the category'),
  title: z
    .string({ error: 'the programme title is required' })
    .trim()
    .min(1, { error: 'the programme title is required' })
    .max(60, { error: 'the programme title is at most 60 characters' }),
  summary: z.string().trim().max(200, { error: 'the summary is at most 200 characters' }).default(''),
  content: z
    .string()
    .refine((html) => html.length <= 200_000, { error: 'the article content is too long' })
    .default(''),
  cover_from: z
    .string({ error: 'a cover colour is #rrggbb' })
    .regex(HEX, { error: 'a cover colour is #rrggbb' }),
  cover_to: z
    .string({ error: 'a cover colour is #rrggbb' })
    .regex(HEX, { error: 'a cover colour is #rrggbb' }),
  tools: z
    .array(rowId('choose the tools of the programme'), { error: 'choose the tools of the programme' })
    .min(1, { error: 'choose the tools of the programme' })
    .max(20, { error: 'choose the tools of the programme' }),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  /** the substance project (null = none; absent = unchanged) */
  project_id: rowId('project_id must be a project id').nullable().optional(),
  /** the substance tags (replaces the set; absent = unchanged) */
  tag_ids: z
    .array(rowId('tag_ids must be tag ids'), { error: 'tag_ids must be tag ids' })
    .max(20, { error: 'at most 20 tags' })
    .optional(),
});
export type SchemeSave = z.input<typeof schemeSave>;

const schemeReader = { audience: 'admin', permission: Permission.admin.scheme } as const;
const schemeEditor = { audience: 'admin', permission: Permission.admin.schemeUpdate } as const;

/** Admin › scheme: the programmes every site's /my/programme lists, and their categories. */
export const schemeApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/scheme/getList',
    access: schemeReader,
    tags,
    summary: 'The programmes of the catalogue, by category and keyword, paged',
    query: schemeListQuery,
    reply: reply.list(scheme),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/scheme/save',
    access: schemeEditor,
    tags,
    summary: 'Create or edit a programme (title, category, cover colours, tools, content, order)',
    body: schemeSave,
    reply: reply.data(scheme),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/scheme/delete',
    access: schemeEditor,
    tags,
    summary: 'Delete a programme',
    body: z.object({ id: rowId('id must be a programme id') }),
    reply: reply.data(z.null()),
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/admin/scheme/category/getList',
    access: schemeReader,
    tags,
    summary: 'The programme categories with their programme counts',
    reply: reply.data(z.array(schemeCategory)),
  }),
  saveCategory: defineRoute({
    method: 'POST',
    path: '/api/admin/scheme/category/save',
    access: schemeEditor,
    tags,
    summary: 'Create or edit a programme category (mark, name, order)',
    body: schemeCategorySave,
    reply: reply.data(schemeCategory),
  }),
  deleteCategory: defineRoute({
    method: 'POST',
    path: '/api/admin/scheme/category/delete',
    access: schemeEditor,
    tags,
    summary: 'Delete a programme category without programmes',
    body: z.object({ id: rowId('id must be a category id') }),
    reply: reply.data(z.null()),
  }),
};
