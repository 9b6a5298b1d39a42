import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '#server/config/config.ts';
import { installSecret } from '#server/platform/install-secret.ts';
import { SecretBox } from '#server/platform/secret-box.ts';

/**
 * The keys of two-factor sign-in, derived (HKDF) from TOTP_SECRET or a key generated once into DATA_DIR:
 * one seals the TOTP secrets at rest (AES-256-GCM), one signs the short-lived challenges of the password
 * step, one peppers the recovery codes' hashes. Losing the key turns every authenticator off in effect
 * (docs/decisions.md); a second process needs the same TOTP_SECRET.
 */
export class TwoFactorKeys {
  private readonly sealBox: SecretBox;
  private readonly challengeKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(secret: string) {
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'onsite', purpose, 32));
    this.sealBox = new SecretBox(secret, 'totp-secret-seal');
    this.challengeKey = derive('two-factor-challenge');
    this.recoveryKey = derive('recovery-code-hash');
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url */
  seal(plain: string): string {
    return this.sealBox.seal(plain);
  }

  open(sealed: string): string {
    return this.sealBox.open(sealed);
  }

  signChallenge(challenge: Challenge): string {
    const body = Buffer.from(JSON.stringify(challenge)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The challenge a token carries when it is ours and not expired, else null. */
  readChallenge(token: string, now = Date.now()): Challenge | null {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const challenge = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Challenge;
    return challenge.expires > now ? challenge : null;
  }

  /** A short fingerprint of the account's password hash: a password change voids its open challenges. */
  credentialOf(passwordHash: string): string {
    return this.mac(`credential:${passwordHash}`).slice(0, 22);
  }

  hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.recoveryKey).update(normalizeRecoveryCode(code)).digest('base64url');
  }

  private mac(body: string): string {
    return createHmac('sha256', this.challengeKey).update(`two-factor-challenge:${body}`).digest('base64url');
  }
}

/** What the password step proved, carried to the code step (signed, 5 minutes). */
export interface Challenge {
  audience: 'admin' | 'agent';
  subjectId: number;
  remember: boolean;
  /** `code`: the account has an authenticator; `enrol`: a role requires one and it has none */
  purpose: 'code' | 'enrol';
  /** the known-device id of the browser (remembered once the sign-in completes) */
  deviceId: string | null;
  /** `credentialOf` the password hash the password step checked */
  credential: string;
  expires: number;
}

export const CHALLENGE_TTL_MS = 5 * 60_000;

export function createTwoFactorKeys(config: Config): TwoFactorKeys {
  return new TwoFactorKeys(installSecret(config, 'totp-secret.txt', config.totpSecret));
}

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD_S = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: 'Onsite',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to, accepting the step before and after (clock drift), or null when the
 * code is wrong.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten recovery codes like `k7p2m-xq9rt`: 50 random bits each, without look-alike characters. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}
