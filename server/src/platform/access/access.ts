import type { PermissionKey } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { forbidden } from '#server/platform/http/errors.ts';
import { holdsPermission } from './permissions.ts';

/**
 * The one permission check: the auth hook applies it to a route's declared permission, and a service to a
 * permission that depends on the input (the dataset of an import or export needs the permission of its list).
 */
export const access = {
  /** Throws 403 unless the principal's roles grant `permission`. */
  async require(db: Db, principal: Principal, permission: PermissionKey): Promise<void> {
    if (!(await holdsPermission(db, principal, permission))) throw forbidden();
  },
};
