import { describe, expect, it } from 'vitest';
import { vipTermEnd } from './vip-term.ts';

const at = (text: string) => new Date(text);

describe('VIP term', () => {
  it('counts days when the unit is 2', () => {
    expect(
      vipTermEnd({
        paidAt: at('2026-11-22T08:00:00Z'),
        duration: 30,
        durationUnit: 2,
        current: null,
        vipId: 1,
      }),
    ).toEqual({ startsAt: at('2026-11-22T08:00:00Z'), expiresAt: at('2026-12-22T08:00:00Z') });
  });

  it('counts years for any other unit, across a leap day', () => {
    expect(
      vipTermEnd({
        paidAt: at('2028-02-29T00:00:00Z'),
        duration: 1,
        durationUnit: 1,
        current: null,
        vipId: 1,
      }).expiresAt,
    ).toEqual(at('2029-03-01T00:00:00Z'));
    expect(
      vipTermEnd({
        paidAt: at('2026-01-15T00:00:00Z'),
        duration: 2,
        durationUnit: 0,
        current: null,
        vipId: 1,
      }).expiresAt,
    ).toEqual(at('2028-01-15T00:00:00Z'));
  });

  it('extends an unexpired term of the same level from its current end', () => {
    const current = { vipId: 2, expiresAt: at('2027-01-01T00:00:00Z') };
    expect(
      vipTermEnd({ paidAt: at('2026-11-22T00:00:00Z'), duration: 10, durationUnit: 2, current, vipId: 2 }),
    ).toEqual({ startsAt: at('2027-01-01T00:00:00Z'), expiresAt: at('2027-01-11T00:00:00Z') });
  });

  it('starts again from the payment when the term expired or the level differs', () => {
    const expired = { vipId: 2, expiresAt: at('2026-01-01T00:00:00Z') };
    expect(
      vipTermEnd({
        paidAt: at('2026-11-22T00:00:00Z'),
        duration: 10,
        durationUnit: 2,
        current: expired,
        vipId: 2,
      }).startsAt,
    ).toEqual(at('2026-11-22T00:00:00Z'));
    const otherLevel = { vipId: 1, expiresAt: at('2027-01-01T00:00:00Z') };
    expect(
      vipTermEnd({
        paidAt: at('2026-11-22T00:00:00Z'),
        duration: 10,
        durationUnit: 2,
        current: otherLevel,
        vipId: 2,
      }).startsAt,
    ).toEqual(at('2026-11-22T00:00:00Z'));
  });
});
