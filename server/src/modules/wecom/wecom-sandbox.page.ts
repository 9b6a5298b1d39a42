import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#f2f3f5;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.06);text-align:center}
h1{font-size:18px;margin:0 0 4px}.sandbox{color:#8f959e;font-size:12px;margin:0 0 20px}
.avatar{width:64px;height:64px;border-radius:8px;background:#1677ff;color:#fff;font-size:28px;line-height:64px;margin:8px auto 12px}
.member{font-size:20px;font-weight:600}.corp{color:#8f959e;font-size:13px;margin:4px 0 20px}
label{display:block;text-align:left;font-size:14px;margin:0 0 6px}
input{box-sizing:border-box;width:100%;height:42px;border:1px solid #d9d9d9;border-radius:8px;padding:0 12px;font-size:15px;margin:0 0 6px}
.error{color:#f5222d;font-size:13px;text-align:left;margin:0 0 10px;min-height:18px}
button{width:100%;height:46px;border:0;border-radius:8px;font-size:16px;color:#fff;background:#07c160;cursor:pointer}
.result{font-size:18px}.ok{color:#07c160}.fail{color:#f5222d}`;

function page(language: ServerLanguage, body: string): string {
  const lang = language.replace('_', '-');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(translate('Sandbox WeCom', language))}</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

/** The page of an acquisition link as WeCom shows it on a phone: the member, and "add as contact". */
export function linkPage(
  view: {
    linkId: string;
    channel: string;
    member: string;
    corpId: string;
    name?: string;
    error?: MessageKey;
  },
  language: ServerLanguage,
): string {
  const t = (key: MessageKey, params?: MessageParams) => escapeHtml(translate(key, language, params));
  return page(
    language,
    `<h1>${t('Sandbox WeCom')}</h1><p class="sandbox">${t('This is a sandbox: no WeCom account is used.')}</p>
<div class="avatar">${escapeHtml([...view.member][0] ?? '')}</div>
<div class="member" data-testid="wecom-link-member">${escapeHtml(view.member)}</div>
<div class="corp">${t('a member of the corp {corp}', { corp: view.corpId })}</div>
<form method="post"><input type="hidden" name="link_id" value="${escapeHtml(view.linkId)}"><input type="hidden" name="customer_channel" value="${escapeHtml(view.channel)}">
<label for="name">${t('Your name')}</label>
<input id="name" name="name" maxlength="30" value="${escapeHtml(view.name ?? '')}" data-testid="wecom-link-name" autocomplete="name">
<p class="error" data-testid="wecom-link-error">${view.error ? t(view.error) : ''}</p>
<button type="submit" data-testid="wecom-link-add">${t('Add as a contact')}</button></form>`,
  );
}

export type LinkOutcome = 'added' | 'invalid' | 'refused';

const RESULT: Record<LinkOutcome, { ok: boolean; title: MessageKey }> = {
  added: { ok: true, title: 'You added {member} as a contact' },
  invalid: { ok: false, title: 'This link is invalid or was deleted' },
  refused: { ok: false, title: "The corp's app did not accept the new contact" },
};

export function linkResult(outcome: LinkOutcome, language: ServerLanguage, member = ''): string {
  const { ok, title } = RESULT[outcome];
  return page(
    language,
    `<p class="result ${ok ? 'ok' : 'fail'}" data-testid="wecom-link-result" data-outcome="${outcome}">${escapeHtml(translate(title, language, { member }))}</p>`,
  );
}
