import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config/config.ts';

/**
 * A signing key: the configured one, or one generated per install and kept in DATA_DIR/<file> (like the
 * demo password) so what it signed survives restarts; tests get a fresh one per process. Several server
 * processes need the configured value.
 */
export function installSecret(config: Config, file: string, configured?: string): string {
  if (configured) return configured;
  if (config.env === 'test') return randomBytes(32).toString('hex');
  const location = path.join(config.dataDir, file);
  try {
    const existing = fs.readFileSync(location, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(location, `${secret}\n`, { mode: 0o600 });
  return secret;
}
