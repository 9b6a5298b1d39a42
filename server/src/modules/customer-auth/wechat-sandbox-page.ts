/**
 * The sandbox's stand-in for what WeChat shows on the phone after a scan: the site asking to sign in, the
 * WeChat identity (openid) of this "phone" — remembered in a cookie, like a phone keeps its account — and a
 * confirm button. Plain HTML with a form: the CSP allows no inline script.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;margin:0;padding:32px 16px;color:#1f1f1f}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:28px 24px;text-align:center;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 8px}p{color:#595959;font-size:14px;line-height:1.6}
label{display:block;text-align:left;font-size:13px;color:#8c8c8c;margin:16px 0 4px}
input,select{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #d9d9d9;border-radius:6px;font-size:14px;background:#fff}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:16px;cursor:pointer}
.badge{display:inline-block;font-size:12px;color:#fa8c16;border:1px solid #ffd591;background:#fff7e6;border-radius:4px;padding:0 6px;margin-bottom:12px}`;

export function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><span class="badge">WeChat sandbox · 微信沙箱</span>${body}</main></body></html>`;
}

export function confirmPage(input: { ticket: string; siteName: string; openid: string }) {
  return page(
    '微信登录确认',
    `<h1>${escapeHtml(input.siteName)}</h1><p>申请使用你的微信账号登录<br>${escapeHtml(input.siteName)} wants to sign you in with WeChat</p>
<form method="post" action="/api/sandbox/wechat/confirm">
<input type="hidden" name="ticket" value="${escapeHtml(input.ticket)}">
<label for="openid">沙箱微信身份 (openid)</label><input id="openid" name="openid" value="${escapeHtml(input.openid)}" maxlength="64" pattern="[A-Za-z0-9_\\-]{6,64}" required>
<button type="submit">确认登录 / Confirm</button></form>`,
  );
}

export function resultPage(state: 'confirmed' | 'expired' | 'used' | 'unknown') {
  const text = {
    confirmed: ['已确认登录', 'Confirmed. Return to the computer to continue.'],
    expired: ['二维码已过期', 'This QR code has expired. Refresh it on the computer.'],
    used: ['二维码已使用', 'This QR code was already used.'],
    unknown: ['二维码无效', 'This QR code is not valid.'],
  }[state];
  return page(text[0], `<h1 data-state="${state}">${escapeHtml(text[0])}</h1><p>${escapeHtml(text[1])}</p>`);
}

/**
 * The sandbox WeChat's "authorise this platform to manage your official account" form, the same for a
 * customer's /account and for the platform's and agents' own accounts (SCRM › 公众号): the account's
 * profile as WeChat would send it, posted with the ticket to `action`. `firstType` is the type offered first.
 */
export function authorizeAccountForm(input: {
  action: string;
  ticket: string;
  appid: string;
  firstType: 'subscription' | 'service';
}) {
  const types = [
    '<option value="0">订阅号 / Subscription</option>',
    '<option value="2">服务号 / Service</option>',
  ];
  if (input.firstType === 'service') types.reverse();
  return `<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="ticket" value="${escapeHtml(input.ticket)}">
<label for="nick_name">公众号名称 / Account name</label><input id="nick_name" name="nick_name" maxlength="30" required>
<label for="appid">AppID</label><input id="appid" name="appid" value="${escapeHtml(input.appid)}" maxlength="32" pattern="wx[0-9a-f]{16}" required>
<label for="principal_name">主体名称 / Principal</label><input id="principal_name" name="principal_name" maxlength="60">
<label for="service_type">类型 / Type</label><select id="service_type" name="service_type">${types.join('')}</select>
<label for="verify_type">认证 / Verified</label><select id="verify_type" name="verify_type"><option value="0">已认证 / Verified</option><option value="-1">未认证 / Not verified</option></select>
<button type="submit">授权 / Authorise</button></form>`;
}
