import { authorizeAccountForm, escapeHtml, page } from '#server/modules/customer-auth/index.ts';

/**
 * The sandbox WeChat's pages for the platform's and agents' official accounts (plain HTML forms, no script,
 * like the customer's /account sandbox pages): the authorisation page an admin's QR opens, and an account's
 * profile page, where the sandbox phone (its openid remembered per browser) follows or unfollows it.
 */

export function authorizePage(input: { ticket: string; ownerName: string; appid: string }) {
  return page(
    '公众号授权',
    `<h1>${escapeHtml(input.ownerName)}</h1><p>授权第三方平台管理你的公众号<br>Authorise the platform to manage your official account for ${escapeHtml(input.ownerName)}</p>
${authorizeAccountForm({ action: '/api/sandbox/wechat/mp/authorize', ticket: input.ticket, appid: input.appid, firstType: 'service' })}`,
  );
}

export function followPage(input: {
  appid: string;
  name: string;
  principal: string;
  openid: string;
  nickname: string;
  following: boolean;
}) {
  const state = input.following ? 'following' : 'not-following';
  return page(
    input.name,
    `<h1 data-state="${state}">${escapeHtml(input.name)}</h1><p>${escapeHtml(input.principal)}<br>${
      input.following
        ? '你已关注该公众号 / You follow this account'
        : '关注公众号 / Follow this official account'
    }</p>
<form method="post" action="/api/sandbox/wechat/mp/follow">
<input type="hidden" name="appid" value="${escapeHtml(input.appid)}">
<input type="hidden" name="action" value="${input.following ? 'unfollow' : 'follow'}">
<label for="openid">沙箱微信身份 (openid)</label><input id="openid" name="openid" value="${escapeHtml(input.openid)}" maxlength="64" pattern="[A-Za-z0-9_\\-]{6,64}" required>
<label for="nickname">微信昵称 / Nickname</label><input id="nickname" name="nickname" value="${escapeHtml(input.nickname)}" maxlength="32">
<button type="submit">${input.following ? '不再关注 / Unfollow' : '关注 / Follow'}</button></form>`,
  );
}

export type SandboxResult =
  | 'authorized'
  | 'expired'
  | 'used'
  | 'unknown'
  | 'followed'
  | 'unfollowed'
  | 'no account';

export function resultPage(state: SandboxResult) {
  const text = {
    authorized: ['授权成功', 'Authorised. Return to the computer to continue.'],
    expired: ['二维码已过期', 'This page has expired. Start again on the computer.'],
    used: ['已使用', 'This page was already used.'],
    unknown: ['链接无效', 'This link is not valid.'],
    followed: ['已关注', 'You now follow this official account.'],
    unfollowed: ['已取消关注', 'You no longer follow this official account.'],
    'no account': ['公众号不存在', 'No official account has this AppID.'],
  }[state];
  return page(
    text[0],
    `<h1 data-state="${state.replace(' ', '-')}">${escapeHtml(text[0])}</h1><p>${escapeHtml(text[1])}</p>`,
  );
}
