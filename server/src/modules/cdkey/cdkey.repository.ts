import { CDKEY_OPTIONS_MAX, type CdkeyBatchStatus, type CdkeyKind } from '@onsite/contracts';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { containing, keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';

/**
 * Key batches and their keys are the platform's (admin.product.cdkey), the same for every tenant: a batch
 * names at most the agent whose customers may redeem it. A customer reaches a key only by its code, through
 * the one conditional update of `claimKey`, which checks that agent.
 */

type Page = { page: number; limit: number };

export interface BatchFilter {
  /** activation codes (grant 'activity') or the other keys; absent = both */
  kind?: CdkeyKind;
  keyword?: string;
  status?: CdkeyBatchStatus;
  ids?: number[];
}

const batchColumns = [
  'cdkey_batches.id',
  'cdkey_batches.name',
  'cdkey_batches.prefix',
  'cdkey_batches.grant_type',
  'cdkey_batches.vip_plan_id',
  'cdkey_batches.vip_days',
  'cdkey_batches.credit_kind',
  'cdkey_batches.credit_amount',
  'cdkey_batches.tool_id',
  'cdkey_batches.agent_id',
  'cdkey_batches.expires_at',
  'cdkey_batches.key_count',
  'cdkey_batches.created_at',
  'cdkey_batches.voided_at',
  'vip_plans.title as vip_plan_title',
  'tools.title as tool_title',
  'agents.corporate_name as agent_name',
] as const;

const adminName = (eb: ExpressionBuilder<Database, 'cdkey_batches'>, column: 'created_by' | 'voided_by') =>
  eb
    .selectFrom('admins')
    .select('admins.nickname')
    .whereRef('admins.id', '=', `cdkey_batches.${column}`)
    .as(column);

const usedKeys = (eb: ExpressionBuilder<Database, 'cdkey_batches'>) =>
  eb
    .selectFrom('cdkeys')
    .select(eb.fn.countAll<string>().as('count'))
    .whereRef('cdkeys.batch_id', '=', 'cdkey_batches.id')
    .where('cdkeys.used_at', 'is not', null)
    .as('used');

function filtered(db: Db, filter: BatchFilter) {
  let query = db
    .selectFrom('cdkey_batches')
    .leftJoin('vip_plans', 'vip_plans.id', 'cdkey_batches.vip_plan_id')
    .leftJoin('tools', 'tools.id', 'cdkey_batches.tool_id')
    .leftJoin('agents', 'agents.id', 'cdkey_batches.agent_id');
  if (filter.kind) {
    query = query.where('cdkey_batches.grant_type', filter.kind === 'code' ? '=' : '<>', 'activity');
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    // a whole key (as shown, with dashes) finds its batch too: staff asked about one key by a customer
    const code = keyword.replace(/[\s-]+/g, '').toUpperCase();
    query = query.where((eb) =>
      eb.or([
        eb('cdkey_batches.name', 'ilike', containing(keyword)),
        eb('cdkey_batches.prefix', 'ilike', containing(keyword)),
        eb.exists(
          eb
            .selectFrom('cdkeys')
            .select('cdkeys.id')
            .whereRef('cdkeys.batch_id', '=', 'cdkey_batches.id')
            .where('cdkeys.code', '=', code),
        ),
      ]),
    );
  }
  if (filter.status === 'void') query = query.where('cdkey_batches.voided_at', 'is not', null);
  if (filter.status === 'expired')
    query = query
      .where('cdkey_batches.voided_at', 'is', null)
      .where('cdkey_batches.expires_at', '<=', sql<Date>`now()`);
  if (filter.status === 'active')
    query = query
      .where('cdkey_batches.voided_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('cdkey_batches.expires_at', 'is', null),
          eb('cdkey_batches.expires_at', '>', sql<Date>`now()`),
        ]),
      );
  if (filter.ids) query = query.where('cdkey_batches.id', 'in', filter.ids);
  return query;
}

// tenancy: the platform's batches (admin.product.cdkey), newest first
export function listBatches(db: Db, filter: BatchFilter, page: Page) {
  const query = filtered(db, filter);
  return pageWithin(db, query, page, (window) =>
    query
      .select(batchColumns)
      .select((eb) => [usedKeys(eb), adminName(eb, 'created_by'), adminName(eb, 'voided_by')])
      .orderBy('cdkey_batches.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type BatchRow = Awaited<ReturnType<typeof listBatches>>['rows'][number];

// tenancy: the platform's batches: one by id
export const findBatch = (db: Db, id: number): Promise<BatchRow | undefined> =>
  filtered(db, {})
    .select(batchColumns)
    .select((eb) => [usedKeys(eb), adminName(eb, 'created_by'), adminName(eb, 'voided_by')])
    .where('cdkey_batches.id', '=', id)
    .executeTakeFirst();

// ---- keys ----

export interface KeyFilter {
  batchId: number;
  keyword?: string;
  used?: number;
  ids?: number[];
}

/** The keys of one batch (the drawer's list and the export), with who redeemed them. */
// tenancy: the platform's batches (admin.product.cdkey); the redeeming customer's name is shown to the platform
export function filteredKeys(db: Db, filter: KeyFilter) {
  let query = db
    .selectFrom('cdkeys')
    .innerJoin('cdkey_batches', 'cdkey_batches.id', 'cdkeys.batch_id')
    .leftJoin('customers', 'customers.id', 'cdkeys.customer_id')
    .where('cdkeys.batch_id', '=', filter.batchId);
  const code = filter.keyword?.replace(/[\s-]+/g, '').toUpperCase();
  if (code) query = query.where('cdkeys.code', 'like', containing(code));
  if (filter.used === 1) query = query.where('cdkeys.used_at', 'is not', null);
  if (filter.used === 0) query = query.where('cdkeys.used_at', 'is', null);
  if (filter.ids) query = query.where('cdkeys.id', 'in', filter.ids);
  return query;
}

export const keyColumns = [
  'cdkeys.id',
  'cdkeys.code',
  'cdkeys.customer_id',
  'cdkeys.used_at',
  'cdkey_batches.prefix',
  'customers.nickname as customer_nickname',
  'customers.mobile as customer_mobile',
  'customers.email as customer_email',
] as const;

// tenancy: the platform's batches (admin.product.cdkey)
export function listKeys(db: Db, filter: KeyFilter, page: Page) {
  const query = filteredKeys(db, filter);
  return pageWithin(db, query, page, (window) =>
    query.select(keyColumns).orderBy('cdkeys.id').limit(window.limit).offset(window.offset).execute(),
  );
}

// ---- the create form's choices ----

// tenancy: the platform's VIP plan catalogue, the plans on sale (admin.product.cdkey.manage)
export const plansOnSale = (db: Db) =>
  db
    .selectFrom('vip_plans')
    .select(['id', 'title', 'vip_id'])
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .limit(CDKEY_OPTIONS_MAX)
    .execute();

// tenancy: the platform's tool catalogue (what an activation code may be bound to)
export const tools = (db: Db) =>
  db
    .selectFrom('tools')
    .select(['id', 'title'])
    .orderBy('sort')
    .orderBy('id')
    .limit(CDKEY_OPTIONS_MAX)
    .execute();

// tenancy: one tool of the platform's catalogue
export const toolExists = (db: Db, id: number) =>
  db.selectFrom('tools').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: agents as the platform manages them (admin.product.cdkey.manage), by name
export function agentsByName(db: Db, keyword: string | undefined) {
  let query = db.selectFrom('agents').select(['id', 'corporate_name as name']);
  const match = keywordMatch<Database, 'agents'>(keyword, ['agents.corporate_name']);
  if (match) query = query.where(match);
  return query.orderBy('id').limit(CDKEY_OPTIONS_MAX).execute();
}

// tenancy: one plan of the platform's catalogue
export const findPlan = (db: Db, id: number) =>
  db.selectFrom('vip_plans').select(['id', 'status']).where('id', '=', id).executeTakeFirst();

// tenancy: agents as the platform manages them
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();

// ---- writes ----

export type BatchValues = Insertable<Database['cdkey_batches']>;

// tenancy: the platform's batches (admin.product.cdkey.manage)
export async function insertBatch(db: Db, values: BatchValues): Promise<number> {
  const row = await db.insertInto('cdkey_batches').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the keys no batch has yet; answers how many were new (a clash with an existing key is skipped). */
// tenancy: the platform's batches (admin.product.cdkey.manage)
export async function insertKeys(db: Db, batchId: number, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const rows = await db
    .insertInto('cdkeys')
    .values(codes.map((code) => ({ batch_id: batchId, code })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Voids a batch not yet void; false when there is none such. */
// tenancy: the platform's batches (admin.product.cdkey.manage)
export async function voidBatch(db: Db, id: number, adminId: number): Promise<boolean> {
  const result = await db
    .updateTable('cdkey_batches')
    .set({ voided_at: sql<Date>`now()`, voided_by: adminId })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---- redemption ----

/**
 * Redeems a key for the customer, or nothing: the one conditional update that decides (unused, its batch not
 * void, not expired at `now`, and open to the customer's agent), so of any number of simultaneous attempts
 * exactly one gets the row back. Answers the key with what its batch grants.
 */
export async function claimKey(trx: Db, scope: CustomerScope, code: string, now: Date) {
  const claimed = await trx
    .updateTable('cdkeys')
    .set({ used_at: now, customer_id: scope.customerId })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('cdkey_batches')
          .select('cdkey_batches.id')
          .whereRef('cdkey_batches.id', '=', 'cdkeys.batch_id')
          .where('cdkey_batches.voided_at', 'is', null)
          .where((inner) =>
            inner.or([
              inner('cdkey_batches.expires_at', 'is', null),
              inner('cdkey_batches.expires_at', '>', now),
            ]),
          )
          .where((inner) =>
            inner.or([
              inner('cdkey_batches.agent_id', 'is', null),
              inner('cdkey_batches.agent_id', '=', scope.agentId),
            ]),
          ),
      ),
    )
    .returning(['id', 'batch_id'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const batch = await trx
    .selectFrom('cdkey_batches')
    .leftJoin('vip_plans', 'vip_plans.id', 'cdkey_batches.vip_plan_id')
    .select([
      'cdkey_batches.prefix',
      'cdkey_batches.grant_type',
      'cdkey_batches.vip_plan_id',
      'cdkey_batches.vip_days',
      'cdkey_batches.credit_kind',
      'cdkey_batches.credit_amount',
      'cdkey_batches.tool_id',
    ])
    .where('cdkey_batches.id', '=', claimed.batch_id)
    .executeTakeFirstOrThrow();
  return { keyId: claimed.id, ...batch };
}

/** Records the activity a just-claimed activation code paid for. */
// tenancy: the key the caller has just claimed in this transaction
export async function setKeyActivity(trx: Db, keyId: number, activityId: number): Promise<void> {
  await trx.updateTable('cdkeys').set({ activity_id: activityId }).where('id', '=', keyId).execute();
}

/** Why a key could not be claimed: the key and its batch's state, or nothing when no key has this code. */
// tenancy: a key by its code only (the customer typed it); the agent it is open to is compared by the caller
export const keyState = (db: Db, code: string) =>
  db
    .selectFrom('cdkeys')
    .innerJoin('cdkey_batches', 'cdkey_batches.id', 'cdkeys.batch_id')
    .select([
      'cdkeys.used_at',
      'cdkey_batches.voided_at',
      'cdkey_batches.expires_at',
      'cdkey_batches.agent_id',
    ])
    .where('cdkeys.code', '=', code)
    .executeTakeFirst();
