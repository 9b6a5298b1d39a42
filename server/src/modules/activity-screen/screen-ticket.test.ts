import { describe, expect, it } from 'vitest';
import { signTicket, TICKET_SECONDS, ticketOpens } from './screen-ticket.ts';

describe('screen tickets', () => {
  const secret = 'a'.repeat(64);
  const now = new Date('2026-11-26T10:00:00Z');

  const hash = '$argon2id$v=19$m=19456,t=2,p=1$first';
  const activity = { id: 7, passwordHash: hash };

  it('open their own activity until they run out, under the secret that signed them', () => {
    const { ticket, expiresAt } = signTicket(7, hash, secret, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(TICKET_SECONDS * 1000);
    expect(ticketOpens(ticket, activity, secret, now)).toBe(true);
    expect(ticketOpens(ticket, { ...activity, id: 8 }, secret, now)).toBe(false);
    expect(ticketOpens(ticket, activity, 'b'.repeat(64), now)).toBe(false);
    expect(ticketOpens(ticket, activity, secret, new Date(expiresAt.getTime() + 1000))).toBe(false);
    expect(ticketOpens('7.1.x', activity, secret, now)).toBe(false);
    expect(ticketOpens('', activity, secret, now)).toBe(false);
  });

  it('no longer open once the access password changed', () => {
    const { ticket } = signTicket(7, hash, secret, now);
    expect(
      ticketOpens(ticket, { id: 7, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$second' }, secret, now),
    ).toBe(false);
    expect(ticket).not.toContain('argon2');
  });
});
