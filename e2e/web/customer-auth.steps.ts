/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Credentials, callApi, type Demo, eventually, saveScreenshot } from '../fixtures.ts';

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

/** Waits until no antd motion (a modal's zoom, a drawer's slide, a message) is under way, then saves a screenshot. */
export async function screenshotSettled(page: Page, name: string) {
  // antd's rc-motion classes on what is shown (`ant-zoom-enter`, `ant-fade-leave-active`, …); a hidden
  // modal's button, or a button's spinner on its way out, may keep a leave class for good
  const moving = () =>
    page.evaluate(`Array.from(document.querySelectorAll('[class]')).filter((element) => element.checkVisibility() && !element.classList.contains('ant-btn-loading-icon') &&
      Array.from(element.classList).some((name) => /-(appear|enter|leave)(-(prepare|start|active))?$/.test(name))).length`);
  await eventually(moving).toBe(0);
  await saveScreenshot(page, name);
}

/**
 * A visitor opens an invitation link (an agent's or a customer's): the site's sign-up opens with the code,
 * and the visitor registers a fresh phone through it. Resolves with the phone.
 */
export async function signUpThroughInvite(
  visitor: Page,
  url: string,
  baseUrl: string,
  demo: Demo,
  screenshotName?: string,
): Promise<string> {
  const captcha = nextCaptchaAnswer(visitor);
  await visitor.goto(url);
  await eventually(() => new URL(visitor.url()).pathname).toBe('/my/login');
  expect(new URL(visitor.url()).hostname).toBe(new URL(url).hostname);
  expect(new URL(visitor.url()).searchParams.get('invite')).toBe(new URL(url).searchParams.get('code'));
  await eventually(() => visitor.getByTestId('customer-auth').getAttribute('data-mode')).toBe(
    'phoneRegister',
  );
  const mobile = uniquePhone();
  await visitor.locator('#mobile').fill(mobile);
  await sendCode(visitor, captcha);
  await visitor.locator('#verify_code').fill(await codeFromOutbox(baseUrl, demo.admin.password, mobile));
  await visitor.locator('#password').fill('Invited-Visitor-Pass-9');
  if (screenshotName) await screenshotSettled(visitor, screenshotName);
  await visitor.getByTestId('register-submit').click();
  await visitor.getByText('注册成功，请登录').waitFor();
  return mobile;
}

/**
 * A new customer of the platform site that no other journey touches (the journeys share one server, so a
 * journey that changes a customer — buys VIP, binds a phone — works on its own), registered through the
 * API with the captcha and an emailed code.
 */
export async function registerCustomer(
  baseUrl: string,
  adminPassword: string,
  name: string,
  password = 'Journey-Pass-5',
): Promise<Credentials> {
  const email = `${name}-${Date.now()}@example.com`;
  const captcha = await fetch(`${baseUrl}/api/customer/login/getCaptcha`);
  const { data } = (await captcha.json()) as { data: { key: string } };
  const sent = await callApi(baseUrl, '/api/customer/login/postEmailVerifyCode', {
    body: { email, captcha_key: data.key, captcha_code: captcha.headers.get('x-test-captcha-answer') },
  });
  expect(sent.body.code, sent.body.msg).toBe(0);
  const registered = await callApi(baseUrl, '/api/customer/login/postRegister', {
    body: {
      register_type: 'email',
      email,
      password,
      verify_code: await codeFromOutbox(baseUrl, adminPassword, email),
    },
  });
  expect(registered.body.code, registered.body.msg).toBe(0);
  return { username: email, password };
}

/**
 * A new customer of the demo agent that no other journey touches (the journeys share one server: one that
 * makes a customer VIP must not do it to the demo customer other journeys expect without), created by the
 * agent through its API with a first password.
 */
export async function agentCustomer(baseUrl: string, demo: Demo, nickname: string): Promise<Credentials> {
  const login = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
    body: { username: demo.agent.username, password: demo.agent.password, audience: 'agent' },
  });
  expect(login.body.code, login.body.msg).toBe(0);
  const credentials = { username: uniquePhone(), password: 'Journey-Pass-5' };
  const created = await callApi(baseUrl, '/api/agent/customer/create', {
    token: login.body.data.access_token,
    body: { nickname, mobile: credentials.username, password: credentials.password },
  });
  expect(created.body.code, created.body.msg).toBe(0);
  return credentials;
}
