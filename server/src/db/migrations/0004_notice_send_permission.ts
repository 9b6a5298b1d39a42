import type { Kysely } from 'kysely';
import { addSeededPermission, removeSeededPermission } from './seeded-permission.ts';

// Sending notices became a permission of its own (admin.notice.send) after databases were seeded: give
// those databases the permission entry under the message centre and grant it to the super admin, as a fresh
// seed does. A database not seeded yet has no menus, and the seed adds the entry itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addSeededPermission(db, {
    audience: 'admin',
    mark: 'admin.notice.send',
    name: '发送通知',
    parentMark: 'admin.user.message',
    sort: 10,
    role: 'platform_super_admin',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await removeSeededPermission(db, 'admin', 'admin.notice.send');
}
