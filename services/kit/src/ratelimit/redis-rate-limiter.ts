import { Redis } from 'ioredis';
import { rateLimitState, type RateLimit, type RateLimiter, type RateLimitState } from './rate-limiter.port.js';

/**
 * Counts and sets the window's expiry in one step, so a counter can never be left without
 * an expiry (which would lock a key out for good) if a process dies between two commands.
 */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/**
 * Fixed-window counters in Redis, shared by every replica: distributed mode. Keys carry a
 * prefix so several deployments can share one Redis.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly ownsClient: boolean;
  private readonly prefix: string;

  /** Give a `url` to let the limiter own its connection, or a shared `client` it will not close. */
  constructor(opts: { url: string; prefix?: string } | { client: Redis; prefix?: string }) {
    this.prefix = opts.prefix ?? 'rl:';
    if ('client' in opts) {
      this.redis = opts.client;
      this.ownsClient = false;
    } else {
      this.redis = new Redis(opts.url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
      // While Redis is away the failed commands carry the error to their callers; without a
      // listener ioredis would also print every reconnect attempt as an unhandled error.
      this.redis.on('error', () => {});
      this.ownsClient = true;
    }
  }

  async hit(key: string, rule: RateLimit): Promise<RateLimitState> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, String(rule.windowSeconds * 1000))) as [number, number];
    return rateLimitState(count, ttl, rule, true);
  }

  async peek(key: string, rule: RateLimit): Promise<RateLimitState> {
    const [count, ttl] = await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()
      .then((r) => {
        if (!r) throw new Error('rate limit read was aborted');
        const [[e1, c], [e2, t]] = r as [[Error | null, string | null], [Error | null, number]];
        if (e1 || e2) throw e1 ?? e2;
        return [Number(c ?? 0), t] as const;
      });
    return rateLimitState(count, Math.max(0, ttl), rule, false);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** Readiness: Redis answers. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
