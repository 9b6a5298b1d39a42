import type { Db } from '#server/db/database.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import { badRequest, notFound, tooManyRequests } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import * as profiles from './profile.repository.ts';
import { requireAccount } from './profile.service.ts';
import * as repository from './wechat.repository.ts';

/** How long a bind QR or an authorisation page stays valid. */
export const TICKET_TTL_MS = 5 * 60_000;
/** WeChat authoriser access tokens live 2 hours; a refresh renews it. */
export const AUTHORIZER_TOKEN_TTL_MS = 2 * 60 * 60_000;

// ---- the sandbox WeChat provider (bind by scan, official-account authorisation) ----

/**
 * The WeChat open platform. The sandbox serves its pages itself (what the phone shows after a scan, and the
 * official-account authorisation page); a real adapter would return WeChat's URLs and fetch the authoriser's
 * info with the component access token.
 */
export interface WechatOpenPlatform {
  bindUrl(ticket: string, origin: string): string;
  authorizeUrl(ticket: string, origin: string): string;
  /** Renews the authoriser token of an official account; answers when it must be renewed again. */
  refreshAuthorizer(appid: string): Promise<{ tokenExpiresAt: Date }>;
}

export const sandboxOpenPlatform: WechatOpenPlatform = {
  bindUrl: (ticket, origin) => `${origin}/api/sandbox/wechat/bind?ticket=${encodeURIComponent(ticket)}`,
  authorizeUrl: (ticket, origin) =>
    `${origin}/api/sandbox/wechat/authorize?ticket=${encodeURIComponent(ticket)}`,
  refreshAuthorizer: async () => ({ tokenExpiresAt: new Date(Date.now() + AUTHORIZER_TOKEN_TTL_MS) }),
};

/** Bind QRs and authorisation pages a customer may open per 10 minutes (each is a stored ticket). */
export const TICKET_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** Counts one more ticket against the customer's limit. */
export async function limitTickets(limiter: RateLimiter, scope: CustomerScope) {
  const result = await limiter.hit(
    `wechat-ticket:${scope.customerId}`,
    TICKET_LIMIT.limit,
    TICKET_LIMIT.windowMs,
  );
  if (!result.allowed) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
    throw tooManyRequests('too many requests, please try again in {minutes} minutes', { minutes });
  }
}

export async function newTicket(db: Db, scope: CustomerScope, purpose: repository.TicketPurpose) {
  const ticket = newToken();
  const row = await repository.createTicket(db, scope, {
    purpose,
    ticketHash: hashToken(ticket),
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { ticket, id: row.id, expiresAt: row.expires_at };
}

export async function createBindQrcode(db: Db, limiter: RateLimiter, scope: CustomerScope, origin: string) {
  const row = await requireAccount(db, scope);
  await limitTickets(limiter, scope);
  if (row.wechat_openid) throw badRequest('WeChat is already bound');
  const { ticket, id, expiresAt } = await newTicket(db, scope, 'bind');
  return {
    bind_id: id,
    qrcode_url: sandboxOpenPlatform.bindUrl(ticket, origin),
    expires_at: expiresAt.toISOString(),
  };
}

/** 0 waiting, 1 done, 2 expired, 3 refused (reason: the catalogue key). */
export async function ticketStatus(
  db: Db,
  scope: CustomerScope,
  purpose: repository.TicketPurpose,
  id: number,
) {
  const ticket = await repository.findTicket(db, scope, purpose, id);
  if (!ticket) throw notFound();
  if (ticket.status === 'done') return { status: 1, reason: '' };
  if (ticket.status === 'failed') return { status: 3, reason: ticket.result };
  return ticket.expires_at <= new Date() ? { status: 2, reason: '' } : { status: 0, reason: '' };
}

export const bindStatus = (db: Db, scope: CustomerScope, id: number) => ticketStatus(db, scope, 'bind', id);

/** What a sandbox page shows for a ticket. */
export async function sandboxTicket(db: Db, purpose: repository.TicketPurpose, ticket: string) {
  const row = await repository.findTicketByHash(db, purpose, hashToken(ticket));
  if (!row) return { state: 'unknown' as const };
  if (row.status !== 'pending') return { state: 'used' as const };
  if (row.expires_at <= new Date()) return { state: 'expired' as const };
  return { state: 'pending' as const, row };
}

/** The customer a ticket was issued to: a sandbox page acts for them. */
export const scopeOfTicket = (row: { agent_id: number; customer_id: number }): CustomerScope => ({
  kind: 'customer',
  agentId: row.agent_id,
  customerId: row.customer_id,
});

/** The phone confirmed the bind: the openid joins the customer unless another account holds it. */
export async function confirmBind(db: Db, ticket: string, openid: string) {
  const found = await sandboxTicket(db, 'bind', ticket);
  if (found.state !== 'pending') return found.state;
  const scope = scopeOfTicket(found.row);
  return db.transaction().execute(async (trx) => {
    const refuse = async (reason: MessageKey) => {
      await repository.finishTicket(trx, found.row.id, 'failed', reason);
      return 'refused' as const;
    };
    const holder = await repository.findCustomerByOpenid(trx, openid);
    if (holder && holder.id !== scope.customerId)
      return refuse('this WeChat account is already bound to another account');
    const current = await profiles.findAccount(trx, scope);
    if (!current) return refuse('account not found');
    if (current.wechat_openid && current.wechat_openid !== openid) return refuse('WeChat is already bound');
    if (!(await repository.finishTicket(trx, found.row.id, 'done'))) return 'expired' as const;
    await profiles.updateAccount(trx, scope, { wechat_openid: openid });
    return 'bound' as const;
  });
}

export async function unbindWechat(db: Db, scope: CustomerScope) {
  const row = await requireAccount(db, scope);
  if (!row.wechat_openid) throw badRequest('WeChat is not bound');
  await profiles.updateAccount(db, scope, { wechat_openid: null });
}
