// No zod here: the login screens check passwords with these before any contract module is loaded (issue 19).

/**
 * DESIGN.md security baseline: 8–64 characters, and the most common passwords are refused.
 * The spec's "6-30" placeholder was never enforced; this policy replaces it everywhere a password is set.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// A short list of the most used passwords that fit the length rule (from public breach top lists).
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwertyuiop',
  'qwerty123',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '87654321',
  'iloveyou',
  'abcd1234',
  '1qaz2wsx',
  'a1234567',
  'admin123',
  'admin1234',
  'administrator',
  'welcome1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'starwars',
  'trustno1',
  'superman',
  'letmein1',
  'passw0rd',
  'p@ssw0rd',
  'aa123456',
  'qq123456',
  'woaini1314',
  '5201314520',
  '147258369',
  '123123123',
  '12341234',
  'asdfghjkl',
  'zxcvbnm1',
  'qwer1234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'changeme',
  'computer',
  'whatever',
  'abc12345',
  'abcdefgh',
  'a123456789',
  'a12345678',
  'qwe123456',
  'qwe12345',
  'qwerty12',
  'qwerty1234',
  'asd123456',
  'zxc123456',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zaq12wsx',
  '1qazxsw2',
  'woaini520',
  'woaini123',
  'woainima',
  'wodemima',
  'mima1234',
  '52013140',
  '1314520520',
  '123456abc',
  '123456aa',
  '123qweasd',
  'qweasdzxc',
  'iloveyou1',
  'password12',
  'password1234',
  'passw0rd1',
  'welcome123',
  'letmein123',
  'monkey123',
  'dragon123',
  'master123',
  'shadow123',
  'michael1',
  'jennifer',
  'liverpool',
  'chelsea1',
  'arsenal1',
  'superman1',
  'batman123',
  'pokemon1',
  'samsung1',
  'google123',
  'internet',
  'asdfasdf',
  'asdf1234',
  'zxcvbnm123',
  '1234qwer',
  '123abc123',
  'abc123456',
  'test1234',
  'testtest',
  'guest123',
  'root1234',
  'admin888',
  'admin@123',
  'admin12345',
  'qazwsxedc',
  'qazwsx123',
  '7758521a',
  '7758258a',
  '11223344',
  '12344321',
  '12121212',
  '13131313',
  '98765432',
  '987654321',
  '147852369',
  '159753159',
  '741852963',
  '123654789',
  '147258369a',
  '31415926',
  '1234abcd',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Control characters (NUL, line breaks, …) and lone surrogates cannot be typed reliably, nor stored. */
export function hasUnusableCharacters(password: string): boolean {
  return (
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f]/.test(password) ||
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(password)
  );
}

/** Only blanks, or fewer than three different characters ("        ", "aaaaaaaa", "abababab"). */
export function isTooSimplePassword(password: string): boolean {
  return password.trim() === '' || new Set(password.toLowerCase()).size < 3;
}

/**
 * Whether the password is, contains or is part of one of the account's own identifiers (login name, email
 * and its local part, phone, nickname); identifiers shorter than 4 characters are ignored.
 */
export function resemblesIdentifier(
  password: string,
  identifiers: readonly (string | null | undefined)[],
): boolean {
  const candidate = password.trim().toLowerCase();
  const own = identifiers
    .flatMap((value) => {
      const text = (value ?? '').trim().toLowerCase();
      return text.includes('@') ? [text, text.split('@')[0] ?? ''] : [text];
    })
    .filter((text) => text.length >= 4);
  return own.some((text) => candidate.includes(text) || text.includes(candidate));
}

export const PASSWORD_RESEMBLES_ACCOUNT =
  'the password must not contain your account name, email or phone number' as const;
