import { describe, expect, it } from 'vitest';
import { priceOf, yuan } from './money.ts';

describe('money', () => {
  it('writes cents as yuan with two decimals, exactly', () => {
    expect(yuan(12_345)).toBe('123.45');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(-5)).toBe('-0.05');
    expect(yuan(-250)).toBe('-2.50');
    expect(yuan(0)).toBe('0.00');
    expect(yuan(100_000_000_007)).toBe('1000000000.07');
  });

  it('writes a price with the yuan sign', () => {
    expect(priceOf(1_005)).toBe('¥10.05');
  });
});
