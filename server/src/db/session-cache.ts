import type { Db } from './database.ts';
import type { WriteWatch } from './watched-dialect.ts';

/** What the cache needs of a session row: its id (for "last seen") and its last request. */
export interface CachedSessionRow {
  id: number;
  last_seen_at: Date | null;
}

/** Sessions kept at most; beyond it the oldest kept goes (a busy instance holds its active sessions). */
export const SESSION_CACHE_ENTRIES = 20_000;
/** A kept session is read again after this long, whatever was told (a net under the notifications). */
export const SESSION_CACHE_TTL_MS = 60_000;

/**
 * The sessions this instance has looked up, by token hash, so an authenticated request reads its session
 * from memory instead of the database (decision 344). It serves only while it cannot be wrong:
 * - a write to `sessions` made by this instance (db/watched-dialect.ts) switches it off from the statement
 *   until that connection is released (the transaction committed or rolled back), and clears it then; a
 *   lookup that began before such a write keeps nothing it read (the epoch moved);
 * - a write by another instance reaches it by NOTIFY session_changes (migration 0078, db/session-listener.ts)
 *   and the session is forgotten; while that listener is not connected it serves nothing (`listening`).
 * PGlite is one process's database: nothing else writes it, so it is always listening.
 */
export class SessionCache<Row extends CachedSessionRow = CachedSessionRow> implements WriteWatch {
  readonly #entries = new Map<string, { row: Row; storedAt: number }>();
  readonly #hashOfId = new Map<number, string>();
  #epoch = 0;
  #writing = 0;
  #listening: boolean;

  constructor(
    options: { listening: boolean },
    private readonly limits = { entries: SESSION_CACHE_ENTRIES, ttlMs: SESSION_CACHE_TTL_MS },
  ) {
    this.#listening = options.listening;
  }

  get serving(): boolean {
    return this.#listening && this.#writing === 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(tokenHash: string, now = Date.now()): Row | undefined {
    if (!this.serving) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.limits.ttlMs) {
      this.#forget(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** Taken before a lookup reads the database; `keep` stores its row only if nothing changed meanwhile. */
  ticket(): number {
    return this.#epoch;
  }

  keep(tokenHash: string, row: Row, ticket: number, now = Date.now()): void {
    if (!this.serving || ticket !== this.#epoch) return;
    this.#forget(tokenHash);
    if (this.#entries.size >= this.limits.entries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#forget(oldest);
    }
    this.#entries.set(tokenHash, { row, storedAt: now });
    this.#hashOfId.set(row.id, tokenHash);
  }

  /** The session's last request was written (a row read from the cache must not ask to write it again). */
  seen(sessionId: number, at: Date): void {
    const tokenHash = this.#hashOfId.get(sessionId);
    const entry = tokenHash === undefined ? undefined : this.#entries.get(tokenHash);
    if (entry) entry.row = { ...entry.row, last_seen_at: at };
  }

  /** Another instance changed this session (an empty hash: some session, so all are forgotten). */
  changed(tokenHash: string): void {
    this.#epoch++;
    if (tokenHash) this.#forget(tokenHash);
    else this.#clear();
  }

  /** The statements of this instance that switch it off until their connection is released. */
  concerns(sqlText: string): boolean {
    return writesSessions(sqlText);
  }

  writeStarted(): void {
    this.#writing++;
    this.#clear();
  }

  writeEnded(): void {
    this.#writing = Math.max(0, this.#writing - 1);
    this.#clear();
  }

  /** Whether other instances' changes are being heard; while not, nothing is served or kept. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.#clear();
  }

  #forget(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return;
    this.#entries.delete(tokenHash);
    this.#hashOfId.delete(entry.row.id);
  }

  #clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#hashOfId.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

export function registerSessionCache(db: Db, cache: SessionCache): void {
  caches.set(db, cache);
}

/** The cache of a root instance; none inside a transaction (it reads what the transaction sees). */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

const SESSION_WRITE = /\b(?:update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?sessions"?(?![\w$])/i;
/** touchSession's statement: "last seen" only, which no lookup's answer depends on but "last seen" itself */
const LAST_SEEN_ONLY = /^update "sessions" set "last_seen_at" = \$1 where "id" = \$2$/;

/** Whether a statement writes the sessions a lookup reads (any update or delete but "last seen"). */
export function writesSessions(sqlText: string): boolean {
  return sqlText.includes('sessions') && SESSION_WRITE.test(sqlText) && !LAST_SEEN_ONLY.test(sqlText);
}
