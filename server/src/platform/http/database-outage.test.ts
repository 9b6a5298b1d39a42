import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/database.ts';
import { appWithTestServices } from '#server/test/harness.ts';

/** A port on 127.0.0.1 that nothing listens on: connecting to it is refused, as to a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

// The app on a PostgreSQL that is not there (issue 13): every request that needs the database answers the
// 503 envelope — never a bare 500 — and /api/health reports the database down. The fault suite
// (scripts/faults) does the same against a real server stopped and started under load.
describe('a request while the database is unreachable', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let storageDir: string;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: `postgres://onsite@127.0.0.1:${await closedPort()}/onsite`,
      dataDir: 'memory://',
      onConnectionEvent: () => {},
    });
    ({ app, storageDir } = await appWithTestServices(
      { db: handle.db, kind: 'postgres' },
      loadConfig({ NODE_ENV: 'test' }),
    ));
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const inject = (options: InjectOptions, language = 'en') =>
    app.inject({
      ...options,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': language, ...options.headers },
    });

  it('reports the database down on /api/health with HTTP 503', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 503,
      msg: 'the database is unavailable, please try again shortly',
      data: { status: 'unavailable', database: 'postgres', database_state: 'down', time: expect.any(String) },
    });
    const zh = await inject({ method: 'GET', url: '/api/health' }, 'zh-CN');
    expect(zh.json().msg).toBe('数据库暂时不可用，请稍后重试');
  });

  it('answers a login (a write) with the 503 envelope in the request language', async () => {
    const response = await inject(
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'whatever-it-is', audience: 'admin' },
      },
      'zh-TW',
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      msg: '資料庫暫時無法使用，請稍後重試',
      data: null,
      requestId: expect.any(String),
    });
  });

  it('answers a signed-in read with 503 too (the session lookup needs the database)', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/admin/notice/getList',
      headers: { authorization: `Bearer ${'a'.repeat(64)}` },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 503, data: null });
  });
});
