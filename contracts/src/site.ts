import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { fitsInt4, INT4_TOO_BIG, int4, rowId } from './input.ts';
import { bankAccount, saveBankAccountRequest } from './order.ts';
import { Permission } from './permissions.ts';
import { sitePlugin } from './plugin.ts';
import { defineRoute, reply } from './route.ts';
import { signInPaths } from './sign-in-paths.ts';

/** Spec §3 "Agent site data": what the customer site's header, footer and right bar show. */
export const agentSiteData = z.object({
  status: int4(),
  name: z.string(),
  bottomData: z.object({
    logo: z.string(),
    footer_wx_kefu_img: z.string(),
    footer_wx_public_img: z.string(),
    links: z.array(
      z.object({
        title: z.string(),
        link: z.string(),
        children: z.array(z.object({ title: z.string(), link: z.string() })),
      }),
    ),
    services: z.array(z.object({ title: z.string(), type: int4(), link: z.string(), id: int4() })),
    bottom_links: z.array(z.object({ title: z.string(), mark: z.string() })),
    on_footer_feedback: int4(),
    footer_feedback_url: z.string(),
    footer_copyright: z.string(),
    footer_ipc: z.string(),
  }),
  rightData: z.object({
    on_help_center: int4(),
    help_center_url: z.string(),
    on_customer_service: int4(),
    on_feedback: int4(),
    feedback_url: z.string(),
    on_self: int4(),
    help_default: int4(),
    on_vip_more: int4(),
    vip_more_url: z.string(),
  }),
  websiteData: z.object({
    title: z.string(),
    keyword: z.string(),
    description: z.string(),
    url_ico: z.string(),
  }),
});
export type AgentSiteData = z.infer<typeof agentSiteData>;

export const toolIntro = z.object({
  id: z.number().int(),
  mark: z.string(),
  title: z.string(),
  slogan: z.string(),
  intro: z.string(),
  features: z.array(z.object({ title: z.string(), description: z.string() })),
  scenarios: z.array(z.string()),
  /** 1 = shows the "New" badge */
  is_new: z.number().int(),
  /** the plugins the site's agent has for this tool (enabled for it and on sale), in catalogue order */
  plugins: z.array(sitePlugin),
});
export type ToolIntro = z.infer<typeof toolIntro>;

export const programmeCategory = z.object({ id: z.number().int(), mark: z.string(), title: z.string() });
export type ProgrammeCategory = z.infer<typeof programmeCategory>;

/** A tag of the platform's substance (admin › 内容 › 标签): '' en / zh_TW names read as the zh_CN one. */
export const programmeTag = z.object({
  id: z.number().int(),
  name_zh_cn: z.string(),
  name_en: z.string(),
  name_zh_tw: z.string(),
  colour: z.string(),
});
export type ProgrammeTag = z.infer<typeof programmeTag>;

export const programmeItem = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_from: z.string(),
  cover_to: z.string(),
  tools: z.array(z.object({ id: z.number().int(), mark: z.string(), title: z.string() })),
  views: z.number().int(),
  /** the substance project it belongs to; null = none */
  project_id: z.number().int().nullable(),
  tags: z.array(programmeTag),
});
export type ProgrammeItem = z.infer<typeof programmeItem>;

export const programmeDetail = programmeItem.extend({ content: z.string() });
export type ProgrammeDetail = z.infer<typeof programmeDetail>;

export const programmeListQuery = pageQuery.extend({
  /** a category mark (annual, conference, wedding) or id; absent = every category */
  category: z
    .string()
    .trim()
    .max(32)
    .refine((value) => !/^\d+$/.test(value) || fitsInt4(value), { error: INT4_TOO_BIG })
    .optional(),
  keyword: z.string().trim().max(64).optional(),
  /** programmes carrying this tag (admin › 内容 › 标签) */
  tag: rowId('tag must be a tag id').optional(),
  /** programmes of this project (a hidden project's: none) */
  project: rowId('project must be a project id').optional(),
});
export type ProgrammeListQuery = z.infer<typeof programmeListQuery>;

/** A programme theme: a curated landing of one programme category (the site's own, else the platform's). */
export const programmeTheme = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_mark: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  hero_from: z.string(),
  hero_to: z.string(),
});
export type ProgrammeTheme = z.infer<typeof programmeTheme>;

/** getTheme: the theme and its programmes. */
export const programmeThemeDetail = programmeTheme.extend({ programmes: z.array(programmeItem) });
export type ProgrammeThemeDetail = z.infer<typeof programmeThemeDetail>;

export const idQuery = z.object({ id: rowId('id is required') });

export const articleMarkQuery = z.object({
  mark: z.enum(['user_agreement', 'privacy_policy', 'vip_agreement', 'about', 'help_center'], {
    error: 'mark must be user_agreement, privacy_policy, vip_agreement, about or help_center',
  }),
});

/** A page as the visitor reads it: the title and content in the visitor's language (else zh_CN). */
export const article = z.object({
  id: z.number().int(),
  mark: z.string(),
  title: z.string(),
  content: z.string(),
  /** the current version's number and when it was saved */
  version: z.number().int(),
  updated_at: z.string(),
  /** the platform's substance tags it carries, in tag order (names in three languages) */
  tags: z.array(programmeTag),
});
export type Article = z.infer<typeof article>;

/** getAgentService: one of the site's footer services and its page. */
export const agentService = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  link: z.string(),
  content: z.string(),
});
export type AgentService = z.infer<typeof agentService>;

/** getSceneIntroduce: a tool by its menu id (spec §2 tool ids); without id, every tool. */
export const toolIntroQuery = z.object({ id: rowId().optional() });

/** getChangeInfo: changes whenever the customer's account changes (VIP bought, profile edited…). */
export const changeInfo = z.object({ version: z.string() });

/**
 * The en / zh_TW text beside a zh_CN one (issue 17): '' reads as the zh_CN text; absent (settings saved
 * before the languages existed, a client that does not send them) is ''.
 */
const otherLanguage = (max: number) => z.string().trim().max(max).default('');
/** A visitor-facing text of the site: zh_CN in `key` (required when `required`), en and zh_TW beside it. */
function siteText<K extends string>(key: K, max: number, required = true) {
  const zhCn = z.string().trim().max(max);
  return {
    [key]: required ? zhCn.min(1) : zhCn,
    [`${key}_en`]: otherLanguage(max),
    [`${key}_zh_tw`]: otherLanguage(max),
  } as { [P in K]: z.ZodString } & { [P in `${K}_en` | `${K}_zh_tw`]: ReturnType<typeof otherLanguage> };
}
const siteData = agentSiteData.shape;

/**
 * GET/POST /api/agent/site/getSetting|saveSetting: what an agent sets for its customer site; every
 * visitor-facing text in zh_CN (required where the site cannot do without it) with en and zh_TW beside it.
 * getData answers the same site with each text in the visitor's language.
 */
export const agentSiteSettings = z.object({
  bottomData: siteData.bottomData.extend({
    links: z
      .array(
        z.object({
          ...siteText('title', 30),
          link: z.string().trim().max(500),
          children: z
            .array(z.object({ ...siteText('title', 30), link: z.string().trim().min(1).max(500) }))
            .max(20),
        }),
      )
      .max(10),
    services: z
      .array(
        z.object({ ...siteText('title', 30), type: int4(), link: z.string().trim().max(500), id: int4() }),
      )
      .max(20),
    bottom_links: z.array(z.object({ ...siteText('title', 30), mark: z.string() })).max(20),
    ...siteText('footer_copyright', 120, false),
  }),
  rightData: siteData.rightData,
  websiteData: siteData.websiteData.extend({
    ...siteText('title', 60),
    ...siteText('keyword', 200, false),
    ...siteText('description', 300, false),
  }),
});
export type AgentSiteSettings = z.infer<typeof agentSiteSettings>;
export const agentSiteSettingsView = agentSiteSettings.extend({
  domains: z.array(z.string()),
  name: z.string(),
});

const visitor = { audience: 'public' } as const;
const tags = ['site'];

/**
 * The customer site's public content (spec §7 "Products and content"): the site of the request's host
 * (white label), its legal pages, tools and programmes. Paths match case-insensitively.
 */
export const siteApi = {
  getData: defineRoute({
    method: 'GET',
    path: signInPaths.siteData,
    access: visitor,
    tags,
    summary: "The site of the request's host: header, footer, right bar, title",
    reply: reply.data(agentSiteData),
  }),
  getAbout: defineRoute({
    method: 'GET',
    path: '/api/customer/common/getAbout',
    access: visitor,
    tags,
    summary: 'A legal or info page by mark (the site’s own, else the platform’s)',
    query: articleMarkQuery,
    reply: reply.data(article),
  }),
  getArticleDetail: defineRoute({
    method: 'GET',
    path: '/api/customer/common/getArticleDetail',
    access: visitor,
    tags,
    summary: 'An article of the platform or of this site',
    query: idQuery,
    reply: reply.data(article),
  }),
  getAgentService: defineRoute({
    method: 'GET',
    path: '/api/customer/common/getAgentService',
    access: visitor,
    tags,
    summary: 'One of the footer services of this site and its page',
    query: idQuery,
    reply: reply.data(agentService),
  }),
  getSceneCategory: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getSceneCategory',
    access: visitor,
    tags,
    summary: 'Programme categories',
    reply: reply.data(z.array(programmeCategory)),
  }),
  getList: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getList',
    access: visitor,
    tags,
    summary: 'Recommended programmes by category and keyword, paged',
    query: programmeListQuery,
    reply: reply.list(programmeItem),
  }),
  getSceneIntroduceDetail: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getSceneIntroduceDetail',
    access: visitor,
    tags,
    summary: "A programme's page (counts a view)",
    query: idQuery,
    reply: reply.data(programmeDetail),
  }),
  getThemeList: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getThemeList',
    access: visitor,
    tags,
    summary: "Programme themes of the request's site (its own, else the platform's)",
    reply: reply.data(z.array(programmeTheme)),
  }),
  getTheme: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getTheme',
    access: visitor,
    tags,
    summary: 'A programme theme of this site: hero, description and the programmes of its category',
    query: idQuery,
    reply: reply.data(programmeThemeDetail),
  }),
  getSceneIntroduce: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getSceneIntroduce',
    access: visitor,
    tags,
    summary: "A tool's introduction by its menu id (spec §2 tool ids); without id, every tool",
    query: toolIntroQuery,
    reply: reply.data(z.union([toolIntro, z.array(toolIntro)])),
  }),
  getChangeInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getChangeInfo',
    access: { audience: 'customer' },
    tags,
    summary: "A version of the customer's account; polled every 3 s by the site",
    reply: reply.data(changeInfo),
  }),
};

const siteSetter = { audience: 'agent', permission: Permission.agent.siteSetting } as const;

/** The agent's own customer site: what its header, footer, right bar and pages show (white label). */
export const siteSettingsApi = {
  getSetting: defineRoute({
    method: 'GET',
    path: '/api/agent/site/getSetting',
    access: siteSetter,
    tags,
    summary: "The agent's site settings and its domains",
    reply: reply.data(agentSiteSettingsView),
  }),
  saveSetting: defineRoute({
    method: 'POST',
    path: '/api/agent/site/saveSetting',
    access: siteSetter,
    tags,
    summary: "Save the agent's site settings (footer, right bar, title, keywords, icon)",
    body: agentSiteSettings,
    reply: reply.data(agentSiteSettingsView),
  }),
  getBankAccount: defineRoute({
    method: 'GET',
    path: '/api/agent/site/getBankAccount',
    access: siteSetter,
    tags,
    summary: "The account the agent's site receives bank transfers on (null: none)",
    reply: reply.data(bankAccount.nullable()),
  }),
  saveBankAccount: defineRoute({
    method: 'POST',
    path: '/api/agent/site/saveBankAccount',
    access: siteSetter,
    tags,
    summary: "Set the site's receiving bank account, or clear it (clear: 1) to stop bank transfers",
    body: saveBankAccountRequest,
    reply: reply.data(bankAccount.nullable()),
  }),
};
