import type { Db } from '#server/db/database.ts';

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminByEmail(db: Db, email: string) {
  return db
    .selectFrom('admins')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('email', '<>', '')
    .executeTakeFirst();
}

export function findAdmin(db: Db, adminId: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', adminId).executeTakeFirst();
}

export function findAgentUserByEmail(db: Db, email: string) {
  return db.selectFrom('agent_users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findAgentUser(db: Db, agentUserId: number) {
  return db.selectFrom('agent_users').selectAll().where('id', '=', agentUserId).executeTakeFirst();
}

/**
 * The teams the agent user belongs to. A team the platform disabled (admin › partner) is left out: nobody
 * acts in it; the sign-in asks for those too (`includeDisabled`) to say why it refuses.
 */
// tenancy: the agent user's own teams, read at sign-in and to switch team, before a team scope exists
export function membershipsOf(db: Db, agentUserId: number, options: { includeDisabled?: boolean } = {}) {
  return db
    .selectFrom('agent_memberships')
    .innerJoin('agents', 'agents.id', 'agent_memberships.agent_id')
    .select([
      'agents.id as agent_id',
      'agents.corporate_name',
      'agents.corporate_brief',
      'agents.corporate_avatar',
      'agents.status',
      'agents.disabled_at',
      'agent_memberships.role_id',
      'agent_memberships.is_admin',
    ])
    .where('agent_memberships.agent_user_id', '=', agentUserId)
    .$if(!options.includeDisabled, (query) => query.where('agents.disabled_at', 'is', null))
    .orderBy('agents.id')
    .execute();
}

// tenancy: the ids come from the principal's own roles (platform/access roleIdsOf), never from a request
export function rolesByIds(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('roles')
    .select(['role_code', 'role_name'])
    .where('id', 'in', roleIds)
    .orderBy('id')
    .execute();
}

export async function updatePasswordHash(
  db: Db,
  table: 'admins' | 'agent_users' | 'customers',
  id: number,
  passwordHash: string,
) {
  await db
    .updateTable(table)
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  // an account created with a set-password link has a password of its own from now on
  if (table === 'admins')
    await db.updateTable('admins').set({ password_pending: false }).where('id', '=', id).execute();
}
