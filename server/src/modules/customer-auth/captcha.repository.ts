import type { Db } from '#server/db/database.ts';

// Captchas are not tenant data: they exist before anyone is signed in.

export async function storeCaptcha(db: Db, row: { keyHash: string; answerHash: string; expiresAt: Date }) {
  await db
    .insertInto('captchas')
    .values({ key_hash: row.keyHash, answer_hash: row.answerHash, expires_at: row.expiresAt })
    .execute();
  // Expired captchas are useless; dropping them here keeps the table at the size of the last few minutes.
  await db.deleteFrom('captchas').where('expires_at', '<', new Date()).execute();
}

/** Single use: the captcha is deleted by the same statement that reads it, right or wrong. */
export function takeCaptcha(db: Db, keyHash: string) {
  return db
    .deleteFrom('captchas')
    .where('key_hash', '=', keyHash)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
}
