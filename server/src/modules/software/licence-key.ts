import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read or typed (no 0/O, 1/I/L, 5/S, 8/B). */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY2346789';

/**
 * A random licence key: four groups of five characters of ALPHABET joined by hyphens (e.g. 7KQ2M-HT4XC-9PRWA-3DNE6),
 * 20 characters of 27 possible, about 95 bits, from crypto's RNG.
 */
export function newLicenceKey(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group += 1) {
    let text = '';
    for (let index = 0; index < 5; index += 1) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}

export const LICENCE_KEY_PATTERN =
  /^[ACDEFGHJKMNPQRTUVWXY2346789]{5}(?:-[ACDEFGHJKMNPQRTUVWXY2346789]{5}){3}$/;
