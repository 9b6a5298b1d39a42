import type { Redis, Result } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * One atomic round trip per hit: count the hit, start the window on the first one, answer count + time left.
 * A key that somehow has no expiry (PTTL -1) gets one too, so a counter can never stick forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** The same answer without counting: [hits, ms left], or [0, 0] when no window runs. */
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  return {0, 0}
end
return {count, ttl}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Defined by RedisRateLimiter: returns [hits in the current window, ms until the window ends]. */
    onsiteRateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
    /** Defined by RedisRateLimiter: the same without counting a hit. */
    onsiteRateLimitPeek(key: string): Result<[number, number], Context>;
  }
}

export const DEFAULT_REDIS_KEY_PREFIX = 'onsite:ratelimit:';

/**
 * Fixed-window counter kept in Redis, so every server process behind a load balancer sees the same counts.
 * Takes ownership of the client: close() ends its connection.
 *
 * With a `fallback` (createRateLimiter gives it an in-process one), a hit while Redis is away — the
 * connection is not ready, or the command fails or times out — is counted by the fallback instead: the
 * limits keep holding in each process (at most the process count times the allowance while Redis is down),
 * nobody is locked out and nothing answers 500. Redis counts again as soon as it is back.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly prefix: string;
  private readonly fallback: RateLimiter | undefined;

  constructor(
    private readonly redis: Redis,
    options: { prefix?: string; fallback?: RateLimiter } = {},
  ) {
    this.prefix = options.prefix ?? DEFAULT_REDIS_KEY_PREFIX;
    this.fallback = options.fallback;
    // ioredis sends EVALSHA and falls back to EVAL when the script is not cached (e.g. after a restart).
    redis.defineCommand('onsiteRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand('onsiteRateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
  }

  async hit(key: string, limit: number, windowMs: number) {
    if (!this.fallback) return this.hitRedis(key, limit, windowMs);
    // Redis known to be away: no waiting for a command that cannot be answered.
    if (this.redis.status !== 'ready') return this.fallback.hit(key, limit, windowMs);
    try {
      return await this.hitRedis(key, limit, windowMs);
    } catch {
      return this.fallback.hit(key, limit, windowMs);
    }
  }

  private async hitRedis(key: string, limit: number, windowMs: number) {
    const { count, ttl } = countAndTtl(
      await this.redis.onsiteRateLimitHit(this.prefix + key, Math.max(1, Math.ceil(windowMs))),
    );
    return { allowed: count <= limit, retryAfterMs: Math.max(0, ttl), count };
  }

  async peek(key: string) {
    const peekRedis = async () => {
      const { count, ttl } = countAndTtl(await this.redis.onsiteRateLimitPeek(this.prefix + key));
      return { count, retryAfterMs: Math.max(0, ttl) };
    };
    if (!this.fallback) return peekRedis();
    if (this.redis.status !== 'ready') return this.fallback.peek(key);
    try {
      return await peekRedis();
    } catch {
      return this.fallback.peek(key);
    }
  }

  async reset(key: string) {
    if (!this.fallback) {
      await this.redis.del(this.prefix + key);
      return;
    }
    await this.fallback.reset(key);
    if (this.redis.status === 'ready') await this.redis.del(this.prefix + key).catch(() => 0);
  }

  /** Ends the connection: QUIT when it is up (pending replies still arrive), resolving once it is closed. */
  async close() {
    await this.fallback?.close?.();
    const redis = this.redis;
    if (redis.status === 'end') return;
    // No socket open (never connected, or between reconnect attempts): cancelling the retry is all there is.
    if (redis.status === 'wait' || redis.status === 'close' || redis.status === 'reconnecting') {
      redis.disconnect();
      return;
    }
    // Listening before QUIT/disconnect, so an 'end' that comes at once is not missed.
    const ended = new Promise<void>((resolve) => redis.once('end', () => resolve()));
    if (redis.status === 'ready') {
      await redis.quit().catch(() => redis.disconnect());
    } else {
      redis.disconnect();
    }
    await ended;
  }
}

function countAndTtl(reply: unknown): { count: number; ttl: number } {
  const [count, ttl]: unknown[] = Array.isArray(reply) ? reply : [];
  if (typeof count !== 'number' || typeof ttl !== 'number') {
    throw new Error(`unexpected rate limit reply from Redis: ${JSON.stringify(reply)}`);
  }
  return { count, ttl };
}
