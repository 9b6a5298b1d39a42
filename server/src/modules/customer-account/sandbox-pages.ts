import { authorizeAccountForm, escapeHtml, page } from '#server/modules/customer-auth/index.ts';

/**
 * The sandbox WeChat pages of account settings, built like the scan-login sandbox (plain HTML forms, no
 * script): what the phone shows when binding WeChat to an account, and the official-account authorisation
 * page (WeChat's "authorise this platform to manage your official account").
 */

export function bindPage(input: { ticket: string; siteName: string; nickname: string; openid: string }) {
  return page(
    '绑定微信',
    `<h1>${escapeHtml(input.siteName)}</h1><p>将你的微信绑定到账号「${escapeHtml(input.nickname)}」<br>Bind your WeChat to the account "${escapeHtml(input.nickname)}"</p>
<form method="post" action="/api/sandbox/wechat/bind">
<input type="hidden" name="ticket" value="${escapeHtml(input.ticket)}">
<label for="openid">沙箱微信身份 (openid)</label><input id="openid" name="openid" value="${escapeHtml(input.openid)}" maxlength="64" pattern="[A-Za-z0-9_\\-]{6,64}" required>
<button type="submit">确认绑定 / Bind</button></form>`,
  );
}

export function authorizePage(input: { ticket: string; siteName: string; appid: string }) {
  return page(
    '公众号授权',
    `<h1>${escapeHtml(input.siteName)}</h1><p>授权第三方平台管理你的公众号<br>Authorise ${escapeHtml(input.siteName)} to manage your official account</p>
${authorizeAccountForm({ action: '/api/sandbox/wechat/authorize', ticket: input.ticket, appid: input.appid, firstType: 'subscription' })}`,
  );
}

export type SandboxResult = 'bound' | 'authorized' | 'refused' | 'expired' | 'used' | 'unknown';

export function sandboxResultPage(state: SandboxResult) {
  const text = {
    bound: ['绑定成功', 'Bound. Return to the computer to continue.'],
    authorized: ['授权成功', 'Authorised. Return to the computer to continue.'],
    refused: ['无法绑定', 'This WeChat cannot be bound. The computer shows why.'],
    expired: ['二维码已过期', 'This page has expired. Start again on the computer.'],
    used: ['已使用', 'This page was already used.'],
    unknown: ['链接无效', 'This link is not valid.'],
  }[state];
  return page(text[0], `<h1 data-state="${state}">${escapeHtml(text[0])}</h1><p>${escapeHtml(text[1])}</p>`);
}
