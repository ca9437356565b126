import { describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled, testServers } from './index.js';
import { TEST_SERVER_ENV } from './test-servers.js';

describe('the shared test helpers', () => {
  it('when the value arrives later, then eventually passes once the matcher does', async () => {
    let n = 0;
    const timer = setInterval(() => {
      n++;
    }, 10);
    try {
      await eventually(() => n, { timeout: 2000, interval: 5 }).toBeGreaterThanOrEqual(3);
      await eventually(async () => ({ n }), { timeout: 2000 }).not.toEqual({ n: -1 });
    } finally {
      clearInterval(timer);
    }
  });

  it("when the value never comes, then eventually throws the matcher's last failure after the timeout", async () => {
    let tries = 0;
    const failure = await eventually(
      () => {
        tries++;
        return 'late';
      },
      { timeout: 120, interval: 10 },
    )
      .toBe('on time')
      .catch((e: unknown) => e);
    expect(String((failure as Error).message)).toContain('"on time"');
    expect(String((failure as Error).message)).toContain('"late"');
    expect(tries).toBeGreaterThan(1);
  });

  it('when a probe throws until it can answer, then its throws count as failed tries', async () => {
    let tries = 0;
    await eventually(
      () => {
        if (++tries < 3) throw new Error('not yet');
        return tries;
      },
      { timeout: 2000, interval: 5 },
    ).toBe(3);
    await expect(
      eventually(
        () => {
          throw new Error('never');
        },
        { timeout: 60, interval: 10 },
      ).toBe(1),
    ).rejects.toThrow('never');
  });

  it('when a labelled expectation fails, then its message starts with the label; when it passes, nothing is thrown', () => {
    expect(() => expectLabelled(1, 'GET /orders').toBe(2)).toThrow(/^GET \/orders\n\n/);
    expectLabelled([1, 2], 'a list').toContain(2);
    expectLabelled(1, 'negated').not.toBe(2);
  });

  it('when the servers were not started (the unit lane), then testServers says which variables are missing and what to do', () => {
    const saved = Object.fromEntries(Object.values(TEST_SERVER_ENV).map((k) => [k, process.env[k]]));
    for (const k of Object.values(TEST_SERVER_ENV)) delete process.env[k];
    try {
      expect(() => testServers()).toThrow(/TEST_PG_ADMIN_URL.*not set.*\*\.int\.test\.ts/s);
      process.env.TEST_PG_ADMIN_URL = 'postgres://x/postgres';
      process.env.TEST_NATS_URL = 'nats://x';
      process.env.TEST_NATS_MONITOR_URL = 'http://x';
      process.env.TEST_REDIS_URL = 'redis://x';
      // Still one missing: the S3 server's.
      expect(() => testServers()).toThrow(/TEST_S3_ENDPOINT/);
      process.env.TEST_S3_ENDPOINT = 'http://s3';
      process.env.TEST_S3_BUCKET = 'cards-test';
      process.env.TEST_S3_ACCESS_KEY_ID = 'k';
      process.env.TEST_S3_SECRET_ACCESS_KEY = 's';
      expect(testServers()).toEqual({
        pgAdminUrl: 'postgres://x/postgres',
        natsUrl: 'nats://x',
        natsMonitorUrl: 'http://x',
        redisUrl: 'redis://x',
        s3Endpoint: 'http://s3',
        s3Bucket: 'cards-test',
        s3AccessKeyId: 'k',
        s3SecretAccessKey: 's',
      });
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
