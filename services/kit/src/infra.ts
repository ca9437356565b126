import { resolve } from 'node:path';
import type { AssetStore } from './assets/asset-store.port.js';
import { FileAssetStore } from './assets/file-asset-store.js';
import type { EventBus } from './bus/event-bus.port.js';
import { MemoryEventBus } from './bus/memory-event-bus.js';
import type { Config } from './config/config.schema.js';
import { ConfigError } from './config/load-config.js';
import { startEmbeddedPostgres } from './db/embedded-postgres.js';
import { Health } from './health/health.js';
import { Lifecycle } from './lifecycle/lifecycle.js';
import type { Logger } from './logging/logger.js';
import type { JobQueue } from './queue/job-queue.port.js';
import { MemoryJobQueue } from './queue/memory-job-queue.js';
import type { RequestBus } from './rpc/request-bus.port.js';
import { MemoryRequestBus } from './rpc/memory-request-bus.js';
import { createBullmqJobQueue, createNatsBuses, createS3AssetStore } from './real-adapters.js';
import { stopTelemetry } from './telemetry/telemetry.js';

/**
 * The infrastructure a process runs on, built once from config: in embedded mode every
 * service of the process shares these instances; in distributed mode each process has its own
 * connections to NATS, Redis and PostgreSQL.
 */
export interface Infra {
  config: Config;
  log: Logger;
  bus: EventBus;
  rpc: RequestBus;
  queue: JobQueue;
  databaseUrl: string;
  assets: AssetStore;
  health: Health;
  lifecycle: Lifecycle;
}

/** The asset store `ASSET_STORE` names: a folder, or an S3-compatible bucket. */
async function createAssetStore(config: Config, lifecycle: Lifecycle): Promise<AssetStore> {
  if (config.ASSET_STORE === 'file') return new FileAssetStore(config.ASSETS_DIR ?? resolve(config.DATA_DIR, 'assets'));
  const s3 = await createS3AssetStore({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  lifecycle.onStop('asset-store', async () => s3.close());
  return s3;
}

/** `database: false` for processes that own no data (the BFF). */
export async function createInfra(config: Config, log: Logger, opts: { database?: boolean } = {}): Promise<Infra> {
  const lifecycle = new Lifecycle(log);
  // Registered first so it is stopped last: the spans of everything else's shutdown are
  // exported before the process exits (no-op when the process exports no traces).
  lifecycle.onStop('telemetry', stopTelemetry);
  const health = new Health();

  let databaseUrl = config.DATABASE_URL ?? '';
  if (!databaseUrl && opts.database !== false) {
    if (config.NODE_ENV === 'production')
      throw new ConfigError('NODE_ENV=production refuses: no DATABASE_URL (embedded PostgreSQL is for development)');
    const pg = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: 'cards', log });
    lifecycle.onStop('embedded-postgres', pg.stop);
    databaseUrl = pg.url;
    log.info({ port: config.EMBEDDED_PG_PORT, dataDir: config.DATA_DIR }, 'embedded PostgreSQL running');
  }

  let bus: EventBus;
  let rpc: RequestBus;
  if (config.BUS === 'nats') {
    const nats = await createNatsBuses(config.NATS_URL, log);
    bus = nats.bus;
    rpc = nats.rpc;
    health.add('nats', nats.ping);
    lifecycle.onStop('nats', nats.close);
  } else {
    bus = new MemoryEventBus(log);
    rpc = new MemoryRequestBus(log);
    lifecycle.onStop('memory-bus', async () => {
      await rpc.close();
      await bus.close();
    });
  }

  let queue: JobQueue;
  if (config.QUEUE === 'bullmq') {
    const q = await createBullmqJobQueue(config.REDIS_URL, log);
    queue = q.queue;
    health.add('redis', q.ping);
  } else {
    queue = new MemoryJobQueue(log);
  }
  lifecycle.onStop('job-queue', () => queue.close());

  const assets = await createAssetStore(config, lifecycle);

  return { config, log, bus, rpc, queue, databaseUrl, assets, health, lifecycle };
}
