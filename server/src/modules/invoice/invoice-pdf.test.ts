import { describe, expect, it } from 'vitest';
import { invoiceDay } from './invoice-pdf.ts';

describe('invoice PDF fields', () => {
  it("dates the invoice in China's time", () => {
    // 16:30 UTC is 00:30 the next day in Beijing
    expect(invoiceDay(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(invoiceDay(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-26');
  });
});
