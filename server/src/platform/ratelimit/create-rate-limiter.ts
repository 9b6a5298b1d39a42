import { Redis } from 'ioredis';
import type { Config } from '#server/config/config.ts';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

export type ClosableRateLimiter = RateLimiter & { close(): Promise<void> };

export class RedisUnreachableError extends Error {}

export interface CreateRateLimiterOptions {
  /** How long the start waits for Redis to answer before giving up; 5 s unless told. */
  connectTimeoutMs?: number;
  /** Key prefix in Redis; tests use their own so runs do not see each other's counts. */
  prefix?: string;
  /** Told once per outage when Redis drops after the start; console.error unless told. */
  onError?: (error: Error) => void;
}

/**
 * REDIS_URL set → counts shared through Redis, connected eagerly: an unreachable Redis stops the start with
 * a message naming REDIS_URL instead of failing on the first login; a Redis that goes away later is stood in
 * for by in-process counts until it is back. Unset → in-process counts.
 */
export async function createRateLimiter(
  config: Pick<Config, 'redisUrl'>,
  options: CreateRateLimiterOptions = {},
): Promise<ClosableRateLimiter> {
  if (!config.redisUrl) return new MemoryRateLimiter();

  const timeoutMs = options.connectTimeoutMs ?? 5000;
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // While Redis is down after the start, a login fails within seconds instead of waiting for it.
    maxRetriesPerRequest: 2,
    commandTimeout: 2000,
  });
  await connectWithin(redis, timeoutMs, redactedUrl(config.redisUrl));

  const report =
    options.onError ??
    ((error: Error) =>
      console.error(
        `Redis (REDIS_URL) error, rate limits are counted in this process until it is back: ${error.message}`,
      ));
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    report(error);
  });
  redis.on('ready', () => {
    reported = false;
  });

  // While Redis is away after the start, each process counts in memory (decisions.md, "Outages").
  return new RedisRateLimiter(redis, { prefix: options.prefix, fallback: new MemoryRateLimiter() });
}

/** Waits for the first 'ready', letting ioredis retry (Redis may still be starting) until the deadline. */
async function connectWithin(redis: Redis, timeoutMs: number, url: string): Promise<void> {
  let lastError: Error | undefined;
  const onError = (error: Error) => {
    lastError = error;
  };
  let onReady = () => {};
  let timer: NodeJS.Timeout | undefined;
  redis.on('error', onError);
  try {
    const ready = new Promise<'ready'>((resolve) => {
      onReady = () => resolve('ready');
      redis.once('ready', onReady);
    });
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    // A failed attempt rejects connect() but ioredis keeps reconnecting; the errors arrive as 'error' events.
    redis.connect().catch(() => {});
    if ((await Promise.race([ready, deadline])) === 'timeout') {
      redis.disconnect();
      const reason = lastError?.message ?? 'no answer';
      throw new RedisUnreachableError(
        `REDIS_URL: cannot reach Redis at ${url} within ${timeoutMs / 1000} s (${reason}). ` +
          'Fix REDIS_URL, or unset it to keep login rate limits in process.',
      );
    }
  } finally {
    clearTimeout(timer);
    redis.off('error', onError);
    redis.off('ready', onReady);
  }
}

/** The URL without its password, for messages. */
function redactedUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable URL)';
  }
}
