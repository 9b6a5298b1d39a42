/** Fields whose values never reach the audit log: passwords, codes, tokens, keys, signatures. */
const SECRET = /pass|pwd|secret|token|captcha|otp|(^|_)(code|sign|key|ticket|t)$/i;
export const SUMMARY_MAX = 2000;
const VALUE_MAX = 200;

function redact(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, 20).map((item) => redact(item, depth + 1));
    return value.length > 20 ? [...items, `… ${value.length - 20} more`] : items;
  }
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, SECRET.test(name) ? '***' : redact(item, depth + 1)]),
  );
}

/**
 * What a state-changing call asked for, as the audit log keeps it: its query and JSON body with every
 * secret-looking field masked, long strings and lists cut, at most SUMMARY_MAX characters. A multipart
 * body (an upload) is named, not copied.
 */
export function auditSummary(query: unknown, body: unknown, multipart: boolean): string {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length > 0) parts.query = redact(query, 0);
  if (multipart) parts.body = '(multipart form)';
  else if (body !== undefined && body !== null) parts.body = redact(body, 0);
  if (Object.keys(parts).length === 0) return '';
  const text = JSON.stringify(parts);
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}
