import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.ts';

const WINDOW_MS = 15 * 60 * 1000;

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('MemoryRateLimiter', () => {
  it('allows hits up to the limit and refuses the next one', async () => {
    const limiter = new MemoryRateLimiter(clock().now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(false);
  });

  it('peeks at a window without counting, and answers nothing once it is over', async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter(time.now);
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterMs: 0 });
    await limiter.hit('k', 3, WINDOW_MS);
    await limiter.hit('k', 3, WINDOW_MS);
    time.advance(1000);
    expect(await limiter.peek('k')).toEqual({ count: 2, retryAfterMs: WINDOW_MS - 1000 });
    expect(await limiter.peek('k')).toEqual({ count: 2, retryAfterMs: WINDOW_MS - 1000 });
    time.advance(WINDOW_MS);
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterMs: 0 });
  });

  it('tells how long until the window ends, counting down with the clock', async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter(time.now);
    expect((await limiter.hit('k', 3, WINDOW_MS)).retryAfterMs).toBe(WINDOW_MS);
    time.advance(60_000);
    expect((await limiter.hit('k', 3, WINDOW_MS)).retryAfterMs).toBe(WINDOW_MS - 60_000);
  });

  it('starts a fresh window once the old one has ended', async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter(time.now);
    for (let i = 0; i < 4; i++) await limiter.hit('k', 3, WINDOW_MS);
    time.advance(WINDOW_MS - 1);
    expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(false);
    time.advance(1);
    const fresh = await limiter.hit('k', 3, WINDOW_MS);
    expect(fresh).toEqual({ allowed: true, retryAfterMs: WINDOW_MS, count: 1 });
  });

  it('does not extend the window with later hits', async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter(time.now);
    await limiter.hit('k', 3, WINDOW_MS);
    time.advance(WINDOW_MS / 2);
    await limiter.hit('k', 3, WINDOW_MS);
    time.advance(WINDOW_MS / 2);
    expect((await limiter.hit('k', 3, WINDOW_MS)).retryAfterMs).toBe(WINDOW_MS);
  });

  it('forgets a key on reset so it is allowed again at once', async () => {
    const limiter = new MemoryRateLimiter(clock().now);
    for (let i = 0; i < 4; i++) await limiter.hit('k', 3, WINDOW_MS);
    await limiter.reset('k');
    expect((await limiter.hit('k', 3, WINDOW_MS)).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const limiter = new MemoryRateLimiter(clock().now);
    for (let i = 0; i < 4; i++) await limiter.hit('a', 3, WINDOW_MS);
    expect((await limiter.hit('b', 3, WINDOW_MS)).allowed).toBe(true);
    await limiter.reset('b');
    expect((await limiter.hit('a', 3, WINDOW_MS)).allowed).toBe(false);
  });
});
