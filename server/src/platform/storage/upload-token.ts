import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of a local-driver upload token: who may upload which key, how much, until when (unix seconds). */
export interface UploadTokenClaims {
  aud: 'admin' | 'agent' | 'customer';
  agent_id: number;
  customer_id: number;
  user_id: number;
  prefix: string;
  key: string;
  max: number;
  exp: number;
}

export type TokenProblem = 'malformed' | 'forged' | 'expired';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`onsite-upload.${payload}`).digest();

/** `<base64url(JSON claims)>.<base64url(HMAC-SHA256)>`. */
export function signUploadToken(claims: UploadTokenClaims, secret: string): string {
  const payload = b64url(JSON.stringify(claims));
  return `${payload}.${b64url(mac(payload, secret))}`;
}

export function verifyUploadToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): { claims: UploadTokenClaims } | { problem: TokenProblem } {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { problem: 'malformed' };
  const [payload, signature] = parts;
  const expected = mac(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'forged' };
  let claims: UploadTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'malformed' };
  }
  if (typeof claims?.exp !== 'number' || typeof claims.key !== 'string' || typeof claims.max !== 'number')
    return { problem: 'malformed' };
  if (claims.exp * 1000 <= now.getTime()) return { problem: 'expired' };
  return { claims };
}
