import type { Config } from '../config/config.schema.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.port.js';

/**
 * The store `RATE_LIMIT_STORE` names; when unset, Redis whenever the platform already runs on
 * Redis (`QUEUE=bullmq`, i.e. distributed mode) and memory otherwise (embedded mode).
 */
export async function createRateLimiter(config: Pick<Config, 'RATE_LIMIT_STORE' | 'QUEUE' | 'REDIS_URL'>): Promise<RateLimiter> {
  const store = config.RATE_LIMIT_STORE ?? (config.QUEUE === 'bullmq' ? 'redis' : 'memory');
  if (store !== 'redis') return new MemoryRateLimiter();
  // ioredis is loaded only when Redis is the store.
  const { RedisRateLimiter } = await import('./redis-rate-limiter.js');
  return new RedisRateLimiter({ url: config.REDIS_URL });
}
