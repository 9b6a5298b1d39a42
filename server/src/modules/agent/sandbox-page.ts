import { escapeHtml, page } from '#server/modules/customer-auth/index.ts';

/**
 * The sandbox pages a phone opens from an agent user's bind QR (WeChat or WeCom), built like the customer
 * WeChat sandbox: plain HTML forms, no script (the CSP allows none).
 */
const NAMES = { wechat: ['微信', 'WeChat'], wework: ['企业微信', 'WeCom'] } as const;

export function staffBindPage(input: {
  ticket: string;
  kind: 'wechat' | 'wework';
  name: string;
  openid: string;
}) {
  const [zh, en] = NAMES[input.kind];
  return page(
    `绑定${zh}`,
    `<h1 data-kind="${input.kind}">绑定${zh} / Bind ${en}</h1><p>将你的${zh}绑定到代理商后台账号「${escapeHtml(input.name)}」<br>Bind your ${en} to the agent console account "${escapeHtml(input.name)}"</p>
<form method="post" action="/api/sandbox/wechat/staffBind">
<input type="hidden" name="ticket" value="${escapeHtml(input.ticket)}">
<label for="openid">沙箱${zh}身份 (openid)</label><input id="openid" name="openid" value="${escapeHtml(input.openid)}" maxlength="64" pattern="[A-Za-z0-9_\\-]{6,64}" required>
<button type="submit">确认绑定 / Confirm</button></form>`,
  );
}

export type StaffBindResult = 'confirmed' | 'expired' | 'used' | 'unknown';

export function staffBindResultPage(state: StaffBindResult) {
  const text = {
    confirmed: ['已确认', 'Confirmed. Return to the computer to finish binding.'],
    expired: ['二维码已过期', 'This QR code has expired. Refresh it on the computer.'],
    used: ['二维码已使用', 'This QR code was already used.'],
    unknown: ['二维码无效', 'This QR code is not valid.'],
  }[state];
  return page(text[0], `<h1 data-state="${state}">${escapeHtml(text[0])}</h1><p>${escapeHtml(text[1])}</p>`);
}
