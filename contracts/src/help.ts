import { z } from 'zod';
import { emptyData } from './envelope.ts';
import { ErrorCode } from './errors.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * The help centre and its page builder (issue 17; spec §2 admin /help, the floating help panel and the
 * page-builder modules; §3 "Help page design" and the module params; §7 "Help design"; §8 code -10).
 * The platform (admin) and each agent (for its own site) keep help designs — page1 JSON built from the five
 * modules, saved as a draft and published — and help entries in categories, each a designed page, an iframe
 * link or a rich-text detail page. The customer site's help panel fetches the published design of its site
 * (the agent's, else the platform's).
 */

/** Spec §9: the page builder's base width; the help panel shows it 388 wide. */
export const PAGE_BUILDER_WIDTH = 750;
export const HELP_PANEL_WIDTH = 388;

const LINK = /^https?:\/\/[^\s/]+\S*$/i;
/** An image or video: the storage key of an upload of the owner (checked by the server) or an http(s) link. */
const media = (error: string) => z.string({ error }).trim().max(500, { error }).default('');
const iconName = z
  .string({ error: 'icon must be an antd icon name' })
  .trim()
  .regex(/^([A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone))?$/, { error: 'icon must be an antd icon name' })
  .default('');
const text = (max: number) =>
  z
    .string({ error: 'a text of the module is too long' })
    .trim()
    .max(max, { error: 'a text of the module is too long' })
    .default('');
const spacing = z
  .number({ error: 'paddings and radii are whole numbers from 0 to 100' })
  .int({ error: 'paddings and radii are whole numbers from 0 to 100' })
  .min(0, { error: 'paddings and radii are whole numbers from 0 to 100' })
  .max(100, { error: 'paddings and radii are whole numbers from 0 to 100' })
  .default(0);
const color = z
  .string({ error: 'a colour is #rgb or #rrggbb, or empty' })
  .trim()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/, { error: 'a colour is #rgb or #rrggbb, or empty' })
  .default('');
const flag = z.union([z.literal(0), z.literal(1)], { error: 'a switch is 0 or 1' }).default(0);

/** Spec §3: every module's style fields (pixels at the base width 750). */
export const moduleStyle = z.object({
  bgColor: color,
  paddingTop: spacing,
  paddingLeft: spacing,
  paddingBottom: spacing,
  topRadius: spacing,
  bottomRadius: spacing,
});
export type ModuleStyle = z.infer<typeof moduleStyle>;

/** The key the editor gives a module (stable across reorders, for drag and drop). */
const moduleKey = z
  .string({ error: 'a module needs its key' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'a module needs its key' });

/**
 * A list menu item's link: an http(s) page (opened in the help panel's iframe stage) or `entry:<id>`, one of
 * the same owner's help entries (shown by its type).
 */
export const HELP_ENTRY_LINK = /^entry:([1-9][0-9]{0,9})$/;
const menuLink = z
  .string({ error: 'a link is an http(s) address or a help entry' })
  .trim()
  .max(500, { error: 'a link is an http(s) address or a help entry' })
  .refine((value) => value === '' || LINK.test(value) || HELP_ENTRY_LINK.test(value), {
    error: 'a link is an http(s) address or a help entry',
  })
  .default('');

/** Spec §3 video: 1 an uploaded video, 2 a link to a video file, 3 an embed code (an https iframe). */
export const VideoType = { uploaded: 1, link: 2, embed: 3 } as const;
/** Spec §3 videoRatio: 1 = 16:9, 2 = 9:16, 3 = 4:3, anything else square. */
export const VIDEO_RATIOS: Record<number, number> = { 1: 16 / 9, 2: 9 / 16, 3: 4 / 3 };
/** The src of the https iframe an embed code holds, or null. */
export function embedSource(code: string): string | null {
  const match = /<iframe\b[^>]*\ssrc\s*=\s*["'](https:\/\/[^"'\s<>]+)["']/i.exec(code);
  return match?.[1] ?? null;
}

const videoParams = z
  .object({
    videoType: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'videoType must be 1 (uploaded), 2 (link) or 3 (embed code)',
    }),
    videoUrl: media('the video must be an uploaded video'),
    videoLink: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || LINK.test(value), {
        error: 'the video link must be an http(s) link',
      })
      .default(''),
    videoCode: z
      .string()
      .trim()
      .max(2000, { error: 'the embed code is at most 2000 characters' })
      .default(''),
    videoPoster: media('the poster must be an uploaded image or an http(s) link'),
    videoRatio: z
      .number({ error: 'videoRatio must be 1 (16:9), 2 (9:16), 3 (4:3) or 4 (square)' })
      .int({ error: 'videoRatio must be 1 (16:9), 2 (9:16), 3 (4:3) or 4 (square)' })
      .min(1, { error: 'videoRatio must be 1 (16:9), 2 (9:16), 3 (4:3) or 4 (square)' })
      .max(4, { error: 'videoRatio must be 1 (16:9), 2 (9:16), 3 (4:3) or 4 (square)' })
      .default(1),
  })
  .refine(
    (video) =>
      (video.videoType === 1 && video.videoUrl !== '') ||
      (video.videoType === 2 && video.videoLink !== '') ||
      (video.videoType === 3 && embedSource(video.videoCode) !== null),
    { error: 'the video module needs its video: an upload, a link, or an embed code with an https iframe' },
  );

export const helpModule = z.discriminatedUnion(
  'type',
  [
    z.object({
      key: moduleKey,
      type: z.literal('blank'),
      params: z.object({ height: spacing.default(30) }).default({ height: 30 }),
      style: moduleStyle,
    }),
    z.object({
      key: moduleKey,
      type: z.literal('picture'),
      params: z.object({
        imgUrl: media('the picture must be an uploaded image or an http(s) link').refine((v) => v !== '', {
          error: 'the picture module needs its image',
        }),
      }),
      style: moduleStyle,
    }),
    z.object({
      key: moduleKey,
      type: z.literal('listMenu'),
      params: z.object({
        items: z
          .array(
            z.object({
              title: text(40).refine((v) => v !== '', { error: 'a menu item needs its title' }),
              icon: iconName,
              link: menuLink,
            }),
            {
              error: 'a list menu has 1 to 30 items',
            },
          )
          .min(1, { error: 'a list menu has 1 to 30 items' })
          .max(30, { error: 'a list menu has 1 to 30 items' }),
      }),
      style: moduleStyle,
    }),
    z.object({
      key: moduleKey,
      type: z.literal('title'),
      params: z.object({
        title_text: text(60).refine((v) => v !== '', { error: 'the title module needs its text' }),
        title_type: z
          .union([z.literal(1), z.literal(2)], { error: 'title_type must be 1 (underline) or 2 (icon)' })
          .default(1),
        title_icon: iconName,
        subtitle_show: flag,
        /** 1 = under the title, 2 = beside it */
        subtitle_type: z
          .union([z.literal(1), z.literal(2)], { error: 'subtitle_type must be 1 or 2' })
          .default(1),
        subtitle_text: text(100),
        more_show: flag,
        more_text: text(20),
        more_icon: iconName,
        more_link: menuLink,
        title_color: color,
      }),
      style: moduleStyle,
    }),
    z.object({ key: moduleKey, type: z.literal('video'), params: videoParams, style: moduleStyle }),
  ],
  { error: 'a module is blank, picture, listMenu, title or video' },
);
export type HelpModule = z.infer<typeof helpModule>;
export type HelpModuleInput = z.input<typeof helpModule>;
export type HelpModuleType = HelpModule['type'];
export const HELP_MODULE_TYPES = ['blank', 'picture', 'listMenu', 'title', 'video'] as const;

/** Spec §3 "Help page design": page1 JSON. */
export const page1 = z.object({
  setting: z.object({
    title: z
      .string({ error: 'the page title is required' })
      .trim()
      .min(1, { error: 'the page title is required' })
      .max(60, { error: 'the page title is at most 60 characters' }),
  }),
  content: z.array(helpModule, { error: 'a page has at most 50 modules' }).max(50, {
    error: 'a page has at most 50 modules',
  }),
});
export type Page1 = z.infer<typeof page1>;

// ---- consoles: designs, categories, entries ----

export const helpDesignSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** the site's help home: what the help panel opens on (one per owner) */
  is_home: z.boolean(),
  /** published at least once */
  published: z.boolean(),
  /** the draft differs from what is published */
  unpublished_changes: z.boolean(),
  publish_time: z.string(),
  update_time: z.string(),
});
export type HelpDesignSummary = z.infer<typeof helpDesignSummary>;

export const helpDesign = helpDesignSummary.extend({ draft: page1, live: page1.nullable() });
export type HelpDesign = z.infer<typeof helpDesign>;

export const helpDesignSave = z.object({
  /** absent: a new design */
  id: rowId('id is required').optional(),
  page1,
  is_home: z.boolean({ error: 'is_home must be true or false' }).default(false),
});
export type HelpDesignSave = z.input<typeof helpDesignSave>;

/** Spec §2 help_type: 1 a designed page (design_id), 2 an iframe link (help_link), 3 a rich-text detail. */
export const HelpType = { design: 1, link: 2, detail: 3 } as const;

export const helpCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  entries: z.number().int(),
});
export type HelpCategory = z.infer<typeof helpCategory>;

export const helpCategorySave = z.object({
  id: rowId('id is required').optional(),
  name: z
    .string({ error: 'the category name is required' })
    .trim()
    .min(1, { error: 'the category name is required' })
    .max(30, { error: 'the category name is at most 30 characters' }),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
});
export type HelpCategorySave = z.input<typeof helpCategorySave>;

export const helpEntry = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  help_type: z.number().int(),
  design_id: z.number().int(),
  design_title: z.string(),
  help_link: z.string(),
  content: z.string(),
  sort: z.number().int(),
  update_time: z.string(),
});
export type HelpEntry = z.infer<typeof helpEntry>;

export const helpEntrySave = z
  .object({
    id: rowId('id is required').optional(),
    category_id: rowId('category_id must be a help category'),
    title: z
      .string({ error: 'the entry title is required' })
      .trim()
      .min(1, { error: 'the entry title is required' })
      .max(60, { error: 'the entry title is at most 60 characters' }),
    help_type: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'help_type must be 1 (design), 2 (link) or 3 (detail)',
    }),
    design_id: nonNegative('design_id must be a help design').default(0),
    help_link: z.string().trim().max(500).default(''),
    content: z
      .string()
      .refine((html) => html.length <= 200_000, { error: 'the detail is too long' })
      .default(''),
    sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  })
  .refine((entry) => entry.help_type !== 1 || entry.design_id > 0, {
    error: 'choose the design the entry shows',
    path: ['design_id'],
  })
  .refine((entry) => entry.help_type !== 2 || LINK.test(entry.help_link), {
    error: 'the help link must be an http(s) link',
    path: ['help_link'],
  })
  .refine((entry) => entry.help_type !== 3 || entry.content.trim() !== '', {
    error: 'the detail is required',
    path: ['content'],
  });
export type HelpEntrySave = z.input<typeof helpEntrySave>;

export const helpEntryQuery = z.object({
  category_id: rowId('category_id must be a help category').optional(),
});

/** At most this many categories, entries or designs per owner: the help centre is a handful of pages. */
export const HELP_MAX = 200;

const idBody = z.object({ id: rowId('id is required') });
const tags = ['help'];
const HELP_AUDIENCES = ['admin', 'agent'] as const;
const read = { admin: Permission.admin.help, agent: Permission.agent.help } as const;
const manage = { admin: Permission.admin.helpManage, agent: Permission.agent.help } as const;
const whose = { admin: "the platform's", agent: "the team's site's" } as const;

/** The help centre under each console's prefix (`/api/admin/help/…`, `/api/agent/help/…`). */
function helpRoutes(audience: (typeof HELP_AUDIENCES)[number]) {
  const base = `/api/${audience}/help`;
  const reading = { audience, permission: read[audience] } as const;
  const managing = { audience, permission: manage[audience] } as const;
  return {
    getCategories: defineRoute({
      method: 'GET',
      path: `${base}/category/getList`,
      access: reading,
      tags,
      summary: `${whose[audience]} help categories in order, with how many entries each has`,
      reply: reply.data(z.array(helpCategory)),
    }),
    saveCategory: defineRoute({
      method: 'POST',
      path: `${base}/category/save`,
      access: managing,
      tags,
      summary: 'Add a help category, or rename and reorder one',
      body: helpCategorySave,
      reply: reply.data(helpCategory),
    }),
    deleteCategory: defineRoute({
      method: 'POST',
      path: `${base}/category/delete`,
      access: managing,
      tags,
      summary: 'Delete an empty help category',
      body: idBody,
      reply: reply.data(emptyData),
    }),
    getEntries: defineRoute({
      method: 'GET',
      path: `${base}/entry/getList`,
      access: reading,
      tags,
      summary: `${whose[audience]} help entries in category order, of one category or all`,
      query: helpEntryQuery,
      reply: reply.data(z.array(helpEntry)),
    }),
    saveEntry: defineRoute({
      method: 'POST',
      path: `${base}/entry/save`,
      access: managing,
      tags,
      summary: 'Add or edit a help entry: a designed page, an iframe link or a rich-text detail',
      body: helpEntrySave,
      reply: reply.data(helpEntry),
    }),
    deleteEntry: defineRoute({
      method: 'POST',
      path: `${base}/entry/delete`,
      access: managing,
      tags,
      summary: 'Delete a help entry',
      body: idBody,
      reply: reply.data(emptyData),
    }),
    getDesigns: defineRoute({
      method: 'GET',
      path: `${base}/design/getList`,
      access: reading,
      tags,
      summary: `${whose[audience]} help designs, the home first`,
      reply: reply.data(z.array(helpDesignSummary)),
    }),
    getDesign: defineRoute({
      method: 'GET',
      path: `${base}/design/getInfo`,
      access: reading,
      tags,
      summary: 'A help design with its draft and its published page1',
      query: idBody,
      reply: reply.data(helpDesign),
    }),
    saveDesign: defineRoute({
      method: 'POST',
      path: `${base}/design/save`,
      access: managing,
      tags,
      summary: "Save a help design's draft (a new design without id); the published version is kept",
      body: helpDesignSave,
      reply: reply.data(helpDesign),
    }),
    publishDesign: defineRoute({
      method: 'POST',
      path: `${base}/design/publish`,
      access: managing,
      tags,
      summary: "Publish a help design's draft: the help panel shows it from now on",
      body: idBody,
      reply: reply.data(helpDesign),
    }),
    deleteDesign: defineRoute({
      method: 'POST',
      path: `${base}/design/delete`,
      access: managing,
      tags,
      summary: 'Delete a help design no entry shows',
      body: idBody,
      reply: reply.data(emptyData),
    }),
  };
}

export const helpApi = { admin: helpRoutes('admin'), agent: helpRoutes('agent') };

// ---- the customer site ----

/** What the help panel shows of a published design. */
export const helpDesignDetail = z.object({
  id: z.number().int(),
  page1,
  publish_time: z.string(),
});
export type HelpDesignDetail = z.infer<typeof helpDesignDetail>;

export const helpDesignQuery = z
  .object({
    /** the builder's page kind: help pages only for now */
    page_type: z.enum(['help'], { error: "page_type must be 'help'" }).default('help'),
    /** an activity: the design of its agent's site (else of the request's host) */
    acid: rowId('acid must be an activity id').optional(),
    id: rowId('id must be a help design id').optional(),
    /** 'home': the site's help home */
    type: z.enum(['home'], { error: "type must be 'home'" }).optional(),
  })
  .refine((query) => query.id !== undefined || query.type !== undefined, {
    error: 'give the design id or its type',
  });

/** A help entry as the help panel opens it. */
export const helpEntryDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  help_type: z.number().int(),
  design_id: z.number().int(),
  help_link: z.string(),
  content: z.string(),
});
export type HelpEntryDetail = z.infer<typeof helpEntryDetail>;

export const helpSiteApi = {
  /** Spec §7 "Help design"; §8: -10 when the site (and the platform) has no such published design. */
  getDesign: defineRoute({
    method: 'GET',
    path: '/api/a/addons/design/design/detail',
    access: { audience: 'public' },
    tags,
    summary:
      "A published help design of the visitor's site (the activity's agent, else the host's; else the platform's), or code -10",
    query: helpDesignQuery,
    acceptCodes: [ErrorCode.helpDesignAbsent],
    reply: reply.data(helpDesignDetail.nullable()),
  }),
  getEntry: defineRoute({
    method: 'GET',
    path: '/api/a/addons/design/help/entry',
    access: { audience: 'public' },
    tags,
    summary: "A help entry of the visitor's site (or the platform's) that a help page's menu links to",
    query: z.object({ id: rowId('id is required'), acid: rowId('acid must be an activity id').optional() }),
    reply: reply.data(helpEntryDetail),
  }),
};
