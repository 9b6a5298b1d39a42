import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A venue screen's ticket: proof that someone gave the activity's access password, for 12 hours, so the
 * screen's refresh every few seconds does not check the password (a deliberately slow hash) each time.
 * `<activity id>.<expiry, unix seconds>.<base64url HMAC-SHA256>`. The MAC also covers the password's stored
 * hash (never in the ticket itself), so a new or removed password voids every ticket already given: the
 * organiser's way to shut out a screen whose password leaked.
 */
export const TICKET_SECONDS = 12 * 3600;

const mac = (payload: string, passwordHash: string, secret: string) =>
  createHmac('sha256', secret).update(`onsite-screen.${payload}.${passwordHash}`).digest('base64url');

export function signTicket(activityId: number, passwordHash: string, secret: string, now = new Date()) {
  const exp = Math.floor(now.getTime() / 1000) + TICKET_SECONDS;
  const payload = `${activityId}.${exp}`;
  return { ticket: `${payload}.${mac(payload, passwordHash, secret)}`, expiresAt: new Date(exp * 1000) };
}

/** Whether the ticket was signed here for this activity and its current password, and has not run out. */
export function ticketOpens(
  ticket: string,
  activity: { id: number; passwordHash: string },
  secret: string,
  now = new Date(),
): boolean {
  const [id, exp, signature] = ticket.split('.');
  if (!id || !exp || !signature || Number(id) !== activity.id) return false;
  if (Number(exp) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(`${id}.${exp}`, activity.passwordHash, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
