import type { EventBus } from './bus/event-bus.port.js';
import type { NatsEventBusOptions } from './bus/nats-event-bus.js';
import type { Logger } from './logging/logger.js';
import type { S3AssetStore, S3AssetStoreOptions } from './assets/s3-asset-store.js';
import type { BullmqJobQueueOptions } from './queue/bullmq-job-queue.js';
import type { JobQueue } from './queue/job-queue.port.js';
import type { RequestBus } from './rpc/request-bus.port.js';

// The NATS and BullMQ clients are loaded only by processes configured to use them: a process
// on the in-memory adapters (or one that needs only NATS) does not pay their memory.

/**
 * Connects to NATS and returns the JetStream event bus and the request/reply bus on one
 * connection. The connection reconnects forever (a restarting nats-server is not a reason
 * to die); `ping` fails while JetStream does not answer, `close` stops both buses (running
 * handlers finish, unacked messages stay with the server) and drains the connection.
 */
export async function createNatsBuses(
  url: string,
  log: Logger,
  opts: NatsEventBusOptions & { name?: string } = {},
): Promise<{ bus: EventBus; rpc: RequestBus; ping: () => Promise<void>; close: () => Promise<void> }> {
  // One after the other: loaded side by side, modules they share fail to link under Jest's
  // ES module loader (jestjs/jest#11434); in Node the order costs nothing measurable.
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const { NatsEventBus } = await import('./bus/nats-event-bus.js');
  const { NatsRequestBus } = await import('./rpc/nats-request-bus.js');
  const nc = await connect({
    servers: url
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    name: opts.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnect' || s.type === 'error')
        log.warn({ nats: s.type, server: 'server' in s ? s.server : undefined }, `nats ${s.type}`);
    }
  })().catch(() => {});
  const bus = new NatsEventBus(nc, log, opts);
  const rpc = new NatsRequestBus(nc, log);
  const jsm = await jetstreamManager(nc);
  let closing: Promise<void> | undefined;
  return {
    bus,
    rpc,
    ping: async () => {
      if (nc.isClosed()) throw new Error('NATS connection closed');
      await jsm.getAccountInfo();
    },
    close: () => {
      closing ??= (async () => {
        await rpc.close();
        await bus.close();
        if (!nc.isClosed()) await nc.drain().catch(() => nc.close());
      })();
      return closing;
    },
  };
}

/**
 * A BullMQ job queue on the Redis at `url`; `ping` checks Redis answers. `queue.close()`
 * waits for the active jobs and closes the Redis connections.
 */
export async function createBullmqJobQueue(
  url: string,
  log: Logger,
  opts: BullmqJobQueueOptions = {},
): Promise<{ queue: JobQueue; ping: () => Promise<void> }> {
  const { BullmqJobQueue } = await import('./queue/bullmq-job-queue.js');
  const queue = new BullmqJobQueue(url, log, opts);
  return { queue, ping: () => queue.ping() };
}

/** The asset store on an S3-compatible bucket; the AWS SDK is loaded only by processes that use one. */
export async function createS3AssetStore(opts: S3AssetStoreOptions): Promise<S3AssetStore> {
  const { S3AssetStore } = await import('./assets/s3-asset-store.js');
  return new S3AssetStore(opts);
}
