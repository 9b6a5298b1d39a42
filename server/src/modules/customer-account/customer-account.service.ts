import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  ApiCredential,
  ApiScope,
  CreateApiCredentialRequest,
  CustomerProfile,
  OfficialAccount,
  SaveServiceRequest,
  ThirdPartyService,
} from '@onsite/contracts';
import { THIRD_PARTY_SERVICES } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { checkCode, releaseCodeInterval } from '#server/modules/customer-auth/customer-auth.service.ts';
import { hashPassword, verifyPassword } from '#server/platform/auth/passwords.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { iso } from '#server/platform/time.ts';
import type { AuthorizerInfo, CustomerScope } from './customer-account.repository.ts';
import * as repository from './customer-account.repository.ts';

/** How long a bind QR or an authorisation page stays valid. */
export const TICKET_TTL_MS = 5 * 60_000;
/** WeChat authoriser access tokens live 2 hours; a refresh renews it. */
export const AUTHORIZER_TOKEN_TTL_MS = 2 * 60 * 60_000;
/** Active (not revoked) API credentials a customer may hold. */
export const MAX_ACTIVE_CREDENTIALS = 10;

async function account(db: Db, scope: CustomerScope) {
  const row = await repository.findAccount(db, scope);
  if (!row) throw notFound('account not found');
  return row;
}

// ---- /user ----

export async function profile(db: Db, scope: CustomerScope): Promise<CustomerProfile> {
  const row = await account(db, scope);
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    company_name: row.company_name,
    city: row.city,
    wx_bound: row.wechat_openid ? 1 : 0,
    has_password: row.password_hash.startsWith('!') ? 0 : 1,
  };
}

export async function setField(
  db: Db,
  scope: CustomerScope,
  change: { nickname: string } | { city: string } | { company_name: string },
) {
  if (!(await repository.updateAccount(db, scope, change))) throw notFound('account not found');
}

export async function setAvatar(db: Db, scope: CustomerScope, key: string) {
  // Only an image this customer uploaded (registered by the picker) can become the avatar.
  if (!(await repository.findOwnImage(db, scope, key)))
    throw badRequest('avatar: please upload an image first');
  if (!(await repository.updateAccount(db, scope, { avatar: key }))) throw notFound('account not found');
}

/**
 * A new phone or email, proved by the code sent to it through the sign-in code calls (captcha included).
 * Logins are unique platform-wide, so a value another customer uses is refused before the code is spent.
 */
export async function setContact(
  db: Db,
  limiter: RateLimiter,
  scope: CustomerScope,
  input: { column: 'mobile' | 'email'; value: string; code: string },
) {
  const current = await account(db, scope);
  const taken: MessageKey =
    input.column === 'mobile'
      ? 'this phone number is already registered'
      : 'this email is already registered';
  if (current[input.column] === input.value)
    throw badRequest(
      input.column === 'mobile'
        ? 'mobile: this is already your phone number'
        : 'email: this is already your email',
    );
  if (await repository.findOtherByContact(db, scope, input.column, input.value)) throw badRequest(taken);
  await checkCode(db, input.value, input.code);
  try {
    await repository.updateAccount(db, scope, { [input.column]: input.value });
  } catch (error) {
    // two customers claiming the same value at once: the unique index lets one through
    if (await repository.findOtherByContact(db, scope, input.column, input.value)) throw badRequest(taken);
    throw error;
  }
  await releaseCodeInterval(limiter, input.value);
}

/** Spec §5 password change; every session of the customer ends, this one too (docs/decisions 5). */
export async function setPassword(
  db: Db,
  scope: CustomerScope,
  input: { oldPassword: string; password: string },
) {
  const row = await account(db, scope);
  if (!(await verifyPassword(row.password_hash, input.oldPassword)))
    throw badRequest('oldPassword: the old password is wrong');
  if (input.oldPassword === input.password)
    throw badRequest('password: the new password must differ from the old one');
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await repository.updateAccount(trx, scope, { password_hash: passwordHash });
    await repository.revokeSessions(trx, scope, 'password_changed');
  });
}

export async function unbindWechat(db: Db, scope: CustomerScope) {
  const row = await account(db, scope);
  if (!row.wechat_openid) throw badRequest('WeChat is not bound');
  await repository.updateAccount(db, scope, { wechat_openid: null });
}

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

async function limitTickets(limiter: RateLimiter, scope: CustomerScope) {
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

async function newTicket(db: Db, scope: CustomerScope, purpose: repository.TicketPurpose) {
  const ticket = newToken();
  const row = await repository.createTicket(db, scope, {
    purpose,
    ticketHash: hashToken(ticket),
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { ticket, id: row.id, expiresAt: row.expires_at };
}

export async function createBindQrcode(db: Db, limiter: RateLimiter, scope: CustomerScope, origin: string) {
  const row = await account(db, scope);
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
async function ticketStatus(db: Db, scope: CustomerScope, purpose: repository.TicketPurpose, id: number) {
  const ticket = await repository.findTicket(db, scope, purpose, id);
  if (!ticket) throw notFound();
  if (ticket.status === 'done') return { status: 1, reason: '' };
  if (ticket.status === 'failed') return { status: 3, reason: ticket.result };
  return ticket.expires_at <= new Date() ? { status: 2, reason: '' } : { status: 0, reason: '' };
}

export const bindStatus = (db: Db, scope: CustomerScope, id: number) => ticketStatus(db, scope, 'bind', id);

export async function officialAuthStatus(db: Db, scope: CustomerScope, id: number) {
  const { status } = await ticketStatus(db, scope, 'official_account', id);
  return { status };
}

/** What a sandbox page shows for a ticket. */
export async function sandboxTicket(db: Db, purpose: repository.TicketPurpose, ticket: string) {
  const row = await repository.findTicketByHash(db, purpose, hashToken(ticket));
  if (!row) return { state: 'unknown' as const };
  if (row.status !== 'pending') return { state: 'used' as const };
  if (row.expires_at <= new Date()) return { state: 'expired' as const };
  return { state: 'pending' as const, row };
}

const scopeOfTicket = (row: { agent_id: number; customer_id: number }): CustomerScope => ({
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
    const current = await repository.findAccount(trx, scope);
    if (!current) return refuse('account not found');
    if (current.wechat_openid && current.wechat_openid !== openid) return refuse('WeChat is already bound');
    if (!(await repository.finishTicket(trx, found.row.id, 'done'))) return 'expired' as const;
    await repository.updateAccount(trx, scope, { wechat_openid: openid });
    return 'bound' as const;
  });
}

// ---- /account: official accounts ----

type OfficialRow = NonNullable<Awaited<ReturnType<typeof repository.findOfficialAccount>>>;

const toOfficial = (row: OfficialRow): OfficialAccount => ({
  id: row.id,
  appid: row.appid,
  nick_name: row.nick_name,
  head_img: row.head_img,
  principal_name: row.principal_name,
  service_type: row.service_type,
  verify_type: row.verify_type,
  authorized_time: iso(row.authorized_at),
  refreshed_time: iso(row.refreshed_at),
  token_expires_time: iso(row.token_expires_at),
});

export async function listOfficialAccounts(
  db: Db,
  scope: CustomerScope,
  query: { page: number; limit: number; keyword?: string },
) {
  const { rows, count } = await repository.listOfficialAccounts(db, scope, query);
  return { rows: rows.map(toOfficial), count };
}

export async function startAuthorization(db: Db, limiter: RateLimiter, scope: CustomerScope, origin: string) {
  await account(db, scope);
  await limitTickets(limiter, scope);
  const { ticket, id, expiresAt } = await newTicket(db, scope, 'official_account');
  return {
    auth_id: id,
    auth_url: sandboxOpenPlatform.authorizeUrl(ticket, origin),
    expires_at: expiresAt.toISOString(),
  };
}

/** The authorisation page was confirmed: the account is stored (or updated) for the ticket's customer. */
export async function confirmAuthorization(db: Db, ticket: string, info: AuthorizerInfo) {
  const found = await sandboxTicket(db, 'official_account', ticket);
  if (found.state !== 'pending') return found.state;
  const scope = scopeOfTicket(found.row);
  const { tokenExpiresAt } = await sandboxOpenPlatform.refreshAuthorizer(info.appid);
  return db.transaction().execute(async (trx) => {
    if (!(await repository.finishTicket(trx, found.row.id, 'done'))) return 'expired' as const;
    await repository.upsertOfficialAccount(trx, scope, info, tokenExpiresAt);
    return 'authorized' as const;
  });
}

export async function refreshOfficialAccount(db: Db, scope: CustomerScope, id: number) {
  const row = await repository.findOfficialAccount(db, scope, id);
  if (!row) throw notFound('official account not found');
  const { tokenExpiresAt } = await sandboxOpenPlatform.refreshAuthorizer(row.appid);
  await repository.markRefreshed(db, scope, id, tokenExpiresAt);
  const fresh = await repository.findOfficialAccount(db, scope, id);
  if (!fresh) throw notFound('official account not found');
  return toOfficial(fresh);
}

export async function unbindOfficialAccount(db: Db, scope: CustomerScope, id: number) {
  if (!(await repository.deleteOfficialAccount(db, scope, id))) throw notFound('official account not found');
}

// ---- /api: partners only ----

/** Spec §6: third-party interfaces only when from_admin or from_agent equals 1 (server-side too). */
export async function requirePartner(db: Db, scope: CustomerScope) {
  const row = await account(db, scope);
  if (row.from_admin !== 1 && row.from_agent !== 1)
    throw forbidden('third-party interfaces are not available for this account');
}

type CredentialRow = NonNullable<Awaited<ReturnType<typeof repository.findCredential>>>;

const toCredential = (row: CredentialRow): ApiCredential => ({
  id: row.id,
  name: row.name,
  app_key: row.app_key,
  scopes: row.scopes.split(',').filter(Boolean),
  last_used_time: iso(row.last_used_at),
  create_time: iso(row.created_at),
  revoked_time: iso(row.revoked_at),
});

export async function listCredentials(db: Db, scope: CustomerScope, query: { page: number; limit: number }) {
  await requirePartner(db, scope);
  const { rows, count } = await repository.listCredentials(db, scope, query);
  return { rows: rows.map(toCredential), count };
}

export async function createCredential(db: Db, scope: CustomerScope, input: CreateApiCredentialRequest) {
  await requirePartner(db, scope);
  if ((await repository.countActiveCredentials(db, scope)) >= MAX_ACTIVE_CREDENTIALS)
    throw badRequest('at most {limit} active credentials, revoke one first', {
      limit: MAX_ACTIVE_CREDENTIALS,
    });
  const secret = `sk_${newToken()}`;
  const row = await repository.insertCredential(db, scope, {
    name: input.name,
    appKey: `ak_${randomBytes(12).toString('hex')}`,
    secretHash: hashToken(secret),
    scopes: [...new Set(input.scopes)].join(','),
  });
  return { ...toCredential(row), secret };
}

export async function revokeCredential(db: Db, scope: CustomerScope, id: number) {
  await requirePartner(db, scope);
  const row = await repository.findCredential(db, scope, id);
  if (!row) throw notFound('credential not found');
  if (row.revoked_at) throw badRequest('this credential is already revoked');
  await repository.revokeCredential(db, scope, id);
}

const tail = (token: unknown) => (typeof token === 'string' && token ? token.slice(-4) : '');

export async function listServices(db: Db, scope: CustomerScope): Promise<ThirdPartyService[]> {
  await requirePartner(db, scope);
  const rows = await repository.listServices(db, scope);
  return THIRD_PARTY_SERVICES.map((service) => {
    const row = rows.find((candidate) => candidate.service === service);
    const config = row?.config ?? {};
    return {
      service,
      enabled: row?.enabled ?? 0,
      configured: row ? 1 : 0,
      config: {
        engine: typeof config.engine === 'string' ? config.engine : '',
        site: typeof config.site === 'string' ? config.site : '',
        token_tail: tail(config.token),
      },
      update_time: iso(row?.updated_at),
    };
  });
}

export async function saveService(db: Db, scope: CustomerScope, input: SaveServiceRequest) {
  await requirePartner(db, scope);
  let token = input.config.token;
  if (!token) {
    // an empty token keeps the stored one (it is never sent back to the page)
    const stored = (await repository.listServices(db, scope)).find((row) => row.service === input.service);
    const kept = stored?.config.token;
    if (typeof kept !== 'string' || !kept) throw badRequest('token: please enter the token');
    token = kept;
  }
  await repository.saveService(db, scope, {
    service: input.service,
    enabled: input.enabled,
    config: { engine: input.config.engine, site: input.config.site, token },
  });
}

// ---- the open API: a credential instead of a session ----

const unauthorised = () => new AppError(401, 401, 'invalid app key or secret');

/** Checks x-app-key / x-app-secret and the scope; records the use. Answers the customer's scope. */
export async function authenticateCredential(
  db: Db,
  appKey: string | undefined,
  secret: string | undefined,
  needed: ApiScope,
): Promise<CustomerScope> {
  if (!appKey || !secret || appKey.length > 100 || secret.length > 200) throw unauthorised();
  const row = await repository.findCredentialByKey(db, appKey);
  const given = Buffer.from(hashToken(secret));
  const expected = Buffer.from(row?.secret_hash ?? hashToken(''));
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  if (!row || !matches || row.revoked_at) throw unauthorised();
  if (row.status !== 1) throw forbidden('this account is disabled');
  if (row.from_admin !== 1 && row.from_agent !== 1)
    throw forbidden('third-party interfaces are not available for this account');
  if (!row.scopes.split(',').includes(needed))
    throw forbidden('this credential lacks the scope {scope}', { scope: needed });
  await repository.touchCredential(db, row.id);
  return { kind: 'customer', agentId: row.agent_id, customerId: row.customer_id };
}

export async function openProfile(db: Db, scope: CustomerScope) {
  const row = await account(db, scope);
  return { id: row.id, nickname: row.nickname, company_name: row.company_name, city: row.city };
}

export async function openActivities(db: Db, scope: CustomerScope, query: { page: number; limit: number }) {
  const { rows, count } = await repository.listActivities(db, scope, query);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      begin_time: iso(row.begin_time),
      end_time: iso(row.end_time),
    })),
    count,
  };
}
