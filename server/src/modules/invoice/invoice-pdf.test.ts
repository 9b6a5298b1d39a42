import { describe, expect, it } from 'vitest';
import { invoiceDay, yuan } from './invoice-pdf.ts';

describe('invoice PDF fields', () => {
  it('writes integer cents as yuan with two decimals, without floating point', () => {
    expect(yuan(0)).toBe('0.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(12_345)).toBe('123.45');
    expect(yuan(100_000_000_01)).toBe('100000000.01');
    expect(yuan(-250)).toBe('-2.50');
  });

  it("dates the invoice in China's time", () => {
    // 16:30 UTC is 00:30 the next day in Beijing
    expect(invoiceDay(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(invoiceDay(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-26');
  });
});
