import { describe, expect, it } from 'vitest';
import { auditSummary, SUMMARY_MAX } from './audit-summary.ts';

describe('auditSummary', () => {
  it('keeps what the call asked for and masks every secret-looking field', () => {
    const text = auditSummary(
      { keyword: 'acme', t: 'ticket.sig' },
      {
        username: 'admin',
        password: 'x',
        old_password: 'y',
        verify_code: '123456',
        api_key: 'k',
        nested: { token: 'z' },
      },
      false,
    );
    expect(JSON.parse(text)).toEqual({
      query: { keyword: 'acme', t: '***' },
      body: {
        username: 'admin',
        password: '***',
        old_password: '***',
        verify_code: '***',
        api_key: '***',
        nested: { token: '***' },
      },
    });
  });

  it('names a multipart body instead of copying it, and is empty for a call without input', () => {
    expect(JSON.parse(auditSummary({}, undefined, true))).toEqual({ body: '(multipart form)' });
    expect(auditSummary({}, undefined, false)).toBe('');
  });

  it('cuts long strings, long lists and the whole text', () => {
    const text = auditSummary(
      undefined,
      { ids: Array.from({ length: 30 }, (_, n) => n), note: 'x'.repeat(500) },
      false,
    );
    const parsed = JSON.parse(text);
    expect(parsed.body.ids).toHaveLength(21);
    expect(parsed.body.ids[20]).toBe('… 10 more');
    expect(parsed.body.note).toHaveLength(201);
    const huge = auditSummary(
      undefined,
      Object.fromEntries(Array.from({ length: 100 }, (_, n) => [`f${n}`, 'y'.repeat(100)])),
      false,
    );
    expect(huge.length).toBe(SUMMARY_MAX);
  });
});
