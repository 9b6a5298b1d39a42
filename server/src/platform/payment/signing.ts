import { createHmac, timingSafeEqual } from 'node:crypto';

export type Fields = Record<string, string | number>;

/** The string a payment gateway signs: the fields sorted by name, `name=value` joined by `&` (as WeChat Pay v2 and Alipay do). */
export function canonical(fields: Fields): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

export function sign(fields: Fields, secret: string): string {
  return createHmac('sha256', secret).update(canonical(fields)).digest('hex');
}

/** Constant-time comparison of the given signature with the one the fields should carry. */
export function signatureMatches(fields: Fields, signature: string, secret: string): boolean {
  const expected = Buffer.from(sign(fields, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
