import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSession, findSessionByToken, touchSession } from '#server/platform/auth/sessions.ts';
import { hashToken } from '#server/platform/auth/tokens.ts';
import { databaseUrl } from '#server/test/db-template.ts';
import { useTestContext } from '#server/test/harness.ts';
import { openDatabase } from './database.ts';
import { SessionCache, sessionCacheOf, writesSessions } from './session-cache.ts';

const row = (id: number) => ({ id, last_seen_at: null });

describe('SessionCache', () => {
  it('keeps a looked-up row and answers it until told of a change', () => {
    const cache = new SessionCache({ listening: true });
    cache.keep('h1', row(1), cache.ticket());
    expect(cache.get('h1')).toEqual(row(1));
    cache.changed('h1');
    expect(cache.get('h1')).toBeUndefined();
    cache.keep('h1', row(1), cache.ticket());
    cache.keep('h2', row(2), cache.ticket());
    cache.changed('');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing read before a change it was told of, nor while a write of its own is open', () => {
    const cache = new SessionCache({ listening: true });
    const before = cache.ticket();
    cache.changed('other');
    cache.keep('h1', row(1), before);
    expect(cache.get('h1')).toBeUndefined();

    cache.keep('h1', row(1), cache.ticket());
    cache.writeStarted();
    expect(cache.serving).toBe(false);
    expect(cache.get('h1')).toBeUndefined();
    cache.keep('h1', row(1), cache.ticket());
    cache.writeEnded();
    expect(cache.serving).toBe(true);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('serves nothing while it does not hear the other instances', () => {
    const cache = new SessionCache({ listening: false });
    cache.keep('h1', row(1), cache.ticket());
    expect(cache.get('h1')).toBeUndefined();
    cache.setListening(true);
    cache.keep('h1', row(1), cache.ticket());
    expect(cache.get('h1')).toEqual(row(1));
    cache.setListening(false);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets a row after its time and the oldest beyond its size; "last seen" updates a kept row', () => {
    const cache = new SessionCache({ listening: true }, { entries: 2, ttlMs: 1000 });
    cache.keep('h1', row(1), cache.ticket(), 0);
    cache.keep('h2', row(2), cache.ticket(), 0);
    cache.keep('h3', row(3), cache.ticket(), 0);
    expect(cache.get('h1', 10)).toBeUndefined();
    expect(cache.get('h2', 10)).toEqual(row(2));
    expect(cache.get('h3', 1000)).toBeUndefined();
    const seen = new Date(5);
    cache.seen(2, seen);
    expect(cache.get('h2', 10)?.last_seen_at).toEqual(seen);
  });

  it('tells a write of sessions from "last seen" and from other tables', () => {
    expect(writesSessions('update "sessions" set "revoked_at" = $1 where "id" = $2')).toBe(true);
    expect(writesSessions('delete from "sessions" where "id" = $1')).toBe(true);
    expect(writesSessions('with x as (update sessions set agent_id = 2 returning id) select 1')).toBe(true);
    expect(writesSessions('truncate table sessions')).toBe(true);
    expect(writesSessions('update "sessions" set "last_seen_at" = $1 where "id" = $2')).toBe(false);
    expect(writesSessions('select * from "sessions" where "token_hash" = $1')).toBe(false);
    expect(writesSessions('update "support_sessions" set "x" = $1')).toBe(false);
    expect(writesSessions('update "sessions_archive" set "x" = $1')).toBe(false);
  });
});

describe('the session cache of an open database', () => {
  const ctx = useTestContext();

  async function customerSession() {
    const { token } = await createSession(ctx.db, {
      audience: 'customer',
      subjectId: ctx.ids.customers.agent1Phone,
      agentId: ctx.ids.agent1Id,
      remember: false,
    });
    return { token, tokenHash: hashToken(token) };
  }

  it('answers a live session from memory, and a change made here at once, also inside a transaction', async () => {
    const cache = sessionCacheOf(ctx.db) as SessionCache;
    await eventuallyServing(cache);
    const { token, tokenHash } = await customerSession();
    const first = await findSessionByToken(ctx.db, token);
    expect(cache.get(tokenHash)).toBe(first);
    expect(await findSessionByToken(ctx.db, token)).toBe(first);

    // a write in an open transaction switches the cache off until it ends
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sessions')
        .set({ agent_id: ctx.ids.agent2Id })
        .where('token_hash', '=', tokenHash)
        .execute();
      expect(cache.serving).toBe(false);
      expect(cache.get(tokenHash)).toBeUndefined();
    });
    expect(cache.serving).toBe(true);
    expect((await findSessionByToken(ctx.db, token))?.agent_id).toBe(ctx.ids.agent2Id);

    // "last seen" is kept in step (on PostgreSQL the notification of the change above may just have emptied
    // the cache: the session is then read again, with its written time; the unit test above covers `seen`)
    const kept = await findSessionByToken(ctx.db, token);
    await touchSession(ctx.db, kept?.id as number);
    expect((await findSessionByToken(ctx.db, token))?.last_seen_at).toBeInstanceOf(Date);

    // a revocation through SQL text is a write too; a revoked session is read every time
    await sql`update sessions set revoked_at = now() where token_hash = ${tokenHash}`.execute(ctx.db);
    expect((await findSessionByToken(ctx.db, token))?.revoked_at).toBeInstanceOf(Date);
    expect(cache.get(tokenHash)).toBeUndefined();
  });

  it('signs a customer out at once: the request after the logout is refused', async () => {
    const token = await ctx.loginCustomer();
    const info = { method: 'GET', url: '/api/customer/customer/getInfo', token } as const;
    expect((await ctx.call(info)).body.code).toBe(0);
    expect((await ctx.call(info)).body.code).toBe(0);
    expect((await ctx.call({ method: 'POST', url: '/api/customer/login/logout', token })).body.code).toBe(0);
    expect((await ctx.call(info)).body.code).toBe(-2);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'forgets a session another instance changed, and serves nothing while its listener is down',
    async () => {
      const cache = sessionCacheOf(ctx.db) as SessionCache;
      await eventuallyServing(cache);
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.db);
      const other = await openDatabase({
        databaseUrl: databaseUrl(process.env.DATABASE_URL as string, rows[0]?.name as string),
        dataDir: '',
      });
      try {
        const { token, tokenHash } = await customerSession();
        await findSessionByToken(ctx.db, token);
        expect(cache.get(tokenHash)).toBeDefined();
        await other.db
          .updateTable('sessions')
          .set({ revoked_at: new Date(), revoked_reason: 'logout' })
          .where('token_hash', '=', tokenHash)
          .execute();
        await expect.poll(() => cache.get(tokenHash), { timeout: 5000, interval: 10 }).toBeUndefined();
        expect((await findSessionByToken(ctx.db, token))?.revoked_reason).toBe('logout');

        // the listener's connection is cut: nothing is served until it listens again
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen session_changes%'`.execute(other.db);
        await expect.poll(() => cache.serving, { timeout: 5000, interval: 10 }).toBe(false);
        await eventuallyServing(cache);
      } finally {
        await other.close();
      }
    },
  );
});

async function eventuallyServing(cache: SessionCache): Promise<void> {
  await expect.poll(() => cache.serving, { timeout: 10_000, interval: 20 }).toBe(true);
}
