import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '#server/db/database.ts';
import { seedDemo } from './demo.ts';

/**
 * Demo data goes into an empty database only (no admin yet), in one transaction, so running it again — or
 * crashing half way — never duplicates anything. The password is SEED_PASSWORD, else generated once and
 * kept in `<dataDir>/demo-password.txt`. Answers the password to print, or null when it is not known.
 */
export async function seedIfEmpty(
  db: Db,
  options: { dataDir: string; seedPassword?: string },
): Promise<string | null> {
  const passwordFile = path.join(options.dataDir, 'demo-password.txt');
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) {
    if (options.seedPassword) return options.seedPassword;
    return fs.existsSync(passwordFile) ? fs.readFileSync(passwordFile, 'utf8').trim() : null;
  }
  const password = options.seedPassword ?? `Demo-${randomBytes(9).toString('base64url')}`;
  await db.transaction().execute((trx) => seedDemo(trx, password));
  if (!options.seedPassword) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  return password;
}
