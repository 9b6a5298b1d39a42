import type { Db } from '#server/db/database.ts';
import { seedAdmin, seedAgent } from './builders.ts';

export type FirstInstall =
  /** there is an administrator (made now from ADMIN_USERNAME, or earlier) */
  | { admin: 'created'; username: string }
  | { admin: 'present' }
  /** nobody can sign in to the admin console yet: ADMIN_USERNAME / ADMIN_PASSWORD were not given */
  | { admin: 'missing' };

/**
 * What an install without demo data (SEED=none) needs besides the menus and roles that every start syncs:
 * the platform's own default site (the customer site of any host no agent registered) and, from
 * ADMIN_USERNAME / ADMIN_PASSWORD, the first super admin. Runs at every such start, in one transaction,
 * and adds only what is missing: a later start never changes the admin's password or the site.
 */
export async function prepareEmptyInstall(
  db: Db,
  firstAdmin: { username: string; password: string } | undefined,
): Promise<FirstInstall> {
  return db.transaction().execute(async (trx) => {
    const site = await trx
      .selectFrom('agents')
      .select('id')
      .where('is_platform_default', '=', true)
      .executeTakeFirst();
    if (!site) await seedAgent(trx, { name: 'Onsite', verified: true, isPlatformDefault: true, domains: [] });

    const admin = await trx.selectFrom('admins').select('id').limit(1).executeTakeFirst();
    if (admin) return { admin: 'present' };
    if (!firstAdmin) return { admin: 'missing' };
    await seedAdmin(trx, {
      username: firstAdmin.username,
      password: firstAdmin.password,
      nickname: firstAdmin.username,
    });
    return { admin: 'created', username: firstAdmin.username };
  });
}
