import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';
import { GenericContainer, Wait } from 'testcontainers';
import type { TestServers } from './test-servers.js';

/** The images: the majors production runs (see docker-compose.yml). */
export const IMAGES = { postgres: 'postgres:18-alpine', nats: 'nats:2.10-alpine', redis: 'redis:7-alpine' } as const;

/**
 * PostgreSQL, NATS with JetStream and Redis in containers, through testcontainers (which also
 * removes them if this process dies). Tuned as the local servers are: PostgreSQL without
 * durability and with room for every test file's connections, Redis without persistence.
 */
export async function startContainers(): Promise<TestServers & { stop(): Promise<void> }> {
  const [pg, nats, redis] = await Promise.all([
    new PostgreSqlContainer(IMAGES.postgres)
      .withUsername('postgres')
      .withPassword('postgres')
      .withDatabase('postgres')
      .withCommand([
        'postgres',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=400',
      ])
      .start(),
    new GenericContainer(IMAGES.nats)
      .withCommand(['-js', '-m', '8222'])
      .withExposedPorts(4222, 8222)
      .withWaitStrategy(Wait.forHttp('/healthz?js-enabled-only=true', 8222))
      .start(),
    new RedisContainer(IMAGES.redis).withCommand(['redis-server', '--save', '', '--appendonly', 'no']).start(),
  ]);
  const pgUrl = new URL(pg.getConnectionUri());
  pgUrl.pathname = '/postgres';
  return {
    pgAdminUrl: pgUrl.toString(),
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    natsMonitorUrl: `http://${nats.getHost()}:${nats.getMappedPort(8222)}`,
    redisUrl: redis.getConnectionUrl(),
    stop: async () => {
      await Promise.allSettled([pg.stop(), nats.stop(), redis.stop()]);
    },
  };
}
