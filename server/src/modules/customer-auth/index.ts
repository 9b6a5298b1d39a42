/** What other modules may use of the customer-auth module; everything else in this folder is its own. */

export { captchaReply, checkCaptcha } from './captcha.service.ts';
export { LIMITS, limit, limitCodeTarget } from './rate-limits.ts';
export { CODE_TTL_MS, checkCode, issueCode, releaseCodeInterval } from './verification-code.service.ts';
export { authorizeAccountForm, escapeHtml, page } from './wechat-sandbox-page.ts';
