import { describe, expect, it } from 'vitest';
import { signUploadToken, type UploadTokenClaims, verifyUploadToken } from './upload-token.ts';

const SECRET = 'a'.repeat(64);
const claims = (overrides: Partial<UploadTokenClaims> = {}): UploadTokenClaims => ({
  aud: 'customer',
  agent_id: 3,
  customer_id: 7,
  user_id: 7,
  prefix: 'customer/3/7/',
  key: 'customer/3/7/2025/01/02/0123456789abcdef0123456789abcdef01234.png',
  max: 5 * 1024 * 1024,
  exp: Math.floor(Date.now() / 1000) + 60,
  ...overrides,
});

describe('upload tokens', () => {
  it('verifies a token it signed and answers its claims', () => {
    const token = signUploadToken(claims(), SECRET);
    expect(verifyUploadToken(token, SECRET)).toEqual({ claims: claims() });
  });

  it('refuses an expired token', () => {
    const token = signUploadToken(claims({ exp: Math.floor(Date.now() / 1000) - 1 }), SECRET);
    expect(verifyUploadToken(token, SECRET)).toEqual({ problem: 'expired' });
    const later = signUploadToken(claims(), SECRET);
    expect(verifyUploadToken(later, SECRET, new Date(Date.now() + 61_000))).toEqual({ problem: 'expired' });
  });

  it('refuses a token signed with another secret', () => {
    const token = signUploadToken(claims(), 'b'.repeat(64));
    expect(verifyUploadToken(token, SECRET)).toEqual({ problem: 'forged' });
  });

  it('refuses claims changed after signing (a larger size, another key)', () => {
    const token = signUploadToken(claims(), SECRET);
    const signature = token.split('.')[1];
    for (const changed of [claims({ max: 50 * 1024 * 1024 }), claims({ key: 'platform/2025/01/02/x.png' })]) {
      const payload = Buffer.from(JSON.stringify(changed)).toString('base64url');
      expect(verifyUploadToken(`${payload}.${signature}`, SECRET)).toEqual({ problem: 'forged' });
    }
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'abc', 'a.b.c', '.sig', 'payload.']) {
      expect(verifyUploadToken(token, SECRET)).toHaveProperty('problem');
    }
  });
});
