import { randomBytes } from 'node:crypto';
import type {
  NotifyCheck,
  PaymentProvider,
  PaymentRequest,
  RefundOutcome,
  RefundRequest,
} from './payment-provider.ts';
import { type Fields, sign, signatureMatches } from './signing.ts';

/** How long a cashier link stays payable. */
const CASHIER_TTL_MS = 30 * 60 * 1000;

interface CashierTicket extends PaymentRequest {
  /** epoch ms */
  expires: number;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The sandbox payment gateway: behaves end to end like WeChat Pay / Alipay without money. The QR code opens
 * its cashier page (served by us under /api/sandbox/pay); "pay" there makes the gateway send a signed notify to
 * our notify endpoint over HTTP, exactly as the real gateways call back. Its key signs both the cashier
 * tickets and the notifies.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox';

  /** The refunds it made, per payment (transaction id), as the real service keeps them. */
  private readonly refunds = new Map<string, { refundNo: string; amount: number; refundId: string }[]>();

  constructor(private readonly secret: string) {}

  /**
   * Refunds like the real services: a repeated refund number answers the refund already made; the refunds
   * of one payment never add up to more than it took; a payment it never took (no transaction) is refused.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (!request.transactionId) return { ok: false, reason: 'unknown transaction' };
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      return { ok: false, reason: 'invalid amount' };
    }
    const made = this.refunds.get(request.transactionId) ?? [];
    const again = made.find((refund) => refund.refundNo === request.refundNo);
    if (again) return { ok: true, refundId: again.refundId };
    const refunded = made.reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + request.amount > request.total) return { ok: false, reason: 'refund exceeds payment' };
    const refundId = `SBXR${Date.now()}${randomBytes(4).toString('hex')}`;
    this.refunds.set(request.transactionId, [
      ...made,
      { refundNo: request.refundNo, amount: request.amount, refundId },
    ]);
    return { ok: true, refundId };
  }

  /** What it refunded of a payment so far (cents). */
  refundedOf(transactionId: string): number {
    return (this.refunds.get(transactionId) ?? []).reduce((sum, refund) => sum + refund.amount, 0);
  }

  qrcodeUrl(request: PaymentRequest, origin: string): string {
    const ticket: CashierTicket = { ...request, expires: Date.now() + CASHIER_TTL_MS };
    const body = encode(ticket);
    const signature = sign({ ticket: body }, this.secret);
    return `${origin.replace(/\/+$/, '')}/api/sandbox/pay/cashier?t=${body}.${signature}`;
  }

  /** The payment a cashier link stands for, or why it cannot be paid. */
  readTicket(
    token: string,
    now = Date.now(),
  ): { ok: true; ticket: CashierTicket } | { ok: false; reason: string } {
    const [body = '', signature = ''] = token.split('.');
    if (!body || !signatureMatches({ ticket: body }, signature, this.secret)) {
      return { ok: false, reason: 'invalid' };
    }
    const ticket = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CashierTicket;
    return ticket.expires < now ? { ok: false, reason: 'expired' } : { ok: true, ticket };
  }

  /** The notify the gateway sends when the customer pays at its cashier. */
  notifyFor(ticket: CashierTicket): Fields & { sign: string } {
    const fields: Fields = {
      order_no: ticket.orderNo,
      amount: ticket.amount,
      transaction_id: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
      pay_type: ticket.payType,
      nonce: randomBytes(8).toString('hex'),
      paid_at: new Date().toISOString(),
    };
    return { ...fields, sign: sign(fields, this.secret) };
  }

  verifyNotify(body: unknown): NotifyCheck {
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const orderNo = typeof fields.order_no === 'string' ? fields.order_no : '';
    const amount = Number(fields.amount);
    const transactionId = typeof fields.transaction_id === 'string' ? fields.transaction_id : '';
    const signature = typeof fields.sign === 'string' ? fields.sign : '';
    if (!orderNo || !transactionId || !Number.isInteger(amount)) {
      return { ok: false, reason: 'malformed', orderNo };
    }
    const signed: Fields = {};
    for (const [name, value] of Object.entries(fields)) {
      if (name !== 'sign' && (typeof value === 'string' || typeof value === 'number')) signed[name] = value;
    }
    if (!signatureMatches(signed, signature, this.secret))
      return { ok: false, reason: 'bad signature', orderNo };
    const payType =
      fields.pay_type === 'wechat' || fields.pay_type === 'alipay' ? fields.pay_type : undefined;
    return { ok: true, notify: { orderNo, amount, transactionId, ...(payType ? { payType } : {}) } };
  }
}
