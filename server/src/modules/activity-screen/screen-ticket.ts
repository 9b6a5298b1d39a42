import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A venue screen's ticket: proof that someone gave the activity's access password, for 12 hours, so the
 * screen's refresh every few seconds does not check the password (a deliberately slow hash) each time.
 * `<activity id>.<expiry, unix seconds>.<base64url HMAC-SHA256>`; a new password does not void a ticket
 * already given (it runs out on its own).
 */
export const TICKET_SECONDS = 12 * 3600;

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`onsite-screen.${payload}`).digest('base64url');

export function signTicket(activityId: number, secret: string, now = new Date()) {
  const exp = Math.floor(now.getTime() / 1000) + TICKET_SECONDS;
  const payload = `${activityId}.${exp}`;
  return { ticket: `${payload}.${mac(payload, secret)}`, expiresAt: new Date(exp * 1000) };
}

/** Whether the ticket was signed here for this activity and has not run out. */
export function ticketOpens(ticket: string, activityId: number, secret: string, now = new Date()): boolean {
  const [id, exp, signature] = ticket.split('.');
  if (!id || !exp || !signature || Number(id) !== activityId) return false;
  if (Number(exp) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(`${id}.${exp}`, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
