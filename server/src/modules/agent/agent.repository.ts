import type { Db } from '#server/db/database.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';

/** The signed-in agent user's own records: its session and its account (the same in every team). */

/**
 * Makes `team` the team the session acts in and the one the user's next sign-in starts in. The service has
 * checked the membership; the session's and the user's ids come from the principal.
 */
export async function switchTeam(trx: Db, team: AgentScope, who: { sessionId: number; agentUserId: number }) {
  await trx.updateTable('sessions').set({ agent_id: team.agentId }).where('id', '=', who.sessionId).execute();
  await trx
    .updateTable('agent_users')
    .set({ last_team_id: team.agentId, updated_at: new Date() })
    .where('id', '=', who.agentUserId)
    .execute();
}

export function updateAgentUser(db: Db, agentUserId: number, change: { name: string } | { avatar: string }) {
  return db
    .updateTable('agent_users')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', agentUserId)
    .execute();
}
