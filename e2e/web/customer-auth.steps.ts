/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from '../fixtures.ts';

/** Steps of the customer sign-in journeys: captcha answers (test runs only), codes from the admin outbox. */

export const isPath = (pathname: string) => (response: { url(): string }) =>
  new URL(response.url()).pathname.toLowerCase() === pathname.toLowerCase();

/** Waits for the next captcha the page loads and answers it (the answer header exists only in test runs). */
export function nextCaptchaAnswer(page: Page): Promise<string> {
  return page
    .waitForResponse(isPath('/api/customer/login/getCaptcha'))
    .then((response) => response.headers()['x-test-captcha-answer'] ?? '');
}

export async function adminToken(baseUrl: string, password: string) {
  const { body } = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
    body: { username: 'admin', password, audience: 'admin' },
  });
  return body.data.access_token;
}

/** The latest code sent to `recipient`, from the admin outbox. */
export async function codeFromOutbox(baseUrl: string, password: string, recipient: string): Promise<string> {
  const token = await adminToken(baseUrl, password);
  const { body } = await callApi<{ body: string }[]>(
    baseUrl,
    `/api/admin/messageOutbox/getList?recipient=${encodeURIComponent(recipient)}&limit=1`,
    { token },
  );
  const match = body.data[0]?.body.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in the outbox for ${recipient}`);
  return match[1];
}

/** Fills the graphic code and presses "get code"; waits for the countdown to start. */
export async function sendCode(page: Page, captchaAnswer: Promise<string>) {
  await page.locator('#captcha_code').fill(await captchaAnswer);
  const refreshed = nextCaptchaAnswer(page);
  const [sent] = await Promise.all([
    page.waitForResponse((response) => /postVerifyCode|postEmailVerifyCode/i.test(response.url())),
    page.getByTestId('send-code').click(),
  ]);
  const body = (await sent.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
  await page
    .getByTestId('send-code')
    .getByText(/秒后重发/)
    .waitFor();
  expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
  await refreshed;
}

export const uniquePhone = () => `136${String(Date.now()).slice(-8)}`;
