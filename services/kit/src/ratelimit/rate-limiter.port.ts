/** The state of one counter after a hit or a look. */
export interface RateLimitState {
  /** True while the counter is below the limit (for `hit`: the hit just counted was within it). */
  allowed: boolean;
  /** Hits counted in the current window. */
  count: number;
  /** Hits left in the current window. */
  remaining: number;
  /** Seconds until the window resets (0 when nothing is counted): the `Retry-After` value. */
  retryAfterSeconds: number;
}

/** A limit: at most `limit` hits per `windowSeconds` for one key. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters keyed by strings such as `identity:login:ip:203.0.113.7`. Every
 * replica that shares the store shares the counters, so limits hold across a scaled-out BFF
 * and service (the Redis adapter); the memory adapter is for one process only.
 */
export interface RateLimiter {
  /** Counts one hit on `key` and tells whether it was within `limit`. */
  hit(key: string, rule: RateLimit): Promise<RateLimitState>;
  /** Tells whether one more hit would be within the limit, without counting it. */
  peek(key: string, rule: RateLimit): Promise<RateLimitState>;
  /** Forgets the key's counter (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The state of a counter holding `count` hits whose window ends in `ttlMs`. */
export function rateLimitState(count: number, ttlMs: number, rule: RateLimit, counted: boolean): RateLimitState {
  const allowed = counted ? count <= rule.limit : count < rule.limit;
  return {
    allowed,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: count > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  };
}
