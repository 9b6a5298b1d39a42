/**
 * Fixed-window counter. In-process by default; the interface lets a Redis-backed limiter share counts
 * between processes when REDIS_URL is set.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** ms until the current window ends */
  retryAfterMs: number;
  /** hits counted in the current window, this one included */
  count: number;
}

export interface RateLimiter {
  /** Counts one hit for key; answers whether it is still within the limit, and the hits of the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** The key's current window without counting a hit: its hits (0 when no window runs) and ms left. */
  peek(key: string): Promise<{ count: number; retryAfterMs: number }>;
  reset(key: string): Promise<void>;
  /** Releases what the limiter holds (a Redis connection); the limiter is not used afterwards. */
  close?(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number) {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      this.sweep(now);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterMs: window.resetAt - now, count: window.count };
  }

  async peek(key: string) {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, retryAfterMs: 0 };
    return { count: window.count, retryAfterMs: window.resetAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }

  // Drop expired windows now and then so the map does not grow with every IP ever seen.
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
