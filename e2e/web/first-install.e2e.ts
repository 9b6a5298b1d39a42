import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { callApi, consoleBase, eventually, saveScreenshot, submitLogin, test } from '../fixtures.ts';
import { freePort, type RunningServer, startServer, stopServer, waitForHealth } from '../server.ts';

/**
 * An install without demo data (SEED=none, issue 14): a server of its own on an empty embedded database,
 * started the way the README says. The first super admin from ADMIN_USERNAME / ADMIN_PASSWORD signs in
 * through the real login page and finds the menus and empty lists; no demo login works.
 */
const FIRST = { username: 'founder', password: 'Founder-first-2026' };

let server: RunningServer | null = null;
let dataDir = '';
let emptyUrl = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-e2e-empty-'));
  const port = await freePort();
  emptyUrl = `http://127.0.0.1:${port}`;
  server = startServer({
    dataDir,
    port,
    webDist: inject('webDist'),
    env: { SEED: 'none', ADMIN_USERNAME: FIRST.username, ADMIN_PASSWORD: FIRST.password },
    sharedServices: false,
  });
  await waitForHealth(emptyUrl, server);
});

afterAll(async () => {
  if (server) await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a fresh install without demo data', () => {
  test('the first super admin signs in and finds the menus and empty lists; no demo login works', async ({
    page,
    demo,
  }) => {
    const demoLogin = await callApi(emptyUrl, '/api/auth/login', {
      body: { username: demo.admin.username, password: demo.admin.password, audience: 'admin' },
    });
    expect(demoLogin.body.code).not.toBe(0);

    await page.goto(`${emptyUrl}${consoleBase.admin}/login`);
    const answer = await submitLogin(page, 'admin', FIRST);
    expect(answer.code).toBe(0);
    await page.getByTestId('side-menu').waitFor();
    await eventually(() => page.getByTestId('side-menu').textContent()).toContain('系统');

    await page.goto(`${emptyUrl}${consoleBase.admin}/customer`);
    const customers = page.getByTestId('customer-list');
    await customers.waitFor();
    await eventually(() => customers.locator('.ant-empty').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'first-install-admin-customers-empty');

    await page.goto(`${emptyUrl}${consoleBase.admin}/system/user`);
    const staff = page.getByTestId('staff-list');
    await staff.waitFor();
    await eventually(() => staff.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await staff.textContent()).toContain(FIRST.username);
  });
});
