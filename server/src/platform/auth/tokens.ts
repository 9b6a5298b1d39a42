import { createHash, randomBytes } from 'node:crypto';

/** 256-bit opaque token for the client; only its SHA-256 is stored, so a database leak yields no sessions. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
