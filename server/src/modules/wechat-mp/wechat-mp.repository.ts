import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

// The platform's and agents' own official accounts are managed by the platform (admin.scrm.wechat): every
// owner's account is the platform's to see, as every agent's WeCom binding is on SCRM › wework. The scope
// parameter names who asks (the platform) where a list is read.
type PlatformScope = Extract<TenantScope, { kind: 'platform' }>;

export interface AuthorizerInfo {
  appid: string;
  nick_name: string;
  head_img: string;
  principal_name: string;
  service_type: number;
  verify_type: number;
}

const accountColumns = [
  'wechat_mp_accounts.id',
  'wechat_mp_accounts.agent_id',
  'wechat_mp_accounts.appid',
  'wechat_mp_accounts.nick_name',
  'wechat_mp_accounts.head_img',
  'wechat_mp_accounts.principal_name',
  'wechat_mp_accounts.service_type',
  'wechat_mp_accounts.verify_type',
  'wechat_mp_accounts.authorized_at',
  'wechat_mp_accounts.followers_synced_at',
  'wechat_mp_accounts.menu_draft',
  'wechat_mp_accounts.menu_published',
  'wechat_mp_accounts.menu_published_at',
  'wechat_mp_accounts.updated_at',
  'agents.corporate_name as agent_name',
  'agents.is_platform_default',
] as const;

function accounts(db: Db) {
  return db.selectFrom('wechat_mp_accounts').innerJoin('agents', 'agents.id', 'wechat_mp_accounts.agent_id');
}

/** Every owner's accounts: the platform's own first, then newest first; with their subscribed followers. */
export function listAccounts(
  db: Db,
  _scope: PlatformScope,
  filter: { keyword?: string; agentId?: number },
  page: { page: number; limit: number },
) {
  let query = accounts(db);
  const keyword = keywordMatch<Database, 'wechat_mp_accounts' | 'agents'>(filter.keyword, [
    'wechat_mp_accounts.nick_name',
    'wechat_mp_accounts.appid',
    'agents.corporate_name',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.agentId) query = query.where('wechat_mp_accounts.agent_id', '=', filter.agentId);
  const filtered = query;
  return pageWithin(db, filtered, page, (window) =>
    filtered
      .select(accountColumns)
      .select((eb) =>
        eb
          .selectFrom('wechat_followers')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('wechat_followers.account_id', '=', 'wechat_mp_accounts.id')
          .where('wechat_followers.subscribed', '=', true)
          .as('follower_count'),
      )
      .orderBy('agents.is_platform_default', 'desc')
      .orderBy('wechat_mp_accounts.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

// tenancy: one account by id, for the platform that manages every owner's accounts (admin.scrm.wechat)
export const findAccount = (db: Db, id: number) =>
  accounts(db).select(accountColumns).where('wechat_mp_accounts.id', '=', id).executeTakeFirst();

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

// tenancy: the row locked while its menu is saved or published (found by the platform, as above)
export const lockAccount = (db: Db, id: number) =>
  db.selectFrom('wechat_mp_accounts').select('id').where('id', '=', id).forUpdate().executeTakeFirst();

/** Who may own an account: the platform (its default site) first, then enabled agents by name. */
// tenancy: agents as the platform manages them, to choose an account's owner
export function listOwners(db: Db, keyword: string | undefined) {
  let query = db
    .selectFrom('agents')
    .select(['id', 'corporate_name as name', 'is_platform_default'])
    .where('disabled_at', 'is', null);
  const match = keywordMatch<Database, 'agents'>(keyword, ['agents.corporate_name']);
  if (match) query = query.where(match);
  return query
    .orderBy('is_platform_default', 'desc')
    .orderBy('corporate_name')
    .orderBy('id')
    .limit(50)
    .execute();
}

// tenancy: the agent the platform names as an account's owner
export const findOwner = (db: Db, agentId: number) =>
  db
    .selectFrom('agents')
    .select(['id', 'corporate_name', 'is_platform_default', 'disabled_at'])
    .where('id', '=', agentId)
    .executeTakeFirst();

/** Authorising an account the owner already has updates it (WeChat sends the same appid again). */
// tenancy: the owner the admin's ticket named
export function upsertAccount(db: Db, agentId: number, info: AuthorizerInfo) {
  const now = new Date();
  return db
    .insertInto('wechat_mp_accounts')
    .values({ ...info, agent_id: agentId, authorized_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.constraint('wechat_mp_accounts_owner_appid').doUpdateSet({
        nick_name: info.nick_name,
        head_img: info.head_img,
        principal_name: info.principal_name,
        service_type: info.service_type,
        verify_type: info.verify_type,
        authorized_at: now,
        updated_at: now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

// tenancy: one account by id, unbound by the platform (admin.scrm.wechat.manage)
export async function deleteAccount(db: Db, id: number) {
  const result = await db.deleteFrom('wechat_mp_accounts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ---- authorisation tickets (an admin opens one; the sandbox page holds it) ----

// tenancy: the ticket an admin opens for the owner it names
export const createTicket = (
  db: Db,
  input: { agentId: number; adminId: number; ticketHash: string; expiresAt: Date },
) =>
  db
    .insertInto('wechat_mp_tickets')
    .values({
      agent_id: input.agentId,
      admin_id: input.adminId,
      ticket_hash: input.ticketHash,
      expires_at: input.expiresAt,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

// tenancy: an admin polls the tickets it opened itself (another admin's is not found)
export const findTicket = (db: Db, adminId: number, id: number) =>
  db
    .selectFrom('wechat_mp_tickets')
    .select(['id', 'status', 'expires_at'])
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();

// tenancy: the ticket is the credential of the sandbox page that holds it (no session)
export const findTicketByHash = (db: Db, ticketHash: string) =>
  db
    .selectFrom('wechat_mp_tickets as ticket')
    .innerJoin('agents as agent', 'agent.id', 'ticket.agent_id')
    .select(['ticket.id', 'ticket.agent_id', 'ticket.status', 'ticket.expires_at', 'agent.corporate_name'])
    .where('ticket.ticket_hash', '=', ticketHash)
    .executeTakeFirst();

/** Ends a pending, unexpired ticket once: false when it was used or expired meanwhile. */
// tenancy: the ticket found by its hash, by id
export async function finishTicket(db: Db, id: number) {
  const updated = await db
    .updateTable('wechat_mp_tickets')
    .set({ status: 'done' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// ---- followers ----

/** An account's followers, newest first (the platform reads every owner's). */
export function listFollowers(
  db: Db,
  _scope: PlatformScope,
  filter: { accountId: number; keyword?: string; subscribed?: boolean },
  page: { page: number; limit: number },
) {
  let query = db.selectFrom('wechat_followers').where('account_id', '=', filter.accountId);
  const keyword = keywordMatch<Database, 'wechat_followers'>(filter.keyword, [
    'wechat_followers.nickname',
    'wechat_followers.remark',
    'wechat_followers.openid',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.subscribed !== undefined) query = query.where('subscribed', '=', filter.subscribed);
  const filtered = query;
  return pageWithin(db, filtered, page, (window) =>
    filtered
      .select(['openid', 'nickname', 'remark', 'subscribed', 'subscribe_time', 'synced_at'])
      .orderBy(sql`subscribe_time desc nulls last`)
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export interface FollowerSeen {
  openid: string;
  nickname: string;
  remark: string;
  subscribed: boolean;
  subscribeTime: Date | null;
}

/** Saves what a sync saw of some followers; answers the openids that are new to the account. */
// tenancy: the account the sync job was queued for (its owner's agent_id kept beside each follower)
export async function upsertFollowers(
  db: Db,
  account: { id: number; agent_id: number },
  seen: readonly FollowerSeen[],
): Promise<string[]> {
  if (seen.length === 0) return [];
  const rows = await db
    .insertInto('wechat_followers')
    .values(
      seen.map((follower) => ({
        account_id: account.id,
        agent_id: account.agent_id,
        openid: follower.openid,
        nickname: follower.nickname,
        remark: follower.remark,
        subscribed: follower.subscribed,
        subscribe_time: follower.subscribeTime,
        synced_at: sql<Date>`now()`,
      })),
    )
    .onConflict((oc) =>
      oc.constraint('wechat_followers_account_openid').doUpdateSet((eb) => ({
        nickname: eb.ref('excluded.nickname'),
        remark: eb.ref('excluded.remark'),
        subscribed: eb.ref('excluded.subscribed'),
        subscribe_time: sql<Date>`coalesce(excluded.subscribe_time, wechat_followers.subscribe_time)`,
        synced_at: eb.ref('excluded.synced_at'),
      })),
    )
    .returning(['openid', sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
  return rows.filter((row) => row.inserted).map((row) => row.openid);
}

/** After a full sync: followers the sync did not see since it started have left. */
// tenancy: the account the sync job was queued for
export async function markGone(db: Db, accountId: number, since: Date) {
  const result = await db
    .updateTable('wechat_followers')
    .set({ subscribed: false, synced_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('subscribed', '=', true)
    .where('synced_at', '<', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// tenancy: the account the sync job was queued for
export const markSynced = (db: Db, accountId: number) =>
  db
    .updateTable('wechat_mp_accounts')
    .set({ followers_synced_at: sql<Date>`now()` })
    .where('id', '=', accountId)
    .execute();

// ---- follower sync jobs (jobs.kind 'wechat_sync', symbol = the account id) ----

const jobColumns = [
  'id',
  'symbol',
  'state',
  'total_num',
  'processed_num',
  'percentage',
  'error',
  'created_at',
  'finished_at',
] as const;

/** Queues a sync unless one is waiting or running for the account: answers the queued (or pending) one. */
// tenancy: sync jobs of the platform's console, on the account the platform names
export async function queueSync(
  db: Db,
  account: { id: number; agent_id: number },
  adminId: number,
  language: string,
) {
  await sql`
    insert into jobs (kind, symbol, audience, user_id, agent_id, customer_id, params, language)
    values ('wechat_sync', ${String(account.id)}, 'admin', ${adminId}, ${account.agent_id}, null,
      ${JSON.stringify({ account_id: account.id, cursor: '', offset: 0 })}, ${language})
    on conflict (symbol) where kind = 'wechat_sync' and state in ('waiting', 'running') do nothing`.execute(
    db,
  );
  return db
    .selectFrom('jobs')
    .select(jobColumns)
    .where('kind', '=', 'wechat_sync')
    .where('symbol', '=', String(account.id))
    .where('state', 'in', ['waiting', 'running'])
    .executeTakeFirst();
}

// tenancy: the platform's follower syncs (every owner's account is the platform's to sync)
export const findSync = (db: Db, id: number) =>
  db
    .selectFrom('jobs')
    .select(jobColumns)
    .where('kind', '=', 'wechat_sync')
    .where('id', '=', id)
    .executeTakeFirst();

// tenancy: the platform's follower syncs, the account's newest
export const latestSync = (db: Db, accountId: number) =>
  db
    .selectFrom('jobs')
    .select(jobColumns)
    .where('kind', '=', 'wechat_sync')
    .where('symbol', '=', String(accountId))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export type SyncRow = NonNullable<Awaited<ReturnType<typeof findSync>>>;

// tenancy: the job the worker holds (under its lease)
export const saveSyncProgress = (
  db: Db,
  jobId: number,
  progress: {
    cursor: string;
    offset: number;
    accountId: number;
    total: number;
    processed: number;
    done?: boolean;
  },
) =>
  db
    .updateTable('jobs')
    .set({
      params: JSON.stringify({
        account_id: progress.accountId,
        cursor: progress.cursor,
        offset: progress.offset,
      }),
      total_num: progress.total,
      processed_num: progress.processed,
      success_num: progress.processed,
      percentage: progress.done
        ? 100
        : progress.total > 0
          ? Math.min(99, Math.floor((progress.processed * 100) / progress.total))
          : 0,
      ...(progress.done
        ? { state: 'done' as const, locked_by: null, locked_until: null, finished_at: sql<Date>`now()` }
        : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', jobId)
    .execute();

// ---- the sandbox WeChat's own state ----

// tenancy: the sandbox WeChat's followers of a sandbox account, by appid (WeChat's side, no tenant)
export const sandboxFollowers = (db: Db, appid: string) =>
  db
    .selectFrom('sandbox_wechat_mp_followers')
    .select(['openid', 'nickname', 'subscribed', 'subscribe_time'])
    .where('appid', '=', appid)
    .execute();

/** A sandbox person follows (again) or unfollows an account. */
// tenancy: the sandbox WeChat's side, by appid and openid
export async function setSandboxFollowing(
  db: Db,
  input: { appid: string; openid: string; nickname: string; subscribed: boolean },
) {
  await db
    .insertInto('sandbox_wechat_mp_followers')
    .values({ ...input, subscribe_time: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.columns(['appid', 'openid']).doUpdateSet({
        subscribed: input.subscribed,
        ...(input.nickname ? { nickname: input.nickname } : {}),
        // following again is a new subscription; unfollowing keeps when it began
        ...(input.subscribed
          ? {
              subscribe_time: sql<Date>`case when sandbox_wechat_mp_followers.subscribed then sandbox_wechat_mp_followers.subscribe_time else now() end`,
            }
          : {}),
      }),
    )
    .execute();
}

// tenancy: the sandbox WeChat's side: is this appid an account someone authorised (any owner)
export const sandboxAccountByAppid = (db: Db, appid: string) =>
  db
    .selectFrom('wechat_mp_accounts')
    .select(['appid', 'nick_name', 'principal_name'])
    .where('appid', '=', appid)
    .orderBy('id', 'desc')
    .executeTakeFirst();

// tenancy: the sandbox WeChat's live menu of a sandbox account, by appid
export const sandboxMenu = (db: Db, appid: string) =>
  db.selectFrom('sandbox_wechat_mp_menus').select('menu').where('appid', '=', appid).executeTakeFirst();

// tenancy: the sandbox WeChat's live menu of a sandbox account, by appid
export const setSandboxMenu = (db: Db, appid: string, menu: string) =>
  db
    .insertInto('sandbox_wechat_mp_menus')
    .values({ appid, menu, updated_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('appid').doUpdateSet({ menu, updated_at: sql<Date>`now()` }))
    .execute();

// ---- custom menus ----

// tenancy: the account the platform names (admin.scrm.wechatCustom.manage), locked by the caller first
export const saveMenu = (db: Db, id: number, changes: { draft: string; published?: string }) =>
  db
    .updateTable('wechat_mp_accounts')
    .set({
      menu_draft: changes.draft,
      ...(changes.published === undefined
        ? {}
        : { menu_published: changes.published, menu_published_at: sql<Date>`now()` }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
