import type { OfficialAccount } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/platform/http/errors.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import type { AuthorizerInfo } from './official-accounts.repository.ts';
import * as repository from './official-accounts.repository.ts';
import { requireAccount } from './profile.service.ts';
import * as tickets from './wechat.repository.ts';
import {
  limitTickets,
  newTicket,
  sandboxOpenPlatform,
  sandboxTicket,
  scopeOfTicket,
  ticketStatus,
} from './wechat.service.ts';

// ---- /account: the WeChat official accounts a customer authorised through the sandbox provider ----

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
  await requireAccount(db, scope);
  await limitTickets(limiter, scope);
  const { ticket, id, expiresAt } = await newTicket(db, scope, 'official_account');
  return {
    auth_id: id,
    auth_url: sandboxOpenPlatform.authorizeUrl(ticket, origin),
    expires_at: expiresAt.toISOString(),
  };
}

/** 0 waiting, 1 authorised, 2 expired (the page polls it). */
export async function officialAuthStatus(db: Db, scope: CustomerScope, id: number) {
  const { status } = await ticketStatus(db, scope, 'official_account', id);
  return { status };
}

/** The authorisation page was confirmed: the account is stored (or updated) for the ticket's customer. */
export async function confirmAuthorization(db: Db, ticket: string, info: AuthorizerInfo) {
  const found = await sandboxTicket(db, 'official_account', ticket);
  if (found.state !== 'pending') return found.state;
  const scope = scopeOfTicket(found.row);
  const { tokenExpiresAt } = await sandboxOpenPlatform.refreshAuthorizer(info.appid);
  return db.transaction().execute(async (trx) => {
    if (!(await tickets.finishTicket(trx, found.row.id, 'done'))) return 'expired' as const;
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
