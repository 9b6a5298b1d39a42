import type { WechatFollower, WechatMpAccount, WechatMpOwner, WechatSyncLog } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import { notFound, tooManyRequests } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './wechat-mp.repository.ts';

const PLATFORM = { kind: 'platform' } as const;

/** How long an authorisation page stays valid (as the customer's /account). */
export const TICKET_TTL_MS = 5 * 60_000;
/** Authorisation pages an admin may open per 10 minutes. */
export const TICKET_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** Where a phone follows an account: the sandbox's profile page, or '' when the real WeChat has the QR. */
export type FollowUrlOf = (appid: string) => string;

const toAccount = (
  row: repository.AccountRow & { follower_count?: number | string | null },
  followUrl: FollowUrlOf,
): WechatMpAccount => ({
  id: row.id,
  agent_id: row.agent_id,
  agent_name: row.agent_name,
  is_platform: row.is_platform_default,
  appid: row.appid,
  nick_name: row.nick_name,
  head_img: row.head_img,
  principal_name: row.principal_name,
  service_type: row.service_type,
  verify_type: row.verify_type,
  authorized_time: iso(row.authorized_at),
  follower_count: Number(row.follower_count ?? 0),
  synced_time: iso(row.followers_synced_at),
  follow_url: followUrl(row.appid),
});

export async function listAccounts(
  db: Db,
  query: { page: number; limit: number; keyword?: string; agent_id?: number },
  followUrl: FollowUrlOf,
) {
  const { rows, total } = await repository.listAccounts(
    db,
    PLATFORM,
    { keyword: query.keyword, agentId: query.agent_id },
    query,
  );
  return { rows: rows.map((row) => toAccount(row, followUrl)), total };
}

export async function owners(db: Db, keyword: string | undefined): Promise<WechatMpOwner[]> {
  const rows = await repository.listOwners(db, keyword);
  return rows.map((row) => ({ id: row.id, name: row.name, is_platform: row.is_platform_default }));
}

/** The account by id, or 404 "official account not found". */
export async function requireAccount(db: Db, id: number) {
  const row = await repository.findAccount(db, id);
  if (!row) throw notFound('official account not found');
  return row;
}

export async function startAuthorization(
  db: Db,
  limiter: RateLimiter,
  adminId: number,
  agentId: number,
  authorizeUrl: (ticket: string) => string,
) {
  const owner = await repository.findOwner(db, agentId);
  // a disabled agent's site is closed: no new account is authorised for it
  if (!owner || owner.disabled_at) throw notFound('agent not found');
  const limited = await limiter.hit(`wechat-mp-ticket:${adminId}`, TICKET_LIMIT.limit, TICKET_LIMIT.windowMs);
  if (!limited.allowed) {
    const minutes = Math.max(1, Math.ceil(limited.retryAfterMs / 60_000));
    throw tooManyRequests('too many requests, please try again in {minutes} minutes', { minutes });
  }
  const ticket = newToken();
  const row = await repository.createTicket(db, {
    agentId,
    adminId,
    ticketHash: hashToken(ticket),
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { auth_id: row.id, auth_url: authorizeUrl(ticket), expires_at: row.expires_at.toISOString() };
}

/** 0 waiting, 1 authorised, 2 expired (the console polls it); another admin's ticket is not found. */
export async function authorizationStatus(db: Db, adminId: number, id: number) {
  const ticket = await repository.findTicket(db, adminId, id);
  if (!ticket) throw notFound();
  if (ticket.status === 'done') return { status: 1 };
  return { status: ticket.expires_at <= new Date() ? 2 : 0 };
}

/** What the sandbox authorisation page shows for a ticket. */
export async function sandboxTicket(db: Db, ticket: string) {
  const row = await repository.findTicketByHash(db, hashToken(ticket));
  if (!row) return { state: 'unknown' as const };
  if (row.status !== 'pending') return { state: 'used' as const };
  if (row.expires_at <= new Date()) return { state: 'expired' as const };
  return { state: 'pending' as const, row };
}

/** The authorisation page was confirmed: the account is stored (or updated) for the ticket's owner. */
export async function confirmAuthorization(db: Db, ticket: string, info: repository.AuthorizerInfo) {
  const found = await sandboxTicket(db, ticket);
  if (found.state !== 'pending') return found.state;
  return db.transaction().execute(async (trx) => {
    if (!(await repository.finishTicket(trx, found.row.id))) return 'expired' as const;
    await repository.upsertAccount(trx, found.row.agent_id, info);
    return 'authorized' as const;
  });
}

export async function unbind(db: Db, id: number) {
  if (!(await repository.deleteAccount(db, id))) throw notFound('official account not found');
}

export async function listFollowers(
  db: Db,
  query: { account_id: number; page: number; limit: number; keyword?: string; subscribed?: '1' | '0' },
): Promise<{ rows: WechatFollower[]; total: Awaited<ReturnType<typeof repository.listFollowers>>['total'] }> {
  await requireAccount(db, query.account_id);
  const { rows, total } = await repository.listFollowers(
    db,
    PLATFORM,
    {
      accountId: query.account_id,
      keyword: query.keyword,
      subscribed: query.subscribed === undefined ? undefined : query.subscribed === '1',
    },
    query,
  );
  return {
    rows: rows.map((row) => ({
      openid: row.openid,
      nickname: row.nickname,
      remark: row.remark,
      subscribed: row.subscribed,
      subscribe_time: iso(row.subscribe_time),
      synced_time: iso(row.synced_at),
    })),
    total,
  };
}

function syncErrorText(row: repository.SyncRow, language: ServerLanguage): string {
  if (row.state !== 'failed' || !row.error) return '';
  try {
    const { reason, params } = JSON.parse(row.error) as {
      reason: MessageKey;
      params?: Record<string, string | number>;
    };
    return translate(reason, language, params);
  } catch {
    return row.error;
  }
}

export const toSyncLog = (row: repository.SyncRow, language: ServerLanguage): WechatSyncLog => ({
  log_id: row.id,
  account_id: Number(row.symbol),
  state: row.state,
  total_num: row.total_num,
  processed_num: row.processed_num,
  percentage: row.percentage,
  error: syncErrorText(row, language),
  create_time: iso(row.created_at),
  finish_time: iso(row.finished_at),
});

/** Queues a follower sync of the account (or answers the one already queued). */
export async function queueSync(db: Db, adminId: number, accountId: number, language: ServerLanguage) {
  const account = await requireAccount(db, accountId);
  const row = await repository.queueSync(db, account, adminId, language);
  if (!row) throw notFound('official account not found');
  return toSyncLog(row, language);
}

export async function syncStatus(db: Db, logId: number, language: ServerLanguage) {
  const row = await repository.findSync(db, logId);
  if (!row) throw notFound('sync not found');
  return toSyncLog(row, language);
}

export async function lastSync(db: Db, accountId: number, language: ServerLanguage) {
  await requireAccount(db, accountId);
  const row = await repository.latestSync(db, accountId);
  return row ? toSyncLog(row, language) : null;
}
