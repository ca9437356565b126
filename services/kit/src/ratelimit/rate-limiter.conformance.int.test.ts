import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, testServers } from '@cards/testing';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.port.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

/** The same behaviour from both adapters; the Redis one against the run's real redis-server. */
function conformance(name: string, make: () => RateLimiter) {
  describe(`${name} (rate limiter conformance)`, () => {
    let rl: RateLimiter;
    beforeAll(() => {
      rl = make();
    });
    afterAll(async () => {
      await rl.close();
    });
    const key = () => `test:${randomBytes(6).toString('hex')}`;
    const rule = { limit: 3, windowSeconds: 60 };

    it('when hits stay within the limit, then each is allowed and remaining counts down', async () => {
      const k = key();
      const states = [await rl.hit(k, rule), await rl.hit(k, rule), await rl.hit(k, rule)];
      expect(states.map((s) => s.allowed)).toEqual([true, true, true]);
      expect(states.map((s) => s.remaining)).toEqual([2, 1, 0]);
    });

    it('when the limit is passed, then the hit is refused with a Retry-After within the window', async () => {
      const k = key();
      for (let i = 0; i < 3; i++) await rl.hit(k, rule);
      const over = await rl.hit(k, rule);
      expect(over.allowed).toBe(false);
      expect(over.count).toBe(4);
      expect(over.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('when a key is peeked, then nothing is counted and a full counter reads as not allowed', async () => {
      const k = key();
      expect(await rl.peek(k, rule)).toMatchObject({ allowed: true, count: 0, retryAfterSeconds: 0 });
      for (let i = 0; i < 3; i++) await rl.hit(k, rule);
      const p1 = await rl.peek(k, rule);
      const p2 = await rl.peek(k, rule);
      expect(p1).toMatchObject({ allowed: false, count: 3 });
      expect(p2.count).toBe(3);
    });

    it('when a key is reset, then it starts again from zero and other keys keep their counts', async () => {
      const a = key();
      const b = key();
      for (let i = 0; i < 3; i++) {
        await rl.hit(a, rule);
        await rl.hit(b, rule);
      }
      await rl.reset(a);
      expect((await rl.hit(a, rule)).count).toBe(1);
      expect((await rl.peek(b, rule)).count).toBe(3);
    });

    it('when the window has passed, then the counter starts again', async () => {
      const k = key();
      const short = { limit: 1, windowSeconds: 1 };
      await rl.hit(k, short);
      expect((await rl.hit(k, short)).allowed).toBe(false);
      await eventually(async () => (await rl.peek(k, short)).allowed, { timeout: 3000, interval: 100 }).toBe(true);
    });
  });
}

conformance('MemoryRateLimiter', () => new MemoryRateLimiter());
conformance('RedisRateLimiter', () => new RedisRateLimiter({ url: testServers().redisUrl, prefix: `rl-test-${process.pid}:` }));

describe('RedisRateLimiter across replicas', () => {
  it('when two limiters share one Redis, then they share the counters', async () => {
    const url = testServers().redisUrl;
    const a = new RedisRateLimiter({ url });
    const b = new RedisRateLimiter({ url });
    try {
      const k = `shared:${randomBytes(6).toString('hex')}`;
      const rule = { limit: 2, windowSeconds: 60 };
      await a.hit(k, rule);
      await b.hit(k, rule);
      expect((await a.hit(k, rule)).allowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
