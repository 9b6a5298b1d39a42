import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const yuan = (cents: number) => (cents / 100).toFixed(2);

const STYLE = `body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#f2f3f5;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 4px}.sandbox{color:#8f959e;font-size:12px;margin:0 0 20px}
.amount{font-size:36px;font-weight:600;text-align:center;margin:16px 0 24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:0 0 24px;font-size:14px}dt{color:#8f959e}dd{margin:0;text-align:right}
button{width:100%;height:46px;border:0;border-radius:8px;font-size:16px;color:#fff;cursor:pointer}
.wechat{background:#07c160}.alipay{background:#1677ff}.result{text-align:center;font-size:18px}.ok{color:#07c160}.fail{color:#f5222d}`;

function page(language: ServerLanguage, body: string): string {
  const lang = language.replace('_', '-');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(translate('Sandbox cashier', language))}</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

export interface CashierView {
  token: string;
  merchant: string;
  title: string;
  amount: number;
  payType: 'wechat' | 'alipay';
}

/** The cashier a phone opens from the payment QR: what is paid, to whom, and the "pay" button. */
export function cashierPage(view: CashierView, language: ServerLanguage): string {
  const t = (key: MessageKey) => escapeHtml(translate(key, language));
  return page(
    language,
    `<h1>${t('Sandbox cashier')}</h1><p class="sandbox">${t('This is a sandbox: no money moves.')}</p>
<div class="amount" data-testid="cashier-amount">¥${yuan(view.amount)}</div>
<dl><dt>${t('Payee')}</dt><dd>${escapeHtml(view.merchant)}</dd><dt>${t('Item')}</dt><dd>${escapeHtml(view.title)}</dd><dt>${t('Amount')}</dt><dd>¥${yuan(view.amount)}</dd></dl>
<form method="post"><input type="hidden" name="t" value="${escapeHtml(view.token)}"><button type="submit" class="${view.payType}" data-testid="cashier-pay">${t('Pay now')}</button></form>`,
  );
}

/** What the cashier tells the payer after "pay": paid now, paid earlier (nothing applied), or not. */
export type CashierOutcome = 'paid' | 'already paid' | 'invalid' | 'refused';

const RESULT: Record<CashierOutcome, { ok: boolean; title: MessageKey; detail?: MessageKey }> = {
  paid: { ok: true, title: 'Payment succeeded', detail: 'You can return to the merchant page.' },
  'already paid': {
    ok: true,
    title: 'This order was already paid',
    detail: 'It was paid earlier; this payment was not applied and no money moved.',
  },
  invalid: { ok: false, title: 'This payment link is invalid or has expired' },
  refused: { ok: false, title: 'The merchant did not accept the payment' },
};

export function cashierResult(outcome: CashierOutcome, language: ServerLanguage): string {
  const t = (key: MessageKey) => escapeHtml(translate(key, language));
  const { ok, title, detail } = RESULT[outcome];
  return page(
    language,
    `<p class="result ${ok ? 'ok' : 'fail'}" data-testid="cashier-result" data-outcome="${outcome}">${t(title)}</p>${detail ? `<p class="sandbox" style="text-align:center">${t(detail)}</p>` : ''}`,
  );
}
