/** What another window may post to move the customer site (spec §2): `{ type: 'navigate', path, query? }`. */
export interface NavigateMessage {
  type: 'navigate';
  path: string;
  query?: Record<string, string | number>;
}

/**
 * The in-app location a posted message asks for, or null. Only windows of our own origin are heard, and
 * only paths inside the console (no scheme, no protocol-relative '//' link).
 */
export function locationFromMessage(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): string | null {
  if (event.origin !== ownOrigin) return null;
  const data = event.data as Partial<NavigateMessage> | null;
  if (data?.type !== 'navigate' || typeof data.path !== 'string') return null;
  if (!data.path.startsWith('/') || data.path.startsWith('//')) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(data.query ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${data.path}?${search}` : data.path;
}
