import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { test as baseTest, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { serverOfWorker } from './workers.ts';

/**
 * Fixtures of the browser journeys: one Chromium per worker, a fresh browser context (own storage, so
 * own sessions) per test, log-in helpers that go through the real login pages. When a test fails, every
 * open page is kept in e2e/artifacts/<test name>[-n].png and .html, with <test name>.log listing the pages'
 * URLs, page and console errors and the API calls made, each with its time since the context opened.
 */

export const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

export type Console = 'admin' | 'agent' | 'customer';

/** Each console's base path, as main.tsx picks them. */
export const consoleBase: Record<Console, string> = {
  admin: '/new_admin',
  agent: '/new_agent',
  customer: '/my',
};

export interface Credentials {
  username: string;
  password: string;
}

export interface Demo {
  admin: Credentials;
  agent: Credentials;
  /** the agent-1 customer with a phone number (nickname 张经理) */
  customer: Credentials;
  /** display names the headers show */
  names: Record<Console, string>;
}

/** A file name from a test's full name ('login > admin: logs in' → 'login-admin-logs-in'). */
export function artifactName(fullName: string): string {
  return fullName
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
}

/** Opens one more browser context (another "device"), closed with the test. */
export type OpenPage = () => Promise<Page>;

export const test = baseTest
  .extend('baseUrl', { scope: 'file' }, () => serverOfWorker(inject('baseUrls')))
  .extend('demo', { scope: 'file' }, (): Demo => {
    const password = inject('password');
    return {
      admin: { username: 'admin', password },
      agent: { username: 'agent@example.com', password },
      customer: { username: '13800000001', password },
      names: { admin: '平台管理员', agent: '代理商演示账号', customer: '张经理' },
    };
  })
  // One Chromium per worker (see chromiumOfWorker)
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('workerBrowser', { scope: 'worker' }, async ({}, { onCleanup }) => chromiumOfWorker(onCleanup))
  .extend('browser', { scope: 'file' }, ({ workerBrowser }): Promise<Browser> => workerBrowser())
  .extend('openPage', async ({ browser, baseUrl, task }, { onCleanup }): Promise<OpenPage> => {
    const contexts: BrowserContext[] = [];
    /** what the failure log tells besides the screenshots: page errors, console errors, API calls */
    const problems: string[] = [];
    onCleanup(async () => {
      // Fixture teardown runs before onTestFailed handlers, while the pages are still open; the state of
      // the test is already settled here.
      if (task.result?.state === 'fail') {
        await keepFailureArtifacts(task.fullTestName, contexts, problems);
      }
      await Promise.all(contexts.map((context) => context.close()));
    });
    return async () => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1366, height: 800 },
        // antd 6 drops its transitions and animations for users who ask for reduced motion: the journeys
        // wait for no animation, and Chromium (the largest CPU user of a run) paints a third less
        reducedMotion: 'reduce',
      });
      contexts.push(context);
      context.setDefaultTimeout(WAIT_MS);
      const openedAt = Date.now();
      const note = (line: string) => problems.push(`+${Date.now() - openedAt}ms ${line}`);
      context.on('weberror', (error) => note(`page error: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() === 'error') note(`console error: ${message.text()}`);
      });
      // The API calls of the test, to tell "the click did nothing" from "the server said no".
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/')) {
          note(`api: ${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
        }
      });
      return context.newPage();
    };
  })
  .extend('page', async ({ openPage }): Promise<Page> => openPage());

/**
 * The worker's Chromium, launched on first use and again should it have gone: launching and closing one per
 * file was ~0.9 s of CPU each (the e2e project shares a worker's modules between its files, `isolate: false`).
 */
function chromiumOfWorker(onCleanup: (cleanup: () => Promise<void>) => void): () => Promise<Browser> {
  let running: Promise<Browser> | undefined;
  onCleanup(async () => {
    await (await running?.catch(() => undefined))?.close();
  });
  return async () => {
    const browser = await running?.catch(() => undefined);
    if (!browser?.isConnected()) {
      running = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    }
    return running as Promise<Browser>;
  };
}

async function keepFailureArtifacts(fullName: string, contexts: BrowserContext[], problems: string[]) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const name = artifactName(fullName);
  const pages = contexts.flatMap((context) => context.pages());
  await Promise.all(
    pages.map(async (page, index) => {
      const file = path.join(artifactsDir, `${name}${index === 0 ? '' : `-${index + 1}`}`);
      try {
        await page.screenshot({ path: `${file}.png` });
        fs.writeFileSync(`${file}.html`, await page.content());
      } catch (error) {
        problems.push(`page ${index + 1}: no screenshot: ${String(error)}`);
      }
    }),
  );
  const urls = pages.map((page, index) => `page ${index + 1}: ${page.url()}`);
  fs.writeFileSync(path.join(artifactsDir, `${name}.log`), `${[...urls, ...problems].join('\n')}\n`);
}

/**
 * Saves a screenshot of the page as e2e/artifacts/<name>.png (for people to look at, not compared), once
 * the shell's loading indicators (lazy page chunks, session fetch) are gone.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await eventually(() => page.locator('.shell-loading').count()).toBe(0);
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${artifactName(name)}.png`);
  // transitions finished first: a field turning red as it is marked invalid was caught half-way (purple)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** How long a journey waits for the page to reach an expected state (a loaded CI machine is slow). */
export const WAIT_MS = 15_000;

/** `expect.poll` with the journeys' patience: the value is re-read until it matches or WAIT_MS pass. */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: WAIT_MS, interval: 100 });
}

/** The little of a DOM element that `inMotion` reads (the e2e code is typed without the DOM library). */
interface MotionNode {
  classList: ArrayLike<string>;
  parentElement: MotionNode | null;
}

/**
 * Clicks once the element and its ancestors are past their opening animation (antd's rc-motion classes
 * `*-appear`, `*-enter`). A click during a modal's zoom-in can press the button and release it beside the
 * moved button, so the browser sends the click to the modal's wrapper and the button never hears it.
 */
export async function clickWhenSettled(target: Locator): Promise<void> {
  await whenSettled(target);
  await target.click();
}

/** Waits until the element and its ancestors are past their opening animation (before a screenshot). */
export async function whenSettled(target: Locator): Promise<void> {
  await target.waitFor();
  await eventually(() =>
    target.evaluate((element: MotionNode) => {
      const motion = /-(appear|enter)(-(prepare|start|active))?$/;
      for (let node: MotionNode | null = element; node; node = node.parentElement) {
        if (Array.from(node.classList).some((name) => motion.test(name))) return true;
      }
      return false;
    }),
  ).toBe(false);
}

/**
 * Chooses `labels` in a multiple select, then closes its list. A click on an option while the list is drawn
 * again (its options arriving) can be lost, which a journey only noticed in the saved row (CI, stop 33), so
 * the chosen tags are read back and a missing one is clicked again.
 */
export async function chooseOptions(page: Page, select: Locator, labels: string[]): Promise<void> {
  const chosen = () => select.locator('.ant-select-selection-item-content').allTextContents();
  // a closed select's list stays in the page, hidden: only the shown one is this select's
  const openList = page.locator('.ant-select-dropdown:visible');
  const expanded = async () => (await select.getByRole('combobox').getAttribute('aria-expanded')) === 'true';
  for (let attempt = 0; attempt < 3; attempt++) {
    const have = await chosen();
    const missing = labels.filter((label) => !have.includes(label));
    if (missing.length === 0) break;
    if (!(await expanded())) await select.click();
    for (const label of missing) {
      await openList.locator('.ant-select-item-option').getByText(label, { exact: true }).click();
    }
  }
  await page.keyboard.press('Escape');
  await eventually(expanded).toBe(false);
  // the list is gone from the screen too (a screenshot right after would catch it closing)
  await eventually(() => openList.count()).toBe(0);
  await eventually(async () => (await chosen()).sort()).toEqual([...labels].sort());
}

// ---------------------------------------------------------------------------------------------------------
// Logging in through the real login pages

const submitButton = (page: Page) => page.getByTestId('login-submit');

/** Fills and submits a console's login page; resolves with the envelope the server answered. */
export async function submitLogin(page: Page, who: Console, credentials: Credentials): Promise<LoginAnswer> {
  await page.locator('#username').fill(credentials.username);
  await page.locator('#password').fill(credentials.password);
  const loginPath = who === 'customer' ? '/api/customer/login/index' : '/api/auth/login';
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => new URL(candidate.url()).pathname.toLowerCase() === loginPath.toLowerCase(),
    ),
    submitButton(page).click(),
  ]);
  return (await response.json()) as LoginAnswer;
}

export interface LoginAnswer {
  code: number;
  msg: string;
  data: { access_token?: string; token?: string } | null;
}

/**
 * Logs in on `<console>/login` and waits for the console's home: the side menu with server menus and the
 * user in the header. Resolves with the session token the server issued to the page. The journeys of the
 * login page itself use this; the others sign in through the API (`signIn`).
 */
export async function loginThroughUi(page: Page, who: Console, credentials: Credentials): Promise<string> {
  await page.goto(`${consoleBase[who]}/login`);
  const answer = await submitLogin(page, who, credentials);
  const token = tokenOf(who, answer, credentials);
  await eventually(() => new URL(page.url()).pathname).not.toMatch(/\/login$/);
  await page.getByTestId('side-menu').waitFor();
  return token;
}

function tokenOf(who: Console, answer: LoginAnswer, credentials: Credentials): string {
  const token = who === 'customer' ? answer.data?.token : answer.data?.access_token;
  if (answer.code !== 0 || !token) {
    throw new Error(`${who} login as ${credentials.username} was refused: ${answer.code} ${answer.msg}`);
  }
  return token;
}

/** Where a console lands after a login without `from` (each console's `afterLogin`). */
const afterLogin: Record<Console, string> = { admin: '/', agent: '/', customer: '/activity' };

/**
 * Who signs in (the console's demo account unless given) and the console page to open (its home unless
 * given, e.g. '/order'). A journey that goes straight on to one page opens it at once instead of the home.
 */
export type SignIn = Credentials | { as?: Credentials; at?: string };

/** The little of the browser's Storage that `signIn` uses (the e2e code is typed without the DOM library). */
interface WebStorage {
  setItem(key: string, value: string): void;
}

/**
 * Signs in as the login page does, without drawing it: the same login call (from the page's own browser
 * context, so the session's device is this browser), its token kept where the page keeps it (a staff
 * login's default "remember me" is off: this tab's sessionStorage; a customer's is on: localStorage), then
 * the console page opens with its side menu. The journeys sign in 170 times; the login page has journeys
 * of its own (login.e2e.ts and the others that call submitLogin or loginThroughUi).
 */
async function signIn(page: Page, who: Console, credentials: Credentials, at: string): Promise<string> {
  const customer = who === 'customer';
  const response = await page.request.post(customer ? '/api/customer/login/index' : '/api/auth/login', {
    data: customer ? { ...credentials, remember: true } : { ...credentials, audience: who, remember: false },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  const token = tokenOf(who, (await response.json()) as LoginAnswer, credentials);
  // a page of the origin without the app's scripts, so that the token is there before the console starts
  await page.goto('/api/health');
  await page.evaluate(
    ({ store, key, value }) =>
      (globalThis as unknown as Record<string, WebStorage>)[store].setItem(key, value),
    { store: customer ? 'localStorage' : 'sessionStorage', key: `${who}_token`, value: token },
  );
  await page.goto(`${consoleBase[who]}${at}`);
  await page.getByTestId('side-menu').waitFor();
  return token;
}

function signInAs(who: Console) {
  return (page: Page, demo: Demo, how: SignIn = {}): Promise<string> => {
    const { as, at } = 'username' in how ? { as: how, at: undefined } : how;
    return signIn(page, who, as ?? demo[who], at ?? afterLogin[who]);
  };
}

export const loginAdmin = signInAs('admin');
export const loginAgent = signInAs('agent');
export const loginCustomer = signInAs('customer');

// ---------------------------------------------------------------------------------------------------------
// Talking to the API from outside the browser

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function callApi<T = unknown>(
  baseUrl: string,
  apiPath: string,
  options: { method?: 'GET' | 'POST' | 'PUT'; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The path and query of the page, without the origin ('/new_admin/login?from=%2Fpartner'). */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Makes the demo agent's first team (星河活动科技) its current one again. A journey that switches teams
 * registers it with onTestFinished: the journeys after it on the same server expect the demo agent there,
 * and a failure half-way once left it in the other team and failed six journeys after it.
 */
export async function backToFirstTeam(baseUrl: string, agentToken: string): Promise<void> {
  const info = await callApi<{ teams: { opid: number; corporate_name: string }[] }>(
    baseUrl,
    '/api/agent/BasicInfo/getInfo',
    { token: agentToken },
  );
  const first = info.body.data.teams.find((team) => team.corporate_name === '星河活动科技');
  const back = await callApi(baseUrl, '/api/agent/BasicInfo/changeTeam', {
    token: agentToken,
    body: { opid: first?.opid },
  });
  expect(back.body.code, back.body.msg).toBe(0);
}
