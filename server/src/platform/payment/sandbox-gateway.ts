import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config/config.ts';
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

interface RefundMade {
  transactionId: string;
  refundNo: string;
  amount: number;
  refundId: string;
}

/** Where the sandbox keeps its refunds in an install (tests keep them in memory, per process). */
export function sandboxRefundsFile(config: Config): string | undefined {
  if (config.env === 'test') return undefined;
  fs.mkdirSync(config.dataDir, { recursive: true });
  return path.join(config.dataDir, 'pay-sandbox-refunds.jsonl');
}

/** A refund line of the book; a cut-short or empty line is none. */
function parseLine(line: string): RefundMade | null {
  if (!line) return null;
  try {
    return JSON.parse(line) as RefundMade;
  } catch {
    return null;
  }
}

/**
 * The refunds the sandbox made, kept as the real service keeps them: beyond this process. With a file
 * (`DATA_DIR/pay-sandbox-refunds.jsonl`, one JSON line per refund, appended and fsynced before the refund is
 * answered) a restart still knows them — a retried refund number answers the same refund and the "never more
 * than the payment" rule holds across restarts. The file is read again before each refund, so processes
 * sharing DATA_DIR see each other's. Without a file (tests) they live in memory.
 */
class RefundBook {
  private readonly made = new Map<string, RefundMade[]>();
  private readOffset = 0;

  constructor(private readonly file?: string) {}

  of(transactionId: string): RefundMade[] {
    this.catchUp();
    return this.made.get(transactionId) ?? [];
  }

  record(refund: RefundMade): void {
    if (!this.file) {
      this.add(refund);
      return;
    }
    const fd = fs.openSync(this.file, 'a', 0o600);
    try {
      // the leading newline ends a line a crash may have cut short, so it never swallows this one
      fs.writeSync(fd, `\n${JSON.stringify(refund)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    // read it back with whatever another process appended meanwhile
    this.catchUp();
  }

  private add(refund: RefundMade) {
    this.made.set(refund.transactionId, [...(this.made.get(refund.transactionId) ?? []), refund]);
  }

  /** Reads what was appended since the last look (by this or another process). */
  private catchUp() {
    if (!this.file || !fs.existsSync(this.file)) return;
    const size = fs.statSync(this.file).size;
    if (size <= this.readOffset) return;
    const fd = fs.openSync(this.file, 'r');
    try {
      const buffer = Buffer.alloc(size - this.readOffset);
      fs.readSync(fd, buffer, 0, buffer.length, this.readOffset);
      const text = buffer.toString('utf8');
      // a line cut short by a crash mid-write has no newline yet: it is not a refund that was answered
      const complete = text.slice(0, text.lastIndexOf('\n') + 1);
      for (const line of complete.split('\n')) {
        const refund = parseLine(line);
        if (refund) this.add(refund);
      }
      this.readOffset += Buffer.byteLength(complete);
    } finally {
      fs.closeSync(fd);
    }
  }
}

/**
 * The sandbox payment gateway: behaves end to end like WeChat Pay / Alipay without money. The QR code opens
 * its cashier page (served by us under /api/sandbox/pay); "pay" there makes the gateway send a signed notify to
 * our notify endpoint over HTTP, exactly as the real gateways call back. Its key signs both the cashier
 * tickets and the notifies.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox';

  /** The refunds it made, per payment (transaction id), as the real service keeps them. */
  private readonly refunds: RefundBook;

  /** `refundsFile`: where its refunds outlive the process (see RefundBook); none keeps them in memory. */
  constructor(
    private readonly secret: string,
    refundsFile?: string,
  ) {
    this.refunds = new RefundBook(refundsFile);
  }

  /**
   * Refunds like the real services: a repeated refund number answers the refund already made; the refunds
   * of one payment never add up to more than it took; a payment it never took (no transaction) is refused.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (!request.transactionId) return { ok: false, reason: 'unknown transaction' };
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      return { ok: false, reason: 'invalid amount' };
    }
    const made = this.refunds.of(request.transactionId);
    const again = made.find((refund) => refund.refundNo === request.refundNo);
    if (again) return { ok: true, refundId: again.refundId };
    const refunded = made.reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + request.amount > request.total) return { ok: false, reason: 'refund exceeds payment' };
    const refundId = `SBXR${Date.now()}${randomBytes(4).toString('hex')}`;
    this.refunds.record({
      transactionId: request.transactionId,
      refundNo: request.refundNo,
      amount: request.amount,
      refundId,
    });
    return { ok: true, refundId };
  }

  /** What it refunded of a payment so far (cents). */
  refundedOf(transactionId: string): number {
    return this.refunds.of(transactionId).reduce((sum, refund) => sum + refund.amount, 0);
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
