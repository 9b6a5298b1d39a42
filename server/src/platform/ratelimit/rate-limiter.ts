/**
 * Fixed-window counter. In-process by default; the interface lets a Redis-backed limiter share counts
 * between processes when REDIS_URL is set.
 */
export interface RateLimiter {
  /** Counts one hit for key; answers whether it is still within the limit. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
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
    return { allowed: window.count <= limit, retryAfterMs: window.resetAt - now };
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
