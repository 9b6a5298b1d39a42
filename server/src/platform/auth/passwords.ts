import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_RESEMBLES_ACCOUNT, resemblesIdentifier } from '@onsite/contracts';
import { badRequest } from '#server/platform/http/errors.ts';

// OWASP password storage cheat sheet, argon2id option 2: m = 19 MiB, t = 2, p = 1 (argon2id is the default).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The password policy's check against the account's stored identifiers (contracts/src/password.ts: the
 * request schemas check the identifiers they carry), on every path that sets a password: 400 naming the field.
 */
export function refuseOwnIdentifiers(password: string, identifiers: readonly (string | null | undefined)[]) {
  if (resemblesIdentifier(password, identifiers)) throw badRequest(`password: ${PASSWORD_RESEMBLES_ACCOUNT}`);
}
