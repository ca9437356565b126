import { MinioContainer } from '@testcontainers/minio';
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';
import { GenericContainer, Wait } from 'testcontainers';
import type { TestServers } from './test-servers.js';

/** The images: the majors production runs (see docker-compose.yml). */
export const IMAGES = {
  postgres: 'postgres:18-alpine',
  nats: 'nats:2.10-alpine',
  redis: 'redis:7-alpine',
  minio: 'minio/minio:RELEASE.2025-04-22T22-12-26Z',
} as const;

/**
 * PostgreSQL, NATS with JetStream, Redis and MinIO in containers, through testcontainers (which also
 * removes them if this process dies). Tuned as the local servers are: PostgreSQL without
 * durability and with room for every test file's connections, Redis without persistence.
 */
export async function startContainers(): Promise<TestServers & { stop(): Promise<void> }> {
  const [pg, nats, redis, minio] = await Promise.all([
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
    new MinioContainer(IMAGES.minio).withUsername('cards').withPassword('cards-test-secret').start(),
  ]);
  const s3Endpoint = minio.getConnectionUrl();
  const bucket = 'cards-test';
  // MinIO starts with no bucket: make the run's one (the SDK is kit's, loaded only here).
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const admin = new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'cards', secretAccessKey: 'cards-test-secret' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const pgUrl = new URL(pg.getConnectionUri());
  pgUrl.pathname = '/postgres';
  return {
    pgAdminUrl: pgUrl.toString(),
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    natsMonitorUrl: `http://${nats.getHost()}:${nats.getMappedPort(8222)}`,
    redisUrl: redis.getConnectionUrl(),
    s3Endpoint,
    s3Bucket: bucket,
    s3AccessKeyId: 'cards',
    s3SecretAccessKey: 'cards-test-secret',
    stop: async () => {
      await Promise.allSettled([pg.stop(), nats.stop(), redis.stop(), minio.stop()]);
    },
  };
}
