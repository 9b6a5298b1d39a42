import { describe, expect, it } from 'vitest';
import { feeFor, formatBasisPoints, formatSigned, yuanToCents } from './format';

const unit = (count: number) => `${count} 条`;

describe('resource amounts', () => {
  it('turns yuan into whole cents without float drift', () => {
    expect(yuanToCents(0.29)).toBe(29);
    expect(yuanToCents(1234.56)).toBe(123_456);
    expect(yuanToCents(null)).toBeNull();
  });

  it('formats signed money and SMS counts', () => {
    expect(formatSigned('balance', -12_345, unit)).toBe('-¥123.45');
    expect(formatSigned('redpacket', 500, unit)).toBe('+¥5.00');
    expect(formatSigned('sms', 100, unit)).toBe('+100 条');
    expect(formatBasisPoints(60)).toBe('0.60%');
  });

  it('computes fees like the server: rounded up, never below the minimum', () => {
    const bank = { mode: 'percent' as const, rate: 60, min_fee: 200 };
    expect(feeFor(bank, 10_000)).toBe(200);
    expect(feeFor(bank, 100_001)).toBe(601);
    expect(feeFor({ mode: 'unit', rate: 5, min_fee: 0 }, 300)).toBe(1500);
  });
});
