import { startNats, startPostgres, startRedis, startS3 } from './servers.js';
import type { TestServers } from './test-servers.js';

/** Where the servers run: containers where a Docker engine answers, this machine's binaries elsewhere. */
export type ServerKind = 'containers' | 'local';

export interface StartedTestServers extends TestServers {
  via: ServerKind;
  stop(): Promise<void>;
}

/**
 * Whether a container engine answers, by testcontainers' own detection (DOCKER_HOST, the
 * Docker socket, rootless Docker, Podman, ~/.testcontainers.properties).
 */
async function containerEngineAnswers(): Promise<boolean> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** TEST_SERVERS=local or =containers overrides the detection (say, to use a local build of a server). */
async function chooseKind(): Promise<ServerKind> {
  const asked = process.env.TEST_SERVERS;
  if (asked === 'local') return 'local';
  const engine = await containerEngineAnswers();
  if (asked === 'containers' && !engine)
    throw new Error(
      'TEST_SERVERS=containers, but no container engine answers (testcontainers found no Docker socket, DOCKER_HOST or Podman).',
    );
  if (asked && asked !== 'containers')
    throw new Error(
      `TEST_SERVERS is "${asked}": use "local" or "containers", or leave it unset to decide by whether a container engine answers.`,
    );
  return engine ? 'containers' : 'local';
}

/** PostgreSQL (embedded), NATS and Redis from this machine's binaries, and s3rver, on free loopback ports. */
async function startLocal(): Promise<TestServers & { stop(): Promise<void> }> {
  const [pg, nats, redis, s3] = await Promise.all([startPostgres(), startNats(), startRedis(), startS3()]);
  return {
    pgAdminUrl: pg.url,
    natsUrl: nats.url,
    natsMonitorUrl: nats.monitorUrl,
    redisUrl: redis.url,
    s3Endpoint: s3.endpoint,
    s3Bucket: s3.bucket,
    s3AccessKeyId: s3.accessKeyId,
    s3SecretAccessKey: s3.secretAccessKey,
    stop: async () => {
      await Promise.allSettled([pg, nats, redis, s3].map((s) => s.stop()));
    },
  };
}

/**
 * The one place that decides where the run's PostgreSQL, NATS JetStream and Redis come from,
 * starts them, and says which it used.
 */
export async function startTestServers(log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Promise<StartedTestServers> {
  const via = await chooseKind();
  const started = Date.now();
  const servers = via === 'containers' ? await (await import('./containers.js')).startContainers() : await startLocal();
  const what =
    via === 'containers'
      ? 'containers, S3 from MinIO (a container engine answered)'
      : "this machine's binaries, S3 from s3rver in this process, which checks no signatures (no container engine answered)";
  log(`Test servers: PostgreSQL, NATS and Redis from ${what}, up in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { ...servers, via };
}
