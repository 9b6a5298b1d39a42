import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  ApiCredential,
  ApiScope,
  CreateApiCredentialRequest,
  SaveServiceRequest,
  ThirdPartyService,
} from '@onsite/contracts';
import { THIRD_PARTY_SERVICES } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import { AppError, badRequest, forbidden, notFound } from '#server/platform/http/errors.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './api-credentials.repository.ts';
import { requireAccount } from './profile.service.ts';

/** Active (not revoked) API credentials a customer may hold. */
export const MAX_ACTIVE_CREDENTIALS = 10;

// ---- /api: partners only ----

/** Spec §6: third-party interfaces only when from_admin or from_agent equals 1 (server-side too). */
export async function requirePartner(db: Db, scope: CustomerScope) {
  const row = await requireAccount(db, scope);
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
  const row = await requireAccount(db, scope);
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
