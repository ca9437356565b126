import type { Config } from '../config/config.schema.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.port.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

/**
 * The store `RATE_LIMIT_STORE` names; when unset, Redis whenever the platform already runs on
 * Redis (`QUEUE=bullmq`, i.e. distributed mode) and memory otherwise (embedded mode).
 */
export function createRateLimiter(config: Pick<Config, 'RATE_LIMIT_STORE' | 'QUEUE' | 'REDIS_URL'>): RateLimiter {
  const store = config.RATE_LIMIT_STORE ?? (config.QUEUE === 'bullmq' ? 'redis' : 'memory');
  return store === 'redis' ? new RedisRateLimiter({ url: config.REDIS_URL }) : new MemoryRateLimiter();
}
