import type { StaffBindStatus } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import { badRequest, notFound, tooManyRequests } from '#server/platform/http/errors.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import * as repository from './agent.repository.ts';

type AgentPrincipal = Extract<Principal, { kind: 'agent' }>;

/** How long a bind QR stays valid, and how long a confirmed scan may still be bound. */
export const BIND_TTL_MS = 5 * 60_000;
/** Bind QRs an agent user may open per 10 minutes (each is a stored ticket). */
const BIND_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * The WeChat / WeCom identity provider for staff binds. The sandbox serves the page the phone shows after the
 * scan itself (like the customer WeChat sandbox, whose "phone" identity cookie it shares); a real adapter
 * answers the open platform's / WeCom's QR URL and receives the identity in its callback.
 */
export const sandboxStaffBind = {
  qrcodeUrl: (ticket: string, origin: string) =>
    `${origin}/api/sandbox/wechat/staffBind?ticket=${encodeURIComponent(ticket)}`,
};

const COLUMN = { wechat: 'wx_openid', wework: 'qy_openid' } as const;

/** getWechatQrcode / getWorkerQrcode: a new ticket and the URL its QR encodes. */
export async function createBindQrcode(
  db: Db,
  limiter: RateLimiter,
  principal: AgentPrincipal,
  kind: repository.BindKind,
  origin: string,
) {
  const hit = await limiter.hit(`agent-bind:${principal.agentUserId}`, BIND_LIMIT.limit, BIND_LIMIT.windowMs);
  if (!hit.allowed) {
    const minutes = Math.max(1, Math.ceil(hit.retryAfterMs / 60_000));
    throw tooManyRequests('too many requests, please try again in {minutes} minutes', { minutes });
  }
  const ticket = newToken();
  const row = await repository.createBind(db, {
    agentUserId: principal.agentUserId,
    kind,
    ticketHash: hashToken(ticket),
    expiresAt: new Date(Date.now() + BIND_TTL_MS),
  });
  return {
    bind_id: row.id,
    qrcode_url: sandboxStaffBind.qrcodeUrl(ticket, origin),
    expires_at: row.expires_at.toISOString(),
  };
}

/** getBindStatus: 0 waiting, 1 scanned (bind it now), 2 expired, 3 bound. Another user's ticket is not found. */
export async function bindStatus(db: Db, principal: AgentPrincipal, id: number): Promise<StaffBindStatus> {
  const bind = await repository.findBind(db, principal.agentUserId, id);
  if (!bind) throw notFound('not found');
  if (bind.status === 'done') return { status: 3 };
  if (bind.status === 'confirmed')
    return { status: bind.expires_at.getTime() + BIND_TTL_MS > Date.now() ? 1 : 2 };
  return { status: bind.expires_at > new Date() ? 0 : 2 };
}

/**
 * updateWxOpenid / updateQyOpenid: writes the identity the scan confirmed to the account. One identity binds
 * one agent user; a ticket of the other kind, or one not yet scanned, is refused.
 */
export async function bindOpenid(db: Db, principal: AgentPrincipal, kind: repository.BindKind, id: number) {
  const bind = await repository.findBind(db, principal.agentUserId, id);
  if (!bind || bind.kind !== kind) throw notFound('not found');
  if (bind.status === 'pending' && bind.expires_at > new Date())
    throw badRequest('the QR code has not been scanned yet');
  if (bind.status !== 'confirmed' || !bind.openid || bind.expires_at.getTime() + BIND_TTL_MS <= Date.now())
    throw badRequest('the QR code has expired, please scan again');
  const openid = bind.openid;
  const column = COLUMN[kind];
  if (await repository.holderOf(db, column, openid, principal.agentUserId))
    throw badRequest(
      kind === 'wechat'
        ? 'this WeChat account is already bound to another account'
        : 'this WeCom account is already bound to another account',
    );
  await db.transaction().execute(async (trx) => {
    if (!(await repository.finishBind(trx, principal.agentUserId, bind.id)))
      throw badRequest('the QR code has expired, please scan again');
    await repository.updateAgentUser(trx, principal.agentUserId, { [column]: openid });
  });
}

/** What the sandbox phone page shows for a ticket. */
export async function sandboxBind(db: Db, ticket: string) {
  const bind = await repository.findBindByTicket(db, hashToken(ticket));
  if (!bind) return { state: 'unknown' as const };
  if (bind.status !== 'pending') return { state: 'used' as const };
  if (bind.expires_at <= new Date()) return { state: 'expired' as const };
  return { state: 'pending' as const, bind };
}

/** The phone confirmed the scan with its identity; the console then binds it (updateWxOpenid / updateQyOpenid). */
export async function confirmSandboxBind(db: Db, ticket: string, openid: string) {
  const found = await sandboxBind(db, ticket);
  if (found.state !== 'pending') return found.state;
  return (await repository.confirmBind(db, found.bind.id, openid))
    ? ('confirmed' as const)
    : ('expired' as const);
}
