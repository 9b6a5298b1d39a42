import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0078_session_change_notify.ts';

const ctx = useTestContext();

async function triggers(): Promise<string[]> {
  const { rows } = await sql<{ tgname: string }>`
    select tgname from pg_trigger where tgrelid = 'sessions'::regclass and not tgisinternal order by tgname`.execute(
    ctx.db,
  );
  return rows.map((row) => row.tgname);
}

describe('migration 0078 (sessions tell their changes)', () => {
  it('puts the update and delete triggers on sessions; down and up', async () => {
    expect(await triggers()).toEqual(['sessions_changed', 'sessions_deleted']);
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    expect(await triggers()).toEqual([]);
    await up(db);
    expect(await triggers()).toEqual(['sessions_changed', 'sessions_deleted']);
  });
});
