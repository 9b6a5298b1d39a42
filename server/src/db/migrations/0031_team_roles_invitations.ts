import { type Kysely, sql } from 'kysely';

// Teams (issue 14): agent roles per team, and invitation links.
// - roles.agent_id: null = a shared role (the catalogue's built-in agent roles, every admin role), a team's
//   id = that team's own role. A role code is unique among the shared roles of an audience, and within a team.
// - An agent role an operator made by hand (not built in) that teams hold becomes each holding team's own
//   copy (with its grants), and the memberships move to their team's copy; one nobody holds stays shared.
// - agent_invitations: a team's invitation link. Only the token's SHA-256 is stored; the link is shown once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('roles').dropConstraint('roles_audience_code').execute();
  await sql`create unique index roles_shared_code on roles (audience, role_code) where agent_id is null`.execute(
    db,
  );
  await sql`create unique index roles_team_code on roles (agent_id, role_code) where agent_id is not null`.execute(
    db,
  );

  const held = await sql<{ role_id: number; agent_id: number }>`
    select distinct m.role_id, m.agent_id
    from agent_memberships m join roles r on r.id = m.role_id
    where r.audience = 'agent' and not r.built_in and r.agent_id is null
    order by m.role_id, m.agent_id`.execute(db);
  for (const { role_id, agent_id } of held.rows) {
    const copy = await sql<{ id: number }>`
      insert into roles (audience, role_code, role_name, created_at, built_in, agent_id)
      select audience, role_code, role_name, created_at, false, ${agent_id} from roles where id = ${role_id}
      returning id`.execute(db);
    const copyId = copy.rows[0].id;
    await sql`insert into role_menus (role_id, menu_id)
      select ${copyId}, menu_id from role_menus where role_id = ${role_id}`.execute(db);
    await sql`update agent_memberships set role_id = ${copyId}
      where role_id = ${role_id} and agent_id = ${agent_id}`.execute(db);
  }
  // the originals now held by nobody (their grants go with them)
  const originals = [...new Set(held.rows.map((row) => row.role_id))];
  if (originals.length > 0) await sql`delete from roles where id in (${sql.join(originals)})`.execute(db);

  await db.schema
    .createTable('agent_invitations')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // a role is deleted only while no pending invitation offers it: the used and expired ones go with it
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('invited_by', 'integer', (col) => col.references('agent_users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'integer', (col) => col.references('agent_users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('agent_invitations_agent')
    .on('agent_invitations')
    .columns(['agent_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_invitations').execute();
  await sql`drop index roles_team_code`.execute(db);
  await sql`drop index roles_shared_code`.execute(db);
  await sql`delete from roles where agent_id is not null`.execute(db);
  await db.schema.alterTable('roles').dropColumn('agent_id').execute();
  await db.schema
    .alterTable('roles')
    .addUniqueConstraint('roles_audience_code', ['audience', 'role_code'])
    .execute();
}
