/** What a payment is for, as the gateway shows it on its cashier page. */
export interface PaymentRequest {
  orderNo: string;
  /** cents */
  amount: number;
  title: string;
  payType: 'wechat' | 'alipay';
  /** the agent site's name, shown as the payee */
  merchant: string;
}

/** A payment notification the gateway signed, once verified. */
export interface VerifiedNotify {
  orderNo: string;
  amount: number;
  transactionId: string;
  /** how the payer paid (wechat, alipay), when the gateway says */
  payType?: string;
}

/** A refund asked of the gateway: part or all of a payment it took (its transaction id). */
export interface RefundRequest {
  orderNo: string;
  transactionId: string;
  /** ours, unique: asking again with the same number answers the same refund (a retry refunds nothing more) */
  refundNo: string;
  /** cents to refund now */
  amount: number;
  /** cents the payment took (the gateways check refunds against it) */
  total: number;
  reason: string;
}

export type RefundOutcome = { ok: true; refundId: string } | { ok: false; reason: string };

export type NotifyCheck =
  | { ok: true; notify: VerifiedNotify }
  | { ok: false; reason: string; orderNo: string };

/**
 * A payment gateway: it turns an order into a QR code to scan, and later tells us (a signed notify to
 * /api/pay/notify/{name}) that the order was paid, and refunds part or all of a payment. The sandbox driver
 * is the default; a real WeChat Pay or Alipay driver implements the same calls (their refund APIs take the
 * same fields: transaction, our refund number, amount and total).
 */
export interface PaymentProvider {
  readonly name: string;
  /** The URL the QR code encodes. `origin` is how the customer's browser reached us. */
  qrcodeUrl(request: PaymentRequest, origin: string): string;
  verifyNotify(body: unknown): NotifyCheck;
  /** Refunds money of a payment; refused when it would refund more than the payment took. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}
