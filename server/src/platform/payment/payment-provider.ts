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

export type NotifyCheck =
  | { ok: true; notify: VerifiedNotify }
  | { ok: false; reason: string; orderNo: string };

/**
 * A payment gateway: it turns an order into a QR code to scan, and later tells us (a signed notify to
 * /api/pay/notify/{name}) that the order was paid. The sandbox driver is the default; a real WeChat Pay or
 * Alipay driver implements the same two calls.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The URL the QR code encodes. `origin` is how the customer's browser reached us. */
  qrcodeUrl(request: PaymentRequest, origin: string): string;
  verifyNotify(body: unknown): NotifyCheck;
}
