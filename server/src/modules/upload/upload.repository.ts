import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Audience, FileKind } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** The owner columns of a scope's files. */
export function ownerOf(scope: TenantScope): { agent_id: number | null; customer_id: number | null } {
  switch (scope.kind) {
    case 'platform':
      return { agent_id: null, customer_id: null };
    case 'agent':
      return { agent_id: scope.agentId, customer_id: null };
    case 'customer':
      return { agent_id: scope.agentId, customer_id: scope.customerId };
  }
}

/** Whether the principal is an is_admin account: admins.is_admin, or is_admin in the agent user's current team. */
// tenancy: the principal's own account row (is it an is_admin account)
export async function isAdminAccount(
  db: Db,
  who: { audience: Audience; userId: number; agentId: number },
): Promise<boolean> {
  if (who.audience === 'admin') {
    const row = await db
      .selectFrom('admins')
      .select('is_admin')
      .where('id', '=', who.userId)
      .executeTakeFirst();
    return row?.is_admin === 1;
  }
  if (who.audience === 'agent') {
    const row = await db
      .selectFrom('agent_memberships')
      .select('is_admin')
      .where('agent_user_id', '=', who.userId)
      .where('agent_id', '=', who.agentId)
      .executeTakeFirst();
    return row?.is_admin === 1;
  }
  return false;
}

/** Of the given keys, those already registered (by anyone: a key is registered once). */
// tenancy: storage keys are unique platform-wide: a key is registered once, by anyone
export async function registeredKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom('files').select('storage_key').where('storage_key', 'in', keys).execute();
  return rows.map((row) => row.storage_key);
}

export interface NewFile {
  uploaderAudience: Audience;
  uploaderId: number;
  activityId: number | null;
  kind: FileKind;
  name: string;
  key: string;
  size: number;
  mime: string;
}

export function insertFiles(db: Db, scope: TenantScope, files: NewFile[]) {
  const owner = ownerOf(scope);
  return db
    .insertInto('files')
    .values(
      files.map((file) => ({
        ...owner,
        uploader_audience: file.uploaderAudience,
        uploader_id: file.uploaderId,
        activity_id: file.activityId,
        kind: file.kind,
        name: file.name,
        storage_key: file.key,
        size: file.size,
        mime: file.mime,
      })),
    )
    .returningAll()
    .execute();
}

/**
 * A scope's own file by id: the platform's files (no agent), an agent's own (not its customers'), a
 * customer's own. Another tenant's file is not found.
 */
export function findFile(db: Db, scope: TenantScope, id: number) {
  const owner = ownerOf(scope);
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where((eb) =>
      eb.and([
        owner.agent_id === null ? eb('agent_id', 'is', null) : eb('agent_id', '=', owner.agent_id),
        owner.customer_id === null
          ? eb('customer_id', 'is', null)
          : eb('customer_id', '=', owner.customer_id),
      ]),
    )
    .executeTakeFirst();
}

/** Bytes of the files the scope registered itself (an agent's own, not its customers'): its quota's use. */
export async function storedBytes(db: Db, scope: TenantScope): Promise<number> {
  const owner = ownerOf(scope);
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'))
    .where((eb) =>
      eb.and([
        owner.agent_id === null ? eb('agent_id', 'is', null) : eb('agent_id', '=', owner.agent_id),
        owner.customer_id === null
          ? eb('customer_id', 'is', null)
          : eb('customer_id', '=', owner.customer_id),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/**
 * Of the given storage keys, the files of this kind the scope registered itself (postAdd): the check
 * behind every setting that points at an upload (a customer's avatar, an activity's appearance). Another
 * tenant's key, a key never registered or one of another kind is simply not returned.
 */
export function ownFiles(db: Db, scope: TenantScope, keys: readonly string[], kind: FileKind) {
  if (keys.length === 0) return Promise.resolve([]);
  const owner = ownerOf(scope);
  return db
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('storage_key', 'in', [...keys])
    .where('kind', '=', kind)
    .where((eb) =>
      eb.and([
        owner.agent_id === null ? eb('agent_id', 'is', null) : eb('agent_id', '=', owner.agent_id),
        owner.customer_id === null
          ? eb('customer_id', 'is', null)
          : eb('customer_id', '=', owner.customer_id),
      ]),
    )
    .execute();
}

/**
 * Whether the scope may work in the activity (an upload's `acid`): a customer in its own activities, an
 * agent in its customers' activities, the platform in any. Another tenant's activity is simply not found.
 */
export async function activityInScope(db: Db, scope: TenantScope, activityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('id', '=', activityId)
    .where(whereTenant(scope))
    .executeTakeFirst();
  return row !== undefined;
}
