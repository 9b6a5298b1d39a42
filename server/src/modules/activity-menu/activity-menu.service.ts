import type {
  ActivityMenuItem,
  ActivityMenuTool,
  activityMenuReorderRequest,
  activityMenuUpdateRequest,
  WorkspaceMenuItem,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { type CustomerPrincipal, ownActivity } from '#server/modules/activity/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './activity-menu.repository.ts';

type UpdateInput = z.output<typeof activityMenuUpdateRequest>;
type ReorderInput = z.output<typeof activityMenuReorderRequest>;
type Row = NonNullable<Awaited<ReturnType<typeof repository.findMenu>>>;

function present({ updated_at: updatedAt, ...row }: Row): ActivityMenuItem {
  return { ...row, section: row.section as ActivityMenuItem['section'], update_time: iso(updatedAt) };
}

export async function tools(db: Db): Promise<ActivityMenuTool[]> {
  return (await repository.tools(db)).map((tool) => ({
    ...tool,
    entries: Number(tool.entries),
    hidden: Number(tool.hidden ?? 0),
  }));
}

export async function list(db: Db, toolId: number, page: { page: number; limit: number }) {
  const { rows, total } = await repository.listMenus(db, toolId, page);
  return { rows: rows.map(present), total };
}

/** What an entry was before a change: the audit log's event (the framework logs the request itself). */
export type Change = { before: Partial<ActivityMenuItem>; after: ActivityMenuItem };

/**
 * Saves an entry's titles, icon, badge and hidden switch. The tool's entries are locked first, so two admins
 * hiding the last two shown entries at once cannot leave a tool's workspace without navigation.
 */
export async function update(db: Db, input: UpdateInput): Promise<Change> {
  const current = await repository.findMenu(db, input.id);
  if (!current) throw notFound('activity menu not found');
  const { id, ...values } = input;
  return inTransaction(db, async (tx) => {
    const entries = await repository.lockToolMenus(tx, current.tool_id);
    const locked = entries.find((entry) => entry.id === id);
    if (!locked) throw notFound('activity menu not found');
    if (values.hidden === 1 && !entries.some((entry) => entry.id !== id && entry.hidden === 0))
      throw badRequest('a tool shows at least one section: show another before hiding this one');
    await repository.updateMenu(tx, id, values);
    const after = await repository.findMenu(tx, id);
    if (!after) throw notFound('activity menu not found');
    const before = present(locked);
    const changed = Object.fromEntries(
      Object.keys(values)
        .filter((key) => before[key as keyof typeof values] !== values[key as keyof typeof values])
        .map((key) => [key, before[key as keyof typeof values]]),
    ) as Partial<ActivityMenuItem>;
    return { before: changed, after: present(after) };
  });
}

/** Puts a tool's entries in the order of `ids`: all of them, each once (a stale page's order is refused). */
export async function reorder(db: Db, input: ReorderInput) {
  return inTransaction(db, async (tx) => {
    const entries = await repository.lockToolMenus(tx, input.tool_id);
    if (entries.length === 0) throw notFound('tool not found');
    const known = new Set(entries.map((entry) => entry.id));
    const given = new Set(input.ids);
    if (
      given.size !== input.ids.length ||
      given.size !== known.size ||
      input.ids.some((id) => !known.has(id))
    )
      throw badRequest('ids must be the ids of the tool’s entries');
    const before = entries.map((entry) => entry.section);
    await repository.setOrder(tx, input.tool_id, input.ids);
    const { rows } = await repository.listMenus(tx, input.tool_id, { page: 1, limit: entries.length });
    return { rows: rows.map(present), before };
  });
}

/** The shown sections of one of the customer's activities, titles with the zh_CN one where another is empty. */
export async function workspaceMenus(
  db: Db,
  principal: CustomerPrincipal,
  activityId: number,
): Promise<WorkspaceMenuItem[]> {
  const activity = await ownActivity(db, principal, activityId);
  return (await repository.visibleMenus(db, activity.tool_id)).map((row) => ({
    section: row.section as WorkspaceMenuItem['section'],
    titles: { zh_CN: row.title, en: row.title_en || row.title, zh_TW: row.title_zh_tw || row.title },
    icon: row.icon,
    badge: row.badge,
    badge_color: row.badge_color,
  }));
}
