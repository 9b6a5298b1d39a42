import type { ExplainVerdict, RoleOption, RouteAccess, StaffExplanation } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { currentUser } from '#server/modules/auth/index.ts';
import { notFound } from '#server/platform/http/errors.ts';
import * as repository from './staff.repository.ts';

/** A route as the explainer sees it: `GET /api/admin/…` and the permission it needs (null: the audience). */
export interface ExplainableRoute {
  route: string;
  permission: string | null;
}

/** The admin console's API routes (every route an admin session may call), from the app's route table. */
export function adminRoutes(table: readonly { method: string; url: string; access?: RouteAccess }[]) {
  return table
    .filter((entry) => entry.access && ([] as string[]).concat(entry.access.audience).includes('admin'))
    .map((entry) => ({ route: `${entry.method} ${entry.url}`, permission: entry.access?.permission ?? null }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * "View as": what the account's console shows (the same call as its own GET /auth/user), every menu and
 * permission string of the admin console with the account's roles that grant it, and — for a target — why
 * it is allowed or denied. The rule is the one the auth hook applies (platform/access): a route's permission
 * must be granted by one of the account's roles; a disabled account gets nothing.
 */
export async function explainStaff(
  db: Db,
  id: number,
  routes: ExplainableRoute[],
  target: string | undefined,
): Promise<StaffExplanation> {
  const account = await repository.findStaff(db, id);
  if (!account) throw notFound('account not found');
  const [held, allRoles, grantRows, user] = await Promise.all([
    repository.rolesOfStaff(db, [id]).then((roles) => roles.get(id) ?? []),
    repository.adminRoles(db),
    repository.adminGrants(db),
    currentUser(db, { kind: 'admin', adminId: id, sessionId: 0 }),
  ]);
  const heldIds = new Set(held.map((role) => role.id));
  const roleById = new Map(allRoles.map((role) => [role.id, role]));
  const rolesGranting = new Map<string, RoleOption[]>();
  for (const row of grantRows.links) {
    const role = roleById.get(row.role_id);
    if (!role) continue;
    const list = rolesGranting.get(row.permission_mark) ?? [];
    if (!list.some((known) => known.id === role.id)) list.push(role);
    rolesGranting.set(row.permission_mark, list);
  }
  const grants = grantRows.menus.map((menu) => ({
    opid: menu.id,
    parent_id: menu.parent_id,
    permission_name: menu.permission_name,
    permission_mark: menu.permission_mark,
    menu_type: menu.menu_type,
    route: menu.route,
    granted_by: (rolesGranting.get(menu.permission_mark) ?? []).filter((role) => heldIds.has(role.id)),
  }));
  const verdict =
    target === undefined || target === ''
      ? null
      : judge(target, {
          active: account.status === 1,
          heldIds,
          rolesGranting,
          pages: grants.filter((grant) => grant.route !== ''),
          routes,
        });
  return {
    account: {
      id: account.id,
      username: account.username,
      nickname: account.nickname,
      status: account.status,
    },
    roles: held,
    menus: user.menus,
    grants,
    routes,
    verdict,
  };
}

interface Facts {
  active: boolean;
  heldIds: Set<number>;
  rolesGranting: Map<string, RoleOption[]>;
  pages: { route: string; permission_mark: string }[];
  routes: ExplainableRoute[];
}

/** What the target needs: a mark as it is, a page route its menu's mark, an API route its declared permission. */
function resolve(target: string, facts: Facts): Pick<ExplainVerdict, 'kind' | 'permission'> | null {
  if (facts.rolesGranting.has(target) || facts.pages.some((page) => page.permission_mark === target)) {
    return { kind: 'permission', permission: target };
  }
  const page = facts.pages.find((entry) => entry.route === target);
  if (page) return { kind: 'page', permission: page.permission_mark };
  const [method = '', path = ''] = target.split(/\s+/, 2);
  const route = facts.routes.find(
    (entry) => entry.route.toLowerCase() === `${method.toUpperCase()} ${path}`.toLowerCase(),
  );
  if (route) return { kind: 'api', permission: route.permission };
  return null;
}

function judge(target: string, facts: Facts): ExplainVerdict {
  const resolved = resolve(target, facts);
  const none = { granted_by: [], other_roles: [] };
  if (!resolved)
    return { target, kind: 'unknown', permission: null, allowed: false, reason: 'unknown_target', ...none };
  if (!facts.active) return { target, ...resolved, allowed: false, reason: 'disabled', ...none };
  if (resolved.permission === null)
    return { target, ...resolved, allowed: true, reason: 'audience_only', ...none };
  const granting = facts.rolesGranting.get(resolved.permission) ?? [];
  const grantedBy = granting.filter((role) => facts.heldIds.has(role.id));
  const others = granting.filter((role) => !facts.heldIds.has(role.id));
  return grantedBy.length > 0
    ? { target, ...resolved, allowed: true, reason: 'granted', granted_by: grantedBy, other_roles: others }
    : { target, ...resolved, allowed: false, reason: 'not_granted', granted_by: [], other_roles: others };
}
