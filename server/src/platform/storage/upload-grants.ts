import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { StorageKind, UploadGrant } from './storage.ts';

/**
 * The ledger of upload grants (table `upload_grants`, migration 0021): one row per upload token, from its
 * issue until its file is registered (the row is consumed) or the cleanup job removes the unregistered
 * object. It is what makes a token good for one write, and what an unregistered upload holds of its
 * tenant's quota. Every query on the table is here.
 */

/** The owner columns of a scope (as in `files`): platform no agent, agent its id, customer both. */
function ownerColumns(scope: TenantScope): { agent_id: number | null; customer_id: number | null } {
  if (scope.kind === 'platform') return { agent_id: null, customer_id: null };
  if (scope.kind === 'agent') return { agent_id: scope.agentId, customer_id: null };
  return { agent_id: scope.agentId, customer_id: scope.customerId };
}

/** Exactly the scope's own grants (an agent's, not its customers': each customer has its own quota). */
const ownedBy = (scope: TenantScope) => {
  const owner = ownerColumns(scope);
  return (eb: ExpressionBuilder<Database, 'upload_grants'>) =>
    eb.and([
      owner.agent_id === null ? eb('agent_id', 'is', null) : eb('agent_id', '=', owner.agent_id),
      owner.customer_id === null ? eb('customer_id', 'is', null) : eb('customer_id', '=', owner.customer_id),
    ]);
};

/**
 * Serialises the quota checks of one tenant until the transaction ends (a transaction-level advisory lock),
 * so two getToken calls at once cannot both fit in the space that is left for one.
 */
// tenancy: a lock named after the scope's own owner columns; it reads no row
export async function lockTenantUploads(db: Db, scope: TenantScope): Promise<void> {
  const owner = ownerColumns(scope);
  const name = `${owner.agent_id ?? 0}:${owner.customer_id ?? 0}`;
  await sql`select pg_advisory_xact_lock(hashtext('onsite-upload-quota'), hashtext(${name}))`.execute(db);
}

/** Records an issued grant (in the transaction that checked the quota). */
export async function recordUploadGrant(
  db: Db,
  scope: TenantScope,
  grant: UploadGrant,
  driver: StorageKind,
): Promise<void> {
  await db
    .insertInto('upload_grants')
    .values({
      storage_key: grant.key,
      ...ownerColumns(scope),
      audience: grant.user.audience,
      user_id: grant.user.user_id,
      driver,
      max_bytes: grant.maxBytes,
      expires_at: grant.expiresAt,
    })
    .execute();
}

/**
 * Claims the one write of a grant before a byte is stored (local store), in one conditional update: true
 * for the first caller only. A grant already written (or being written), consumed by registration, taken
 * by the cleanup, expired or never issued answers false.
 */
// tenancy: the signed upload token is its own proof; the key it names is the row
export async function claimUploadWrite(db: Db, key: string): Promise<boolean> {
  const row = await db
    .updateTable('upload_grants')
    .set({ written_at: sql<Date>`now()` })
    .where('storage_key', '=', key)
    .where('written_at', 'is', null)
    .where('cleaning_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('storage_key')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a claimed write stored: its size (0 when nothing was kept: refused, too large, broken off). */
// tenancy: the upload endpoint settles the write it claimed, by key
export async function settleUploadWrite(db: Db, key: string, size: number): Promise<void> {
  await db.updateTable('upload_grants').set({ size }).where('storage_key', '=', key).execute();
}

/**
 * Bytes the scope's unregistered uploads hold: the stored size once known; otherwise the grant's maximum
 * while it can still be written (a live token, a write under way, or an S3 upload whose size the cleanup
 * has not looked up yet) — an expired local grant never written holds nothing.
 */
export async function pendingUploadBytes(db: Db, scope: TenantScope): Promise<number> {
  const row = await db
    .selectFrom('upload_grants')
    .select(
      sql<string>`coalesce(sum(coalesce(size, case when driver = 'local' and written_at is null and expires_at <= now() then 0 else max_bytes end)), 0)`.as(
        'bytes',
      ),
    )
    .where(ownedBy(scope))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/**
 * Registration takes the scope's grants of these keys, in its transaction: the keys it got back. A key
 * without a grant (never issued to this scope, already registered, or taken by the cleanup) is missing.
 */
export async function consumeUploadGrants(db: Db, scope: TenantScope, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .deleteFrom('upload_grants')
    .where('storage_key', 'in', [...keys])
    .where(ownedBy(scope))
    .where('cleaning_at', 'is', null)
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Expired grants whose stored size is not known yet (S3 uploads, writes that broke off): for the cleanup. */
// tenancy: the cleanup job sweeps every tenant's grants
export function unsizedExpiredGrants(db: Db, limit: number) {
  return db
    .selectFrom('upload_grants')
    .select('storage_key')
    .where('size', 'is', null)
    .where('expires_at', '<=', sql<Date>`now()`)
    .where('cleaning_at', 'is', null)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Records the size the cleanup found under an expired grant's key (0 = nothing there). */
// tenancy: the cleanup job sweeps every tenant's grants
export async function setUploadGrantSize(db: Db, key: string, size: number): Promise<void> {
  await db
    .updateTable('upload_grants')
    .set({ size })
    .where('storage_key', '=', key)
    .where('size', 'is', null)
    .execute();
}

/**
 * Takes up to `limit` grants that expired before `cutoff` and were never registered, marking them as being
 * cleaned (so registration refuses them from now on). Rows a crashed run had taken are taken again.
 */
// tenancy: the cleanup job sweeps every tenant's grants
export async function takeStaleUploadGrants(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .updateTable('upload_grants')
    .set({ cleaning_at: sql<Date>`coalesce(cleaning_at, now())` })
    .where(
      'storage_key',
      'in',
      db
        .selectFrom('upload_grants')
        .select('storage_key')
        .where((eb) => eb.or([eb('cleaning_at', 'is not', null), eb('expires_at', '<', cutoff)]))
        // a registered key is never cleaned, whatever its grant row says
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('files')
                .select('files.id')
                .whereRef('files.storage_key', '=', 'upload_grants.storage_key'),
            ),
          ),
        )
        .orderBy('expires_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Forgets grants whose objects the cleanup deleted. */
// tenancy: the cleanup job sweeps every tenant's grants
export async function forgetUploadGrants(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('upload_grants')
    .where('storage_key', 'in', [...keys])
    .where('cleaning_at', 'is not', null)
    .execute();
}
