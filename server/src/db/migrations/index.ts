import type { Migration } from 'kysely';
import * as identity from './0001_identity.ts';
import * as notices from './0002_notices.ts';
import * as files from './0003_files.ts';
import * as noticeSendPermission from './0004_notice_send_permission.ts';

/** Every migration, in order. Imported statically so the same list runs under tsx, vitest and bundles. */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
  '0002_notices': notices,
  '0003_files': files,
  '0004_notice_send_permission': noticeSendPermission,
};
