import { rateLimitState, type RateLimit, type RateLimiter, type RateLimitState } from './rate-limiter.port.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counters in this process's memory: for embedded mode and tests. Not for production: each
 * replica would count on its own, multiplying the limit by the number of replicas.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, rule: RateLimit): Promise<RateLimitState> {
    const w = this.current(key, rule, true)!;
    w.count += 1;
    if (++this.sweeps % 1000 === 0) this.sweep();
    return rateLimitState(w.count, w.resetAt - this.now(), rule, true);
  }

  async peek(key: string, rule: RateLimit): Promise<RateLimitState> {
    const w = this.current(key, rule, false);
    return w ? rateLimitState(w.count, w.resetAt - this.now(), rule, false) : rateLimitState(0, 0, rule, false);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private current(key: string, rule: RateLimit, create: boolean): Window | undefined {
    const now = this.now();
    let w = this.windows.get(key);
    if (w && w.resetAt <= now) {
      this.windows.delete(key);
      w = undefined;
    }
    if (!w && create) {
      w = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    return w;
  }

  /** Drops expired windows so keys seen once (random IPs) do not pile up. */
  private sweep() {
    const now = this.now();
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
