import { describe, expect, it } from 'vitest';
import { durationOf, formatYuan } from './money';

describe('money and durations', () => {
  it('shows cents as yuan with two decimals', () => {
    expect(formatYuan(9900)).toBe('¥99.00');
    expect(formatYuan(199905)).toBe('¥1999.05');
    expect(formatYuan(0)).toBe('¥0.00');
  });

  it('reads duration unit 2 as days and anything else as years', () => {
    expect(durationOf(7, 2)).toEqual({ key: 'order.days', count: 7 });
    expect(durationOf(1, 1)).toEqual({ key: 'order.years', count: 1 });
    expect(durationOf(3, 0)).toEqual({ key: 'order.years', count: 3 });
  });
});
