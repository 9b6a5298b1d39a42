import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { newestPage } from './paging.repository.ts';

// A partner's API credentials and third-party services, and what the open API reads with a credential:
// every query is narrowed to the scope's agent and customer, but for the lookups by app key.

const credentialColumns = [
  'id',
  'name',
  'app_key',
  'scopes',
  'last_used_at',
  'revoked_at',
  'created_at',
] as const;

export async function listCredentials(db: Db, scope: CustomerScope, query: { page: number; limit: number }) {
  const base = db.selectFrom('customer_api_credentials').where(whereTenant(scope));
  return newestPage(base.select(credentialColumns), query);
}

export function countActiveCredentials(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('customer_api_credentials')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(whereTenant(scope))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export function insertCredential(
  db: Db,
  scope: CustomerScope,
  input: { name: string; appKey: string; secretHash: string; scopes: string },
) {
  return db
    .insertInto('customer_api_credentials')
    .values({
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      name: input.name,
      app_key: input.appKey,
      secret_hash: input.secretHash,
      scopes: input.scopes,
    })
    .returning(credentialColumns)
    .executeTakeFirstOrThrow();
}

export function findCredential(db: Db, scope: CustomerScope, id: number) {
  return db
    .selectFrom('customer_api_credentials')
    .select(credentialColumns)
    .where('id', '=', id)
    .where(whereTenant(scope))
    .executeTakeFirst();
}

export function revokeCredential(db: Db, scope: CustomerScope, id: number) {
  return db
    .updateTable('customer_api_credentials')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where(whereTenant(scope))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The open API's lookup by app key, with its customer (who must still be a partner, and enabled). */
// tenancy: the open API's app key is the credential; the row names its customer
export function findCredentialByKey(db: Db, appKey: string) {
  return db
    .selectFrom('customer_api_credentials as credential')
    .innerJoin('customers as customer', 'customer.id', 'credential.customer_id')
    .select([
      'credential.id',
      'credential.agent_id',
      'credential.customer_id',
      'credential.secret_hash',
      'credential.scopes',
      'credential.revoked_at',
      'customer.from_admin',
      'customer.from_agent',
      'customer.status',
    ])
    .where('credential.app_key', '=', appKey)
    .executeTakeFirst();
}

// tenancy: the credential found by its key, by id
export function touchCredential(db: Db, id: number) {
  return db
    .updateTable('customer_api_credentials')
    .set({ last_used_at: new Date() })
    .where('id', '=', id)
    .execute();
}

// ---- third-party services ----

export function listServices(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('customer_service_settings')
    .select(['service', 'enabled', 'config', 'updated_at'])
    .where(whereTenant(scope))
    .execute();
}

export function saveService(
  db: Db,
  scope: CustomerScope,
  input: { service: string; enabled: number; config: Record<string, unknown> },
) {
  const config = JSON.stringify(input.config);
  return db
    .insertInto('customer_service_settings')
    .values({
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      service: input.service,
      enabled: input.enabled,
      config,
    })
    .onConflict((oc) =>
      oc.constraint('customer_service_settings_customer_service').doUpdateSet({
        enabled: input.enabled,
        config: sql`${config}::jsonb` as never,
        updated_at: new Date(),
      }),
    )
    .execute();
}

// ---- the open API's reads ----

export async function listActivities(db: Db, scope: CustomerScope, query: { page: number; limit: number }) {
  const base = db
    .selectFrom('activities')
    .where(whereTenant(scope))
    .where('cancelled_at', 'is', null)
    .where('lifecycle', '!=', 'abolished');
  return newestPage(base.select(['id', 'title', 'begin_time', 'end_time']), query);
}
