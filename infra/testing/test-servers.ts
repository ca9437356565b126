/** An S3-compatible endpoint and one bucket on it. */
export interface S3Bucket {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where the run's shared servers are; every test file makes its own database, subjects, queues and key prefixes on them. */
export interface TestServers {
  /** PostgreSQL URL of a superuser, for creating a database per test file. */
  pgAdminUrl: string;
  natsUrl: string;
  /** NATS's HTTP monitoring endpoint (healthz, jsz). */
  natsMonitorUrl: string;
  redisUrl: string;
  /** S3-compatible object storage: MinIO in a container, or s3rver in the test run's process. */
  s3Endpoint: string;
  s3Bucket: string;
  s3AccessKeyId: string;
  s3SecretAccessKey: string;
}

/** The environment variables the global setup fills in for the test workers. */
export const TEST_SERVER_ENV = {
  pgAdminUrl: 'TEST_PG_ADMIN_URL',
  natsUrl: 'TEST_NATS_URL',
  natsMonitorUrl: 'TEST_NATS_MONITOR_URL',
  redisUrl: 'TEST_REDIS_URL',
  s3Endpoint: 'TEST_S3_ENDPOINT',
  s3Bucket: 'TEST_S3_BUCKET',
  s3AccessKeyId: 'TEST_S3_ACCESS_KEY_ID',
  s3SecretAccessKey: 'TEST_S3_SECRET_ACCESS_KEY',
} as const satisfies Record<keyof TestServers, string>;

/** Hands the servers to the test workers, which inherit the global setup's environment. */
export function exportTestServers(servers: TestServers): void {
  for (const [key, name] of Object.entries(TEST_SERVER_ENV)) process.env[name] = servers[key as keyof TestServers];
}

/**
 * The PostgreSQL, NATS, Redis and S3 of this run. Only the lanes with servers (files named
 * `*.int.test.ts`) have them; anywhere else this throws and says so.
 */
export function testServers(): TestServers {
  const missing = Object.values(TEST_SERVER_ENV).filter((name) => !process.env[name]);
  if (missing.length) {
    throw new Error(
      `This test needs the run's PostgreSQL, NATS, Redis and S3, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Only files named *.int.test.ts run with servers (make test-service, make test-platform, make test); ' +
        'the unit lane (make test-unit) starts none. Rename the file, or run it with: npx jest --selectProjects service platform <path>.',
    );
  }
  return Object.fromEntries(Object.entries(TEST_SERVER_ENV).map(([key, name]) => [key, process.env[name]!])) as unknown as TestServers;
}
