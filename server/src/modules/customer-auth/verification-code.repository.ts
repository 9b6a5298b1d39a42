import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { MessageChannel } from '#server/db/schema.ts';

// Verification codes are not tenant data: they exist before anyone is signed in, keyed by phone or email.

/** One live code per target: a new code replaces the previous one (and its attempt count). */
export async function storeCode(
  db: Db,
  row: { channel: MessageChannel; target: string; codeHash: string; expiresAt: Date },
) {
  await db
    .insertInto('verification_codes')
    .values({ channel: row.channel, target: row.target, code_hash: row.codeHash, expires_at: row.expiresAt })
    .onConflict((conflict) =>
      conflict.column('target').doUpdateSet({
        channel: row.channel,
        code_hash: row.codeHash,
        expires_at: row.expiresAt,
        attempts: 0,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

export function removeCode(db: Db, target: string) {
  return db.deleteFrom('verification_codes').where('target', '=', target).execute();
}

/**
 * Counts one attempt atomically and answers the code's hash, or nothing when there is no live code or
 * its attempts are used up — so concurrent guesses cannot exceed the limit.
 */
export function countCodeAttempt(db: Db, target: string, maxAttempts: number) {
  return db
    .updateTable('verification_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('target', '=', target)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', new Date())
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

export function findCode(db: Db, target: string) {
  return db
    .selectFrom('verification_codes')
    .select(['attempts', 'expires_at'])
    .where('target', '=', target)
    .executeTakeFirst();
}

/** Consumes a matched code; answers false when a concurrent request consumed it first. */
export async function consumeCode(db: Db, id: number, codeHash: string) {
  const deleted = await db
    .deleteFrom('verification_codes')
    .where('id', '=', id)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
