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
