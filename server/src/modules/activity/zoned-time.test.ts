import { describe, expect, it } from 'vitest';
import { zonedToInstant } from './zoned-time.ts';

describe('zonedToInstant', () => {
  it('reads a wall time in Shanghai as UTC+8', () => {
    expect(zonedToInstant('2026-12-01 19:00:00', 'Asia/Shanghai').toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
  });

  it('follows daylight saving time in New York', () => {
    expect(zonedToInstant('2026-07-01 09:30', 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:30:00.000Z',
    );
    expect(zonedToInstant('2026-01-15 09:30', 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:30:00.000Z',
    );
  });

  it('refuses text that is not a local time', () => {
    expect(() => zonedToInstant('tomorrow', 'UTC')).toThrow(RangeError);
  });
});
