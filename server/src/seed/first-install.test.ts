import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config/config.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '#server/db/database.ts';
import { appWithTestServices, countRows } from '#server/test/harness.ts';
import { prepareEmptyInstall } from './first-install.ts';
import { syncMenuCatalogue } from './menu-sync.ts';

// SEED=none (issue 14): a real, empty platform — menus and roles, the platform's default site, the first
// super admin from ADMIN_USERNAME / ADMIN_PASSWORD, and not one demo row.
let handle: DatabaseHandle;
let app: FastifyInstance;
let storageDir: string;
const FIRST = { username: 'owner', password: 'first-Admin-pass-2026' };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  await syncMenuCatalogue(handle.db);
  ({ app, storageDir } = await appWithTestServices(handle, loadConfig({ NODE_ENV: 'test', SEED: 'none' })));
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const count = (
  table: 'admins' | 'agents' | 'customers' | 'agent_users' | 'activities' | 'orders' | 'menus',
) => countRows(handle.db, table);

const login = (password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
    payload: { username: FIRST.username, password, audience: 'admin' },
  });

describe('an install without demo data (SEED=none)', () => {
  it('says nobody can sign in yet when ADMIN_USERNAME is not set, and still makes the default site', async () => {
    expect(await prepareEmptyInstall(handle.db, undefined)).toEqual({ admin: 'missing' });
    expect(await count('admins')).toBe(0);
    const sites = await handle.db.selectFrom('agents').select(['is_platform_default']).execute();
    expect(sites).toEqual([{ is_platform_default: true }]);
  });

  it('creates the first super admin once, who signs in and sees the admin menus; no demo rows', async () => {
    expect(await prepareEmptyInstall(handle.db, FIRST)).toEqual({ admin: 'created', username: 'owner' });
    const signedIn = await login(FIRST.password);
    expect(signedIn.json()).toMatchObject({ code: 0 });
    const token = signedIn.json().data.access_token as string;
    const menus = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(menus.json().code).toBe(0);
    const routes = (menus.json().data.menus as { route: string }[]).map((menu) => menu.route);
    expect(routes).toEqual(expect.arrayContaining(['/index', '/customer', '/order', '/download']));

    expect({
      admins: await count('admins'),
      agents: await count('agents'),
      agentUsers: await count('agent_users'),
      customers: await count('customers'),
      activities: await count('activities'),
      orders: await count('orders'),
    }).toEqual({ admins: 1, agents: 1, agentUsers: 0, customers: 0, activities: 0, orders: 0 });
    expect(await count('menus')).toBeGreaterThan(20);
  });

  it('never changes the admin or adds a site at a later start, whatever ADMIN_PASSWORD says then', async () => {
    expect(
      await prepareEmptyInstall(handle.db, { username: 'other', password: 'another-Pass-2026' }),
    ).toEqual({
      admin: 'present',
    });
    expect(await count('admins')).toBe(1);
    expect(await count('agents')).toBe(1);
    expect((await login(FIRST.password)).json().code).toBe(0);
  });
});

describe('ADMIN_USERNAME and ADMIN_PASSWORD', () => {
  it('come together, and the password follows the password policy', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner' })).toThrow(/ADMIN_PASSWORD: is required/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: '12345678' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: FIRST.password })).toThrow(
      /ADMIN_USERNAME/,
    );
    expect(loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: FIRST.password }).firstAdmin).toEqual(FIRST);
  });
});
