export * from './rate-limiter.port.js';
export * from './memory-rate-limiter.js';
export type { RedisRateLimiter } from './redis-rate-limiter.js';
export * from './create-rate-limiter.js';
