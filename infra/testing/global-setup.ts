import type { TestProject } from 'vitest/node';
import { startNats, startPostgres, startRedis, type RunningServer } from './servers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    natsUrl: string;
    natsMonitorUrl: string;
    redisUrl: string;
  }
}

/**
 * One real PostgreSQL, NATS JetStream and Redis for the whole run, on free loopback ports.
 * Each test file makes its own database (see `@cards/kit/testing/database`) so files can run
 * in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const servers: RunningServer[] = [];
  const [pg, nats, redis] = await Promise.all([startPostgres(), startNats(), startRedis()]);
  servers.push(pg, nats, redis);
  project.provide('pgAdminUrl', pg.url);
  project.provide('natsUrl', nats.url);
  project.provide('natsMonitorUrl', nats.monitorUrl);
  project.provide('redisUrl', redis.url);
  return async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
  };
}
