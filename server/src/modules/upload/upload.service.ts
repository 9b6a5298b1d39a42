import type {
  FileItem,
  RegisterFilesRequest,
  UploadKind,
  UploadToken,
  UploadTokenQuery,
} from '@onsite/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '#server/db/database.ts';
import type { StoredFile } from '#server/db/schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { ObjectStorage, UploadGrant } from '#server/platform/storage/storage.ts';
import {
  consumeUploadGrants,
  lockTenantUploads,
  pendingUploadBytes,
  recordUploadGrant,
} from '#server/platform/storage/upload-grants.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './upload.repository.ts';
import {
  buildKey,
  extensionOf,
  type Format,
  formatFor,
  isOwnKey,
  keyPrefix,
  mbToBytes,
  sizeLimitMb,
} from './upload.rules.ts';

/** How long an upload token (or presigned POST) stays valid. */
export const TOKEN_TTL_SECONDS = 15 * 60;
/** Storage quota in bytes per console's tenant kind (config UPLOAD_QUOTA_*_MB); null = none. */
export interface UploadQuota {
  customer: number | null;
  agent: number | null;
  platform: number | null;
}

const QUOTA_OF = { admin: 'platform', agent: 'agent', customer: 'customer' } as const;
const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 100) / 100);

/** How much of a stored file is read to sniff its real type. */
export const SNIFF_BYTES = 64 * 1024;

function userOf(principal: Principal) {
  switch (principal.kind) {
    case 'admin':
      return { audience: 'admin' as const, agent_id: 0, customer_id: 0, user_id: principal.adminId };
    case 'agent':
      return {
        audience: 'agent' as const,
        agent_id: principal.agentId,
        customer_id: 0,
        user_id: principal.agentUserId,
      };
    case 'customer':
      return {
        audience: 'customer' as const,
        agent_id: principal.agentId,
        customer_id: principal.customerId,
        user_id: principal.customerId,
      };
  }
}

async function limitMb(db: Db, principal: Principal, kind: UploadKind): Promise<number> {
  const user = userOf(principal);
  const isAdmin = await repository.isAdminAccount(db, {
    audience: user.audience,
    userId: user.user_id,
    agentId: user.agent_id,
  });
  return sizeLimitMb(user.audience, kind, isAdmin);
}

function allowedFormat(principal: Principal, name: string): { extension: string; format: Format } {
  const extension = extensionOf(name);
  const format = extension ? formatFor(principal.kind, extension) : null;
  if (!format)
    throw badRequest('the {extension} file is not supported', { extension: extension || 'extensionless' });
  return { extension, format };
}

/**
 * An upload made in an activity's context (`acid`) must be in an activity the caller may use (DESIGN.md:
 * "only principals with rights over its owner may use it"); another tenant's activity is not found.
 */
async function requireActivity(db: Db, principal: Principal, acid: number | undefined): Promise<void> {
  if (acid === undefined) return;
  if (!(await repository.activityInScope(db, scopeOf(principal), acid))) throw notFound('activity not found');
}

/** A grant to upload one file under the caller's prefix, at most the caller's limit for its kind. */
export async function issueToken(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  query: UploadTokenQuery,
  quota: UploadQuota,
  now = new Date(),
): Promise<UploadToken> {
  const { extension, format } = allowedFormat(principal, query.name);
  if (query.type && query.type !== format.kind)
    throw badRequest('the {extension} {type} is not supported', { extension, type: query.type });
  await requireActivity(db, principal, query.acid);
  const sizeMb = await limitMb(db, principal, format.kind);
  const prefix = keyPrefix(scopeOf(principal));
  const key = buildKey(prefix, query.name, extension, now);
  const user = userOf(principal);
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const grant: UploadGrant = { key, prefix, maxBytes: mbToBytes(sizeMb), expiresAt, user };
  const scope = scopeOf(principal);
  const limit = quota[QUOTA_OF[principal.kind]];
  await inTransaction(db, async (trx) => {
    if (limit !== null) {
      // The tenant's registered files, its uploads not registered yet, and this one at its largest.
      await lockTenantUploads(trx, scope);
      const used = (await repository.storedBytes(trx, scope)) + (await pendingUploadBytes(trx, scope));
      if (used + grant.maxBytes > limit)
        throw badRequest(
          'storage quota reached: {used}M of {quota}M used, and this upload may take up to {size}M; delete files you no longer need',
          { used: megabytes(used), quota: megabytes(limit), size: megabytes(grant.maxBytes) },
        );
    }
    // the grant is recorded before the token exists: the store accepts one write of a recorded grant only
    await recordUploadGrant(trx, scope, grant, storage.kind);
  });
  const target = await storage.createUpload(grant);
  return {
    token: target.token,
    size: sizeMb,
    max_bytes: mbToBytes(sizeMb),
    user: { agent_id: user.agent_id, customer_id: user.customer_id, user_id: user.user_id },
    driver: storage.kind,
    upload_url: target.url,
    fields: target.fields,
    key,
    prefix,
    kind: format.kind,
    base_url: storage.publicBaseUrl,
    expires_at: iso(expiresAt),
  };
}

/** Whether the first bytes of a stored file are what its extension promises. */
export async function sniffMatches(format: Format, head: Buffer): Promise<{ ok: boolean; sniffed: string }> {
  const detected = await fileTypeFromBuffer(head);
  if (format.sniff.length === 0) {
    // Text formats have no magic bytes: refuse anything that is recognisably binary.
    const ok = !detected && !head.includes(0);
    return { ok, sniffed: detected?.ext ?? (head.includes(0) ? 'binary' : 'text') };
  }
  return {
    ok: Boolean(detected && format.sniff.includes(detected.ext)),
    sniffed: detected?.ext ?? 'unknown',
  };
}

export function toItem(storage: ObjectStorage, row: StoredFile): FileItem {
  return {
    id: row.id,
    name: row.name,
    url: row.storage_key,
    src: `${storage.publicBaseUrl}${row.storage_key}`,
    size: row.size,
    type: row.mime,
    kind: row.kind,
    acid: row.activity_id,
    create_time: iso(row.created_at),
  };
}

/**
 * Registers uploaded files, all or none. Each key must be one this caller's getToken could have issued
 * (own prefix, our pattern, an allowed format), stored with exactly the declared size and within the
 * caller's limit, with first bytes of the promised type, and a reported MIME type that fits it.
 */
export async function register(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  input: RegisterFilesRequest,
): Promise<FileItem[]> {
  const scope = scopeOf(principal);
  const prefix = keyPrefix(scope);
  const keys = input.files.map((file) => file.url);
  if (new Set(keys).size !== keys.length) throw badRequest('files: the same file is listed twice');
  await requireActivity(db, principal, input.acid);

  const checked: repository.NewFile[] = [];
  for (const file of input.files) {
    if (!isOwnKey(file.url, prefix)) throw badRequest('{name}: not an upload of yours', { name: file.name });
    const { format } = allowedFormat(principal, file.url);
    const stored = await storage.stat(file.url);
    if (!stored) throw badRequest('{name}: the file was not uploaded', { name: file.name });
    if (stored.size !== file.size)
      throw badRequest('{name}: the stored size ({stored}) differs from the declared size ({declared})', {
        name: file.name,
        stored: stored.size,
        declared: file.size,
      });
    const limit = await limitMb(db, principal, format.kind);
    if (stored.size > mbToBytes(limit))
      throw badRequest('{name}: upload {kind} size cannot exceed {limit}M', {
        name: file.name,
        kind: format.kind,
        limit,
      });
    const sniff = await sniffMatches(format, await storage.readHead(file.url, SNIFF_BYTES));
    if (!sniff.ok)
      throw badRequest('{name}: the content is not a {extension} file', {
        name: file.name,
        extension: extensionOf(file.url),
      });
    const declared = file.type.toLowerCase().split(';')[0].trim();
    if (declared && declared !== 'application/octet-stream' && !format.mimes.includes(declared))
      throw badRequest('{name}: the declared type {declared} does not match the file', {
        name: file.name,
        declared,
      });
    checked.push({
      uploaderAudience: principal.kind,
      uploaderId: userOf(principal).user_id,
      activityId: input.acid ?? null,
      kind: format.kind,
      name: file.name,
      key: file.url,
      size: stored.size,
      mime: format.mimes[0],
    });
  }

  const rows = await db.transaction().execute(async (trx) => {
    const taken = await repository.registeredKeys(trx, keys);
    if (taken.length > 0) throw badRequest('files: {name} is already registered', { name: taken[0] });
    // Registration takes each key's grant: the key can no longer be written (local store) nor cleaned up.
    const granted = new Set(await consumeUploadGrants(trx, scope, keys));
    const missing = input.files.find((file) => !granted.has(file.url));
    if (missing) throw badRequest('{name}: the file was not uploaded', { name: missing.name });
    return repository.insertFiles(trx, scope, checked);
  });
  return rows.map((row) => toItem(storage, row));
}
