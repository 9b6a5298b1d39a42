import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimiter, RedisUnreachableError } from './create-rate-limiter.ts';
import { MemoryRateLimiter } from './rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const redisUrl = process.env.REDIS_URL;
const WINDOW_MS = 15 * 60 * 1000;

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A TCP relay to the Redis at url that a test can cut, as if Redis went away. */
async function startProxy(url: string, port = 0) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe('createRateLimiter', () => {
  it('keeps counts in process when REDIS_URL is not set', async () => {
    const limiter = await createRateLimiter({ redisUrl: undefined });
    expect(limiter).toBeInstanceOf(MemoryRateLimiter);
    await limiter.close();
  });

  it('stops the start with a message naming REDIS_URL when Redis cannot be reached in time', async () => {
    const port = await closedPort();
    const started = Date.now();
    const attempt = createRateLimiter(
      { redisUrl: `redis://:s3cret@127.0.0.1:${port}` },
      { connectTimeoutMs: 400 },
    );
    await expect(attempt).rejects.toBeInstanceOf(RedisUnreachableError);
    await expect(attempt).rejects.toThrow(
      /^REDIS_URL: cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ within 0\.4 s \(.*ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('never puts the Redis password into the start error', async () => {
    const port = await closedPort();
    const attempt = createRateLimiter(
      { redisUrl: `redis://:s3cret@127.0.0.1:${port}` },
      { connectTimeoutMs: 100 },
    );
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });
});

describe('RedisRateLimiter.close', () => {
  it('returns at once and stops retrying when Redis is unreachable', async () => {
    const client = new Redis(`redis://127.0.0.1:${await closedPort()}`, { lazyConnect: true });
    client.on('error', () => {});
    client.connect().catch(() => {});
    await sleep(100);
    await new RedisRateLimiter(client).close();
    await sleep(300);
    expect(client.status).not.toBe('connecting');
    expect(client.status).not.toBe('ready');
  });
});

describe('RedisRateLimiter with a fallback, when Redis is away', () => {
  it('counts in the fallback at once, enforcing the limit, instead of failing the hit', async () => {
    const client = new Redis(`redis://127.0.0.1:${await closedPort()}`, { lazyConnect: true });
    client.on('error', () => {});
    client.connect().catch(() => {});
    const limiter = new RedisRateLimiter(client, { fallback: new MemoryRateLimiter() });
    try {
      const started = Date.now();
      for (let i = 0; i < 3; i++)
        expect((await limiter.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(true);
      expect((await limiter.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(false);
      expect((await limiter.peek('login:ip:1.2.3.4')).count).toBe(4);
      await limiter.reset('login:ip:1.2.3.4');
      expect((await limiter.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await limiter.close();
    }
  });

  it('fails the hit when it has no fallback (what a caller of the bare limiter chose)', async () => {
    const client = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    client.on('error', () => {});
    client.connect().catch(() => {});
    const limiter = new RedisRateLimiter(client);
    try {
      await expect(limiter.hit('k', 3, WINDOW_MS)).rejects.toThrow();
    } finally {
      await limiter.close();
    }
  });
});

const suiteName = redisUrl
  ? `RedisRateLimiter against the Redis at REDIS_URL`
  : 'RedisRateLimiter (skipped: REDIS_URL is not set; run `npm run test:redis` to start a throwaway Redis)';

describe.skipIf(!redisUrl)(suiteName, () => {
  const url = redisUrl ?? '';
  const opened: { close(): Promise<void> }[] = [];
  let raw: Redis;
  let prefix: string;

  /** A limiter with its own connection, as a separate server process would have. */
  async function processLimiter() {
    const limiter = await createRateLimiter({ redisUrl: url }, { prefix });
    opened.push(limiter);
    return limiter;
  }

  beforeAll(async () => {
    raw = new Redis(url);
    await raw.ping();
  });

  afterAll(async () => {
    await raw.quit();
  });

  // Every test gets its own key space, so runs against a shared Redis never see each other's counts.
  beforeEach(() => {
    prefix = `onsite:test:${randomUUID()}:`;
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((limiter) => limiter.close()));
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
  });

  it('connects when REDIS_URL is set and returns the Redis-backed limiter', async () => {
    expect(await processLimiter()).toBeInstanceOf(RedisRateLimiter);
  });

  it('peeks at a window shared by two processes without counting', async () => {
    const first = await processLimiter();
    const second = await processLimiter();
    expect(await first.peek('k')).toEqual({ count: 0, retryAfterMs: 0 });
    await first.hit('k', 3, WINDOW_MS);
    await second.hit('k', 3, WINDOW_MS);
    const seen = await second.peek('k');
    expect(seen.count).toBe(2);
    expect(seen.retryAfterMs).toBeGreaterThan(WINDOW_MS - 5000);
    expect((await first.peek('k')).count).toBe(2);
  });

  it('allows hits up to the limit and refuses the next one', async () => {
    const limiter = await processLimiter();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(false);
  });

  it('shares counts between two processes, so the limit holds across them', async () => {
    const first = await processLimiter();
    const second = await processLimiter();
    expect((await first.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(true);
    expect((await second.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(true);
    expect((await first.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(true);
    // Each process has seen at most two hits on its own; only a shared count refuses this one.
    expect((await second.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(false);
    expect((await first.hit('login:ip:1.2.3.4', 3, WINDOW_MS)).allowed).toBe(false);
  });

  it('counts concurrent hits from two processes exactly once each', async () => {
    const first = await processLimiter();
    const second = await processLimiter();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).hit('burst', 25, WINDOW_MS)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
    expect(await raw.get(`${prefix}burst`)).toBe('40');
  });

  it('lets a reset in one process clear the count the other process sees', async () => {
    const first = await processLimiter();
    const second = await processLimiter();
    for (let i = 0; i < 4; i++) await first.hit('login:account:ann', 3, WINDOW_MS);
    await second.reset('login:account:ann');
    expect((await first.hit('login:account:ann', 3, WINDOW_MS)).allowed).toBe(true);
  });

  it('tells how long until the window ends and does not extend it with later hits', async () => {
    const limiter = await processLimiter();
    const firstHit = await limiter.hit('k', 3, WINDOW_MS);
    expect(firstHit.retryAfterMs).toBeGreaterThan(WINDOW_MS - 1000);
    expect(firstHit.retryAfterMs).toBeLessThanOrEqual(WINDOW_MS);
    await sleep(50);
    const later = await limiter.hit('k', 3, WINDOW_MS);
    expect(later.retryAfterMs).toBeLessThan(firstHit.retryAfterMs);
  });

  it('starts a fresh window once the old one has expired', async () => {
    const limiter = await processLimiter();
    for (let i = 0; i < 4; i++) await limiter.hit('k', 3, 150);
    expect((await limiter.hit('k', 3, 150)).allowed).toBe(false);
    await sleep(250);
    const fresh = await limiter.hit('k', 3, 150);
    expect(fresh.allowed).toBe(true);
    expect(fresh.retryAfterMs).toBeGreaterThan(0);
    expect(fresh.retryAfterMs).toBeLessThanOrEqual(150);
  });

  it('gives a counter that has no expiry one, so it cannot block forever', async () => {
    const limiter = await processLimiter();
    await raw.set(`${prefix}stuck`, '100');
    const result = await limiter.hit('stuck', 3, WINDOW_MS);
    expect(result).toEqual({ allowed: false, retryAfterMs: WINDOW_MS, count: 101 });
    expect(await raw.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it('keeps its keys under its prefix and expires every one of them', async () => {
    const limiter = await processLimiter();
    await limiter.hit('login:ip:1.2.3.4', 3, WINDOW_MS);
    expect(await raw.keys(`${prefix}*`)).toEqual([`${prefix}login:ip:1.2.3.4`]);
    expect(await raw.pttl(`${prefix}login:ip:1.2.3.4`)).toBeGreaterThan(0);
  });

  it('closes its connection on close', async () => {
    const client = new Redis(url);
    const limiter = new RedisRateLimiter(client, { prefix });
    await limiter.hit('k', 3, WINDOW_MS);
    await limiter.close();
    expect(client.status).toBe('end');
    await limiter.close();
  });

  it('waits for a Redis that is still starting, within the connect timeout', async () => {
    const port = await closedPort();
    const attempt = createRateLimiter({ redisUrl: `redis://127.0.0.1:${port}` }, { prefix });
    await sleep(300);
    const proxy = await startProxy(url, port);
    const limiter = await attempt;
    opened.push(limiter);
    expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(true);
    await limiter.close();
    await proxy.stop();
  });

  it('counts in process within seconds, and reports the outage once, when Redis goes away after the start', async () => {
    const proxy = await startProxy(url);
    const errors: Error[] = [];
    const limiter = await createRateLimiter(
      { redisUrl: `redis://127.0.0.1:${proxy.port}` },
      { prefix, onError: (error) => errors.push(error) },
    );
    opened.push(limiter);
    expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(true);

    // Issue 13: before, every hit failed (the login answered 500) until Redis was back.
    await proxy.stop();
    const started = Date.now();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(errors).toHaveLength(1);
  });

  it('counts in Redis again once it is back', async () => {
    const proxy = await startProxy(url);
    const limiter = await createRateLimiter(
      { redisUrl: `redis://127.0.0.1:${proxy.port}` },
      { prefix, onError: () => {} },
    );
    opened.push(limiter);
    await proxy.stop();
    await limiter.hit('away', 3, WINDOW_MS);
    const back = await startProxy(url, proxy.port);
    try {
      // ioredis reconnects on its own (its retry waits grow from 50 ms)
      for (let i = 0; i < 100 && !(await raw.exists(`${prefix}back`)); i++) {
        await limiter.hit('back', 3, WINDOW_MS);
        await sleep(50);
      }
      expect(await raw.exists(`${prefix}back`)).toBe(1);
    } finally {
      await limiter.close();
      await back.stop();
    }
  });
});
