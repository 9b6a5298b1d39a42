import { isOperatorField, MENU_OPERATOR_FIELDS, type MenuOperatorField } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Audience, Menu } from '#server/db/schema.ts';
import {
  type Catalogue,
  catalogue as currentCatalogue,
  type MenuSeed,
  roleGrants,
} from './menu-catalogue.ts';

/** What one sync changed; all zero when the database already said what the catalogue says. */
export interface MenuSyncReport {
  menusInserted: number;
  menusUpdated: number;
  menusDeleted: number;
  rolesCreated: number;
  rolesUpdated: number;
  grantsAdded: number;
  grantsRemoved: number;
}

const AUDIENCES: readonly Audience[] = ['customer', 'admin', 'agent'];
/** Serialises syncs of processes starting at the same time against one PostgreSQL ("menu" in ASCII). */
const SYNC_LOCK = 0x6d656e75;

type MenuFields = Pick<
  Menu,
  | 'parent_id'
  | 'permission_name'
  | 'component'
  | 'route'
  | 'icon'
  | 'hide'
  | 'menu_type'
  | 'sort'
  | 'badge'
  | 'badge_color'
  | 'keep_alive'
  | 'requires_partner'
  | 'built_in'
>;
type MenuRow = MenuFields & Pick<Menu, 'id' | 'audience' | 'permission_mark' | 'operator_fields'>;

const MENU_FIELDS = [
  'parent_id',
  'permission_name',
  'component',
  'route',
  'icon',
  'hide',
  'menu_type',
  'sort',
  'badge',
  'badge_color',
  'keep_alive',
  'requires_partner',
  'built_in',
] as const satisfies readonly (keyof MenuFields)[];

/**
 * Makes the menus, the built-in roles and their grants say what the catalogue (menu-catalogue.ts) says,
 * keyed by (audience, permission_mark). Runs at every start, so it reads the current rows once and writes
 * only the differences, in one transaction (the caller's, when given one):
 * - a catalogue entry missing from the database is inserted (with its fixed id where it has one and the id
 *   is free); a row whose fields differ from its entry is updated; each becomes built_in;
 * - a built_in row whose mark left the catalogue is deleted with its grants (its children are moved to the
 *   top level); rows an operator made (built_in = false, mark not in the catalogue) are left alone;
 * - each built-in role exists, is built_in, and grants exactly the catalogue marks the catalogue gives it;
 *   its grants of menus outside the catalogue are left alone, and so are roles not in the catalogue.
 * Generated menu ids start above 99: ids up to 99 are kept for the fixed ids of the spec.
 */
export async function syncMenuCatalogue(
  db: Db,
  catalogue: Catalogue = currentCatalogue,
): Promise<MenuSyncReport> {
  checkCatalogue(catalogue);
  if (db.isTransaction) return reconcile(db, catalogue);
  return db.transaction().execute((trx) => reconcile(trx, catalogue));
}

async function reconcile(db: Db, catalogue: Catalogue): Promise<MenuSyncReport> {
  const report: MenuSyncReport = {
    menusInserted: 0,
    menusUpdated: 0,
    menusDeleted: 0,
    rolesCreated: 0,
    rolesUpdated: 0,
    grantsAdded: 0,
    grantsRemoved: 0,
  };
  await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(db);
  // A write only while the sequence is below 99 (a new database).
  await sql`
    select setval(seq, 99)
    from (select pg_get_serial_sequence('menus', 'id')::regclass as seq) s
    where coalesce(pg_sequence_last_value(seq), 0) < 99
  `.execute(db);

  const rows: MenuRow[] = await db
    .selectFrom('menus')
    .select(['id', 'audience', 'permission_mark', 'operator_fields', ...MENU_FIELDS])
    .execute();
  const takenIds = new Set(rows.map((row) => row.id));
  /** per audience: mark → id of the catalogue's rows, once they all exist */
  const menuIds = new Map<Audience, Map<string, number>>();

  for (const audience of AUDIENCES) {
    const entries = catalogue.menus[audience];
    const existing = new Map(
      rows.filter((row) => row.audience === audience).map((row) => [row.permission_mark, row]),
    );
    const ids = new Map([...existing].map(([mark, row]) => [mark, row.id]));
    const sortOf = new Map(entries.map((entry, index) => [entry.mark, (index + 1) * 10]));
    const wantedOf = (entry: MenuSeed) =>
      menuFields(entry, entry.parent ? (ids.get(entry.parent) ?? 0) : 0, sortOf.get(entry.mark) ?? 0);

    // Missing entries, parents before their children.
    let pending = entries.filter((entry) => !existing.has(entry.mark));
    while (pending.length > 0) {
      const ready = pending.filter((entry) => !entry.parent || ids.has(entry.parent));
      if (ready.length === 0) {
        throw new Error(
          `The menu catalogue has a parent cycle among ${pending.map((entry) => entry.mark).join(', ')}`,
        );
      }
      const inserted = await db
        .insertInto('menus')
        .values(
          ready.map((entry) => ({
            ...(entry.id && !takenIds.has(entry.id) ? { id: entry.id } : {}),
            audience,
            permission_mark: entry.mark,
            ...wantedOf(entry),
          })),
        )
        .returning(['id', 'permission_mark'])
        .execute();
      for (const row of inserted) {
        ids.set(row.permission_mark, row.id);
        takenIds.add(row.id);
      }
      report.menusInserted += inserted.length;
      pending = pending.filter((entry) => !ready.includes(entry));
    }

    // Entries whose row says something else (the fields an operator set in the menu editor keep the
    // operator's value: decision "menu editor").
    const wantedRows = new Map<MenuRow, MenuFields>();
    for (const entry of entries) {
      const row = existing.get(entry.mark);
      if (row) wantedRows.set(row, keepOperatorFields(row, wantedOf(entry)));
    }
    undoParentCycles(rows, audience, wantedRows, (row) =>
      wantedOf(entries.find((entry) => entry.mark === row.permission_mark) as MenuSeed),
    );
    for (const [row, wanted] of wantedRows) {
      if (MENU_FIELDS.every((field) => row[field] === wanted[field])) continue;
      await db
        .updateTable('menus')
        .set({ ...wanted, update_time: sql`now()` })
        .where('id', '=', row.id)
        .execute();
      report.menusUpdated += 1;
    }

    // Built-in rows the catalogue no longer has.
    const marks = new Set(entries.map((entry) => entry.mark));
    const gone = [...existing.values()]
      .filter((row) => row.built_in && !marks.has(row.permission_mark))
      .map((row) => row.id);
    if (gone.length > 0) {
      await db.deleteFrom('role_menus').where('menu_id', 'in', gone).execute();
      // an operator's entry under a removed one stays, at the top level
      await db
        .updateTable('menus')
        .set({ parent_id: 0, update_time: sql`now()` })
        .where('parent_id', 'in', gone)
        .where('id', 'not in', gone)
        .execute();
      await db.deleteFrom('menus').where('id', 'in', gone).execute();
      report.menusDeleted += gone.length;
    }

    menuIds.set(audience, new Map(entries.map((entry) => [entry.mark, ids.get(entry.mark) ?? 0])));
  }

  await syncRoles(db, catalogue, menuIds, report);
  return report;
}

async function syncRoles(
  db: Db,
  catalogue: Catalogue,
  menuIds: Map<Audience, Map<string, number>>,
  report: MenuSyncReport,
): Promise<void> {
  if (catalogue.roles.length === 0) return;
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'audience', 'role_code', 'role_name', 'built_in'])
    // the shared roles: a team's own role may never stand in for a built-in one
    .where('agent_id', 'is', null)
    .where(
      'role_code',
      'in',
      catalogue.roles.map((role) => role.code),
    )
    .execute();
  const roleIds = new Map<(typeof catalogue.roles)[number], number>();
  for (const role of catalogue.roles) {
    const row = roles.find(
      (candidate) => candidate.audience === role.audience && candidate.role_code === role.code,
    );
    if (!row) {
      const created = await db
        .insertInto('roles')
        .values({ audience: role.audience, role_code: role.code, role_name: role.name, built_in: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role, created.id);
      report.rolesCreated += 1;
      continue;
    }
    if (row.role_name !== role.name || !row.built_in) {
      await db
        .updateTable('roles')
        .set({ role_name: role.name, built_in: true })
        .where('id', '=', row.id)
        .execute();
      report.rolesUpdated += 1;
    }
    roleIds.set(role, row.id);
  }

  const grants = await db
    .selectFrom('role_menus')
    .select(['role_id', 'menu_id'])
    .where('role_id', 'in', [...roleIds.values()])
    .execute();
  const toAdd: { role_id: number; menu_id: number }[] = [];
  for (const [role, roleId] of roleIds) {
    const ids = menuIds.get(role.audience) ?? new Map<string, number>();
    const catalogueIds = new Set(ids.values());
    const wanted = new Set(
      roleGrants(role, catalogue.menus[role.audience]).map((mark) => ids.get(mark) ?? 0),
    );
    const held = new Set(
      grants
        .filter((grant) => grant.role_id === roleId && catalogueIds.has(grant.menu_id))
        .map((grant) => grant.menu_id),
    );
    for (const menuId of wanted) if (!held.has(menuId)) toAdd.push({ role_id: roleId, menu_id: menuId });
    const extra = [...held].filter((menuId) => !wanted.has(menuId));
    if (extra.length > 0) {
      await db.deleteFrom('role_menus').where('role_id', '=', roleId).where('menu_id', 'in', extra).execute();
      report.grantsRemoved += extra.length;
    }
  }
  if (toAdd.length > 0) {
    await db.insertInto('role_menus').values(toAdd).execute();
    report.grantsAdded += toAdd.length;
  }
}

function keepOperatorFields(row: MenuRow, wanted: MenuFields): MenuFields {
  const kept: MenuFields = { ...wanted };
  for (const field of MENU_OPERATOR_FIELDS) {
    if (row.operator_fields.includes(field) && isOperatorField(field, wanted.menu_type)) {
      (kept as Record<MenuOperatorField, unknown>)[field] = row[field];
    }
  }
  return kept;
}

/**
 * A catalogue change can make an operator's parent of a built-in entry a loop (the catalogue moved that
 * parent under the entry): such an entry goes back to its catalogue parent instead of vanishing from the menus.
 */
function undoParentCycles(
  rows: readonly MenuRow[],
  audience: Audience,
  wantedRows: Map<MenuRow, MenuFields>,
  catalogueFields: (row: MenuRow) => MenuFields,
): void {
  const parentOf = new Map(
    rows
      .filter((row) => row.audience === audience)
      .map((row) => [row.id, wantedRows.get(row)?.parent_id ?? row.parent_id]),
  );
  for (const [row, wanted] of wantedRows) {
    const seen = new Set<number>();
    for (let parent = parentOf.get(row.id) ?? 0; parent !== 0; parent = parentOf.get(parent) ?? 0) {
      if (parent === row.id) {
        wanted.parent_id = catalogueFields(row).parent_id;
        parentOf.set(row.id, wanted.parent_id);
        break;
      }
      if (seen.has(parent)) break; // a loop above this entry, undone when its own members are checked
      seen.add(parent);
    }
  }
}

function menuFields(entry: MenuSeed, parentId: number, sort: number): MenuFields {
  return {
    parent_id: parentId,
    permission_name: entry.name,
    component: entry.component ?? '',
    route: entry.route ?? '',
    icon: entry.icon ?? '',
    hide: entry.hide ? 1 : 0,
    menu_type: entry.type ?? 0,
    sort,
    badge: entry.badge ?? '',
    badge_color: entry.badgeColor ?? '',
    keep_alive: entry.keepAlive ? 1 : 0,
    requires_partner: entry.requiresPartner ? 1 : 0,
    built_in: true,
  };
}

/** A catalogue mistake fails the start with its reason instead of leaving half a menu. */
export function checkCatalogue(catalogue: Catalogue): void {
  const problems: string[] = [];
  for (const audience of AUDIENCES) {
    const marks = new Set<string>();
    for (const entry of catalogue.menus[audience]) {
      if (marks.has(entry.mark)) problems.push(`${audience}: ${entry.mark} is listed twice`);
      marks.add(entry.mark);
    }
    for (const entry of catalogue.menus[audience]) {
      if (entry.parent && (!marks.has(entry.parent) || entry.parent === entry.mark)) {
        problems.push(`${audience}: the parent ${entry.parent} of ${entry.mark} is not in the catalogue`);
      }
    }
  }
  for (const role of catalogue.roles) {
    const marks = new Set(catalogue.menus[role.audience].map((entry) => entry.mark));
    for (const mark of role.except) {
      if (!marks.has(mark))
        problems.push(`role ${role.code}: ${mark} is not in the ${role.audience} catalogue`);
    }
  }
  if (problems.length > 0) throw new Error(`The menu catalogue is inconsistent:\n${problems.join('\n')}`);
}
