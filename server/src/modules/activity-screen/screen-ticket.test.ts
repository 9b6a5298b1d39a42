import { describe, expect, it } from 'vitest';
import { signTicket, TICKET_SECONDS, ticketOpens } from './screen-ticket.ts';

describe('screen tickets', () => {
  const secret = 'a'.repeat(64);
  const now = new Date('2026-11-26T10:00:00Z');

  it('open their own activity until they run out, under the secret that signed them', () => {
    const { ticket, expiresAt } = signTicket(7, secret, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(TICKET_SECONDS * 1000);
    expect(ticketOpens(ticket, 7, secret, now)).toBe(true);
    expect(ticketOpens(ticket, 8, secret, now)).toBe(false);
    expect(ticketOpens(ticket, 7, 'b'.repeat(64), now)).toBe(false);
    expect(ticketOpens(ticket, 7, secret, new Date(expiresAt.getTime() + 1000))).toBe(false);
    expect(ticketOpens('7.1.x', 7, secret, now)).toBe(false);
    expect(ticketOpens('', 7, secret, now)).toBe(false);
  });
});
