import type { Db } from '#server/db/database.ts';

/**
 * The agent teams (organisations) as the platform sees them. `agents` is the tenant table itself: only the
 * platform (admin.team.organization) reaches these functions, and it sees every team.
 */

function teams(db: Db, filter: { keyword?: string; status?: number }) {
  let query = db.selectFrom('agents');
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('corporate_name', 'ilike', pattern),
        eb('contact_name', 'ilike', pattern),
        eb('contact_phone', 'ilike', pattern),
      ]),
    );
  }
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query;
}

const columns = [
  'agents.id',
  'agents.corporate_name',
  'agents.corporate_brief',
  'agents.corporate_avatar',
  'agents.contact_name',
  'agents.contact_phone',
  'agents.status',
  'agents.is_platform_default',
  'agents.created_at',
] as const;

/** The team's columns and its members count. */
function withMembers(query: ReturnType<typeof teams>) {
  return query.select(columns).select((eb) =>
    eb
      .selectFrom('agent_memberships')
      .select((inner) => inner.fn.countAll<string>().as('members'))
      .whereRef('agent_memberships.agent_id', '=', 'agents.id')
      .as('members'),
  );
}

// tenancy: the platform's list of every team (admin.team.organization)
export async function listTeams(
  db: Db,
  filter: { keyword?: string; status?: number },
  page: { page: number; limit: number },
) {
  const query = teams(db, filter);
  const [rows, total] = await Promise.all([
    withMembers(query)
      .orderBy('agents.id', 'asc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type TeamRow = Awaited<ReturnType<typeof listTeams>>['rows'][number];

// tenancy: the platform edits any team's profile (admin.team.organization)
export async function updateTeam(
  db: Db,
  id: number,
  change: { corporate_name: string; corporate_brief: string; contact_name: string; contact_phone: string },
) {
  const updated = await db
    .updateTable('agents')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return undefined;
  return withMembers(teams(db, {})).where('agents.id', '=', id).executeTakeFirst();
}

// tenancy: the platform's own team (is_platform_default, one at most), for admin.team.profile
export async function platformTeamId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('agents')
    .select('id')
    .where('is_platform_default', '=', true)
    .executeTakeFirst();
  return row?.id;
}
