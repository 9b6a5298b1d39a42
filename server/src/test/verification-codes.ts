import { expect } from 'vitest';
import type { TestContext } from './harness.ts';

/**
 * Sends a verification code to a phone or email through the real sign-in endpoints (with a captcha, whose
 * answer only test runs receive) and reads it back from the message outbox.
 */
export async function sendCodeThroughOutbox(
  ctx: Pick<TestContext, 'call' | 'db'>,
  target: string,
  host?: string,
): Promise<string> {
  const headers = host ? { host } : {};
  const captcha = await ctx.call({ method: 'GET', url: '/api/customer/login/getCaptcha', headers });
  const isEmail = target.includes('@');
  const sent = await ctx.call({
    method: 'POST',
    url: `/api/customer/login/${isEmail ? 'postEmailVerifyCode' : 'postVerifyCode'}`,
    headers,
    payload: {
      ...(isEmail ? { email: target } : { mobile: target }),
      captcha_key: captcha.body.data.key,
      captcha_code: String(captcha.raw.headers['x-test-captcha-answer']),
    },
  });
  expect(sent.body.code, sent.body.msg).toBe(0);
  return lastCodeTo(ctx, target);
}

/** The 6-digit code of the last SMS or email the outbox holds for `recipient`. */
export async function lastCodeTo(ctx: Pick<TestContext, 'db'>, recipient: string): Promise<string> {
  const message = await ctx.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return (message.body.match(/\b(\d{6})\b/) as RegExpMatchArray)[1] as string;
}

/** Registers a phone on `host`'s site through the real sign-up (a code from the outbox), with an invite code. */
export async function registerByPhone(
  ctx: Pick<TestContext, 'call' | 'db'>,
  mobile: string,
  host: string,
  inviteCode?: string,
) {
  const code = await sendCodeThroughOutbox(ctx, mobile, host);
  return ctx.call({
    method: 'POST',
    url: '/api/customer/login/postRegister',
    headers: { host },
    payload: {
      register_type: 'mobile',
      mobile,
      verify_code: code,
      password: 'Invited-Pass-42x',
      ...(inviteCode ? { invite_code: inviteCode } : {}),
    },
  });
}
