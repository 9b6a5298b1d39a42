import { z } from 'zod';
import { activityIdQuery } from './activity.ts';
import { pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * The activity workspace's menus (issue 17 admin /menu/activity "活动菜单"): per tool, the sections of an
 * activity's workspace (the customer's activity settings drawer) in order, each with its title in three
 * languages, an icon, a badge and a hidden switch. The platform edits them; the customer's workspace builds
 * its navigation from the visible ones. Entries are the workspace's sections: they are renamed, badged,
 * hidden and reordered, never created or deleted (a section is code the web has).
 */
const tags = ['activity-menu'];

/** The sections of an activity's workspace, as the web draws them. */
export const ACTIVITY_MENU_SECTIONS = ['overview', 'vip', 'password', 'product', 'appearance'] as const;
export const activityMenuSection = z.enum(ACTIVITY_MENU_SECTIONS);
export type ActivityMenuSection = z.infer<typeof activityMenuSection>;

/** Titles are short: a tab's label. */
export const ACTIVITY_MENU_TITLE_MAX = 20;
export const ACTIVITY_MENU_BADGE_MAX = 8;

export const activityMenuItem = z.object({
  id: z.number().int(),
  /** the tool (spec §2 tool menu id) whose activities have this section */
  tool_id: z.number().int(),
  section: activityMenuSection,
  /** zh_CN, required */
  title: z.string(),
  /** '' = shown as the zh_CN title */
  title_en: z.string(),
  /** '' = shown as the zh_CN title */
  title_zh_tw: z.string(),
  /** an antd icon name; '' = none */
  icon: z.string(),
  sort: z.number().int(),
  hidden: z.number().int(),
  /** '' = no badge */
  badge: z.string(),
  /** '' = the default (red) */
  badge_color: z.string(),
  update_time: z.string(),
});
export type ActivityMenuItem = z.infer<typeof activityMenuItem>;

/** A tool with how many of its workspace's sections are shown. */
export const activityMenuTool = z.object({
  id: z.number().int(),
  mark: z.string(),
  title: z.string(),
  entries: z.number().int(),
  hidden: z.number().int(),
});
export type ActivityMenuTool = z.infer<typeof activityMenuTool>;

const toolId = rowId('tool_id must be a tool id');

export const activityMenuListQuery = pageQuery.extend({ tool_id: toolId });

const flag = z.union([z.literal(0), z.literal(1)], { error: 'hidden must be 0 or 1' });
const otherTitle = (language: string) =>
  z
    .string({ error: `the ${language} title must be text` })
    .trim()
    .max(ACTIVITY_MENU_TITLE_MAX, {
      error: `a title is at most ${ACTIVITY_MENU_TITLE_MAX} characters`,
    })
    .default('');

export const activityMenuUpdateRequest = z.object({
  id: rowId('id is required'),
  title: z
    .string({ error: 'the Chinese (simplified) title is required' })
    .trim()
    .min(1, { error: 'the Chinese (simplified) title is required' })
    .max(ACTIVITY_MENU_TITLE_MAX, { error: `a title is at most ${ACTIVITY_MENU_TITLE_MAX} characters` }),
  title_en: otherTitle('English'),
  title_zh_tw: otherTitle('Chinese (traditional)'),
  icon: z
    .string()
    .trim()
    .max(64, { error: 'icon must be an antd icon name' })
    .regex(/^([A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone))?$/, { error: 'icon must be an antd icon name' })
    .default(''),
  badge: z
    .string()
    .trim()
    .max(ACTIVITY_MENU_BADGE_MAX, { error: `a badge is at most ${ACTIVITY_MENU_BADGE_MAX} characters` })
    .default(''),
  badge_color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})?$/, { error: 'badge colour must be a colour like #52c41a' })
    .default(''),
  hidden: flag.default(0),
});
export type ActivityMenuUpdateRequest = z.input<typeof activityMenuUpdateRequest>;

/** The new order of a tool's entries: every one of them, each once, first shown first. */
export const activityMenuReorderRequest = z.object({
  tool_id: toolId,
  ids: z
    .array(rowId('ids must be the ids of the tool’s entries'), {
      error: 'ids must be the ids of the tool’s entries',
    })
    .min(1, { error: 'ids must be the ids of the tool’s entries' })
    .max(50, { error: 'ids must be the ids of the tool’s entries' }),
});
export type ActivityMenuReorderRequest = z.input<typeof activityMenuReorderRequest>;

const read = { audience: 'admin', permission: Permission.admin.menuActivity } as const;
const edit = { audience: 'admin', permission: Permission.admin.menuActivityEdit } as const;
const BASE = '/api/admin/menu/activity';

export const activityMenuApi = {
  getTools: defineRoute({
    method: 'GET',
    path: `${BASE}/getTools`,
    access: read,
    tags,
    summary: 'The tools, each with how many workspace sections it has and how many are hidden',
    reply: reply.data(z.array(activityMenuTool)),
  }),
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: read,
    tags,
    summary: "A tool's workspace sections in order, hidden ones included",
    query: activityMenuListQuery,
    reply: reply.list(activityMenuItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BASE}/update`,
    access: edit,
    tags,
    summary: "Change a section's titles, icon, badge and hidden switch (a tool keeps one section shown)",
    body: activityMenuUpdateRequest,
    reply: reply.data(activityMenuItem),
  }),
  reorder: defineRoute({
    method: 'POST',
    path: `${BASE}/reorder`,
    access: edit,
    tags,
    summary: "Put a tool's sections in a new order (every one of them, each once)",
    body: activityMenuReorderRequest,
    reply: reply.list(activityMenuItem),
  }),
};

// ---- the customer's workspace ----

/** A section as the workspace shows it: the titles with the zh_CN one filled in where another is empty. */
export const workspaceMenuItem = z.object({
  section: activityMenuSection,
  titles: z.object({ zh_CN: z.string(), en: z.string(), zh_TW: z.string() }),
  icon: z.string(),
  badge: z.string(),
  badge_color: z.string(),
});
export type WorkspaceMenuItem = z.infer<typeof workspaceMenuItem>;

export const workspaceMenuApi = {
  getMenus: defineRoute({
    method: 'GET',
    path: '/api/ym/Active/getMenus',
    access: { audience: 'customer' },
    tags,
    summary: "The visible sections of one of my activities' workspace, in order, by its tool",
    query: activityIdQuery,
    reply: reply.data(z.array(workspaceMenuItem)),
  }),
};
