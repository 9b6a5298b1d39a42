import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changeOf, presetRange } from './dashboardRange';

describe('dashboard ranges', () => {
  it('ends each preset today and spans its days', () => {
    const today = dayjs('2026-03-01');
    expect(presetRange('today', today)).toEqual({ start_date: '2026-03-01', end_date: '2026-03-01' });
    expect(presetRange('week', today)).toEqual({ start_date: '2026-02-23', end_date: '2026-03-01' });
    expect(presetRange('month', today)).toEqual({ start_date: '2026-01-31', end_date: '2026-03-01' });
  });

  it('tells the change against the range before, and nothing when there was nothing before', () => {
    expect(changeOf(150, 100)).toBe(50);
    expect(changeOf(1, 3)).toBe(-66.7);
    expect(changeOf(5, 0)).toBeNull();
  });
});
