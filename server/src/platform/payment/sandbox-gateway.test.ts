import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SandboxGateway } from './sandbox-gateway.ts';

const request = (refundNo: string, amount: number) => ({
  orderNo: 'O1',
  transactionId: 'SBX1',
  refundNo,
  amount,
  total: 1_000,
  reason: 'test',
});

describe('the sandbox gateway refunds like the real services', () => {
  it('answers the same refund for a repeated refund number, and never refunds more than the payment took', async () => {
    const gateway = new SandboxGateway('secret');
    const first = await gateway.refund(request('R1', 600));
    expect(first).toMatchObject({ ok: true, refundId: expect.stringMatching(/^SBXR/) });
    expect(await gateway.refund(request('R1', 600))).toEqual(first);
    expect(gateway.refundedOf('SBX1')).toBe(600);
    expect(await gateway.refund(request('R2', 401))).toEqual({ ok: false, reason: 'refund exceeds payment' });
    expect(await gateway.refund(request('R2', 400))).toMatchObject({ ok: true });
    expect(gateway.refundedOf('SBX1')).toBe(1_000);
  });

  it('refuses a refund of no payment or of no money', async () => {
    const gateway = new SandboxGateway('secret');
    expect(await gateway.refund({ ...request('R1', 10), transactionId: '' })).toEqual({
      ok: false,
      reason: 'unknown transaction',
    });
    expect(await gateway.refund(request('R1', 0))).toEqual({ ok: false, reason: 'invalid amount' });
    expect(gateway.refundedOf('SBX1')).toBe(0);
  });
});

describe("the sandbox gateway's refunds outlive the process", () => {
  it('a restarted gateway (or another process on the same file) still knows every refund it answered', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-refunds-'));
    const file = path.join(dir, 'pay-sandbox-refunds.jsonl');
    try {
      const before = new SandboxGateway('secret', file);
      const first = await before.refund(request('R1', 600));
      expect(first.ok).toBe(true);
      // a second process on the same DATA_DIR sees it at once
      const beside = new SandboxGateway('secret', file);
      expect(await beside.refund(request('R2', 500))).toEqual({
        ok: false,
        reason: 'refund exceeds payment',
      });
      // a crash mid-write leaves a line without its newline: not a refund that was answered
      fs.appendFileSync(file, '{"transactionId":"SBX1","refundNo":"R9","amou');
      const after = new SandboxGateway('secret', file);
      expect(after.refundedOf('SBX1')).toBe(600);
      expect(await after.refund(request('R1', 600))).toEqual(first);
      expect(await after.refund(request('R2', 401))).toEqual({ ok: false, reason: 'refund exceeds payment' });
      // the refund written after the torn line is read back whole
      expect((await after.refund(request('R3', 400))).ok).toBe(true);
      expect(new SandboxGateway('secret', file).refundedOf('SBX1')).toBe(1_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
