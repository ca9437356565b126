import { startNats, startPostgres, startRedis } from './servers.js';
import type { TestServers } from './test-servers.js';

export interface StartedTestServers extends TestServers {
  /** Which kind of servers these are, for the line the setup prints. */
  via: 'local';
  stop(): Promise<void>;
}

/** PostgreSQL (embedded), NATS and Redis from this machine's binaries, on free loopback ports. */
export async function startTestServers(): Promise<StartedTestServers> {
  const [pg, nats, redis] = await Promise.all([startPostgres(), startNats(), startRedis()]);
  return {
    via: 'local',
    pgAdminUrl: pg.url, natsUrl: nats.url, natsMonitorUrl: nats.monitorUrl, redisUrl: redis.url,
    stop: async () => { await Promise.allSettled([pg, nats, redis].map((s) => s.stop())); },
  };
}
