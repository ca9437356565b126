import { startNats, startPostgres, startRedis } from './servers.js';
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

/** PostgreSQL (embedded), NATS and Redis from this machine's binaries, on free loopback ports. */
async function startLocal(): Promise<TestServers & { stop(): Promise<void> }> {
  const [pg, nats, redis] = await Promise.all([startPostgres(), startNats(), startRedis()]);
  return {
    pgAdminUrl: pg.url,
    natsUrl: nats.url,
    natsMonitorUrl: nats.monitorUrl,
    redisUrl: redis.url,
    stop: async () => {
      await Promise.allSettled([pg, nats, redis].map((s) => s.stop()));
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
  const what = via === 'containers' ? 'containers (a container engine answered)' : "this machine's binaries (no container engine answered)";
  log(`Test servers: PostgreSQL, NATS and Redis from ${what}, up in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { ...servers, via };
}
