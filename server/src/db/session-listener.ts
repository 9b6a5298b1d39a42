import pg from 'pg';
import type { SessionCache } from './session-cache.ts';

export const SESSION_CHANGES_CHANNEL = 'session_changes';
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * Hears the session changes of every instance (NOTIFY session_changes, migration 0078) on a connection of
 * its own and tells the cache. The cache serves only while this connection listens: when it breaks
 * (PostgreSQL stopped or restarted), the cache is emptied and off until the connection is back and
 * listening again, so a change made meanwhile cannot be missed.
 */
export function listenForSessionChanges(
  connectionString: string,
  cache: SessionCache,
): { close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    cache.setListening(false);
    which.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('notification', (message) => cache.changed(message.payload ?? ''));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${SESSION_CHANGES_CHANNEL}`);
      if (closed || client !== next) {
        await next.end().catch(() => undefined);
        return;
      }
      delay = RETRY_FIRST_MS;
      cache.setListening(true);
    } catch {
      lost(next);
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      cache.setListening(false);
      await open?.end().catch(() => undefined);
    },
  };
}
