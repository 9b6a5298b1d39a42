import { type Kysely, sql } from 'kysely';

/**
 * Every instance keeps the sessions it has looked up in memory (db/session-cache.ts, decision 344). A change
 * of a session that a lookup reads — revoked, expired, moved to another team, its support fields, deleted —
 * is told to every instance on commit by NOTIFY session_changes with the row's token hash, and each one
 * forgets that session. "Last seen" alone (written once a minute per session) tells no one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_session_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', old.token_hash);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_changed after update on sessions for each row
    when ((old.token_hash, old.audience, old.subject_id, old.agent_id, old.expires_at, old.revoked_at,
           old.revoked_reason, old.support_audience, old.support_subject_id)
      is distinct from (new.token_hash, new.audience, new.subject_id, new.agent_id, new.expires_at,
           new.revoked_at, new.revoked_reason, new.support_audience, new.support_subject_id))
    execute function notify_session_change()`.execute(db);
  await sql`
    create trigger sessions_deleted after delete on sessions for each row
    execute function notify_session_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sessions_deleted on sessions`.execute(db);
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sql`drop function notify_session_change()`.execute(db);
}
