import { healthCallOf } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { openDatabase, type DatabaseOptions } from './db/data-source.js';
import { Outbox, OutboxRelay } from './db/outbox.js';
import type { Infra } from './infra.js';
import type { Logger } from './logging/logger.js';
import { serveCall } from './rpc/calls.js';
import { preparePeriodicWork, type PeriodicTask } from './queue/periodic-work.js';
import type { ServiceApp } from './service-app.js';

/** What a service's own wiring gets from the skeleton: its database and outbox are open. */
export interface ServiceContext {
  readonly infra: Infra;
  readonly log: Logger;
  readonly ds: DataSource;
  readonly outbox: Outbox;
  /**
   * Something to stop with the service. Stopped in the reverse order of registration, all
   * before the outbox relay and the database they may still write to.
   */
  onStop(part: string, stop: () => unknown): void;
  /** Runs once the service answers and its relay publishes (workers, reconcilers). */
  onStarted(run: () => unknown): void;
  /**
   * Periodic work of the service, run once per cluster however many replicas start: scheduled
   * on the service's queue `<name>-periodic` and worked, once started, by its processes that
   * answer requests (`ROLE` service or all). A run may come twice
   * (a retry, a run longer than its period overlapping the next on another replica), so a
   * task must bear that.
   */
  periodic(task: PeriodicTask): void;
}

/**
 * A service's database as one declaration: its schema, its entities and its migrations in order.
 * The service opens it, and the migration generator and the schema drift test read it.
 */
export interface ServiceDatabase {
  schema: string;
  entities: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
}

export interface ServiceDefinition<Parts extends object> {
  /** The service's name in logs and metrics, e.g. `cart-order`. */
  name: string;
  /** Its PostgreSQL schema, e.g. `cart_order`; also the outbox's source name. */
  schema: string;
  entities?: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
  poolSize?: number;
  /**
   * Wires the service's adapters and modules and registers its handlers. What it returns is
   * what ops tools and tests may reach through `parts()` (a browser pool, a pipeline).
   */
  wire(ctx: ServiceContext): Promise<Parts>;
}

/** A started service: its database and what its wiring chose to expose. */
export interface DefinedService<Parts extends object> extends ServiceApp {
  dataSource(): DataSource;
  parts(): Parts;
}

/**
 * The service's readiness, a query of its database: the call other processes ask (its declared
 * `<schema>.health.ready`) and this process's health check.
 */
async function serveReadiness(infra: Infra, def: { name: string; schema: string }, ds: DataSource): Promise<void> {
  const ping = async () => {
    await ds.query('SELECT 1');
  };
  await serveCall(infra.rpc, healthCallOf(def.schema), async () => {
    await ping();
    return { ok: true };
  });
  infra.health.add(`${def.name}-db`, ping);
}

/**
 * The one skeleton every service is built on: open its database (migrations under a lock),
 * its outbox and relay, its own wiring, the readiness call other processes ask (the service's
 * declared health call, `<schema>.health.ready`) and the health check, then the relay and whatever the wiring
 * asked to run once started. Stopping runs the wiring's stoppers in reverse, then the relay,
 * then closes the database.
 */
export function defineService<Parts extends object>(infra: Infra, def: ServiceDefinition<Parts>): DefinedService<Parts> {
  const log = infra.log.child({ service: def.name });
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;
  let parts: Parts | undefined;
  const stoppers: Array<{ part: string; stop: () => unknown }> = [];

  const started = <T>(what: string, v: T | undefined): T => {
    if (v === undefined) throw new Error(`${def.name} has not started: its ${what} is not open yet`);
    return v;
  };

  return {
    name: def.name,
    dataSource: () => started('database', ds),
    parts: () => started('wiring', parts),
    outboxLag() {
      const r = relay;
      if (!r) return undefined;
      return { service: def.name, pending: () => r.pending(), oldestPendingSeconds: () => r.oldestPendingSeconds() };
    },
    async start() {
      ds = await openDatabase({
        url: infra.databaseUrl,
        schema: def.schema,
        log,
        entities: def.entities ?? [],
        migrations: def.migrations,
        poolSize: def.poolSize,
      });
      relay = new OutboxRelay(ds, infra.bus, log);
      const afterStart: Array<() => unknown> = [];
      const periodic: PeriodicTask[] = [];
      parts = await def.wire({
        infra,
        log,
        ds,
        outbox: new Outbox(def.schema, relay),
        onStop: (part, stop) => void stoppers.push({ part, stop }),
        onStarted: (run) => void afterStart.push(run),
        periodic: (task) => void periodic.push(task),
      });
      const startPeriodicWork = await preparePeriodicWork(infra, def.name, periodic, log);
      if (startPeriodicWork) {
        afterStart.push(() => {
          const worker = startPeriodicWork();
          // Registered last, so stopped first: no run starts while the parts it uses stop.
          stoppers.push({ part: 'periodic-work', stop: () => worker.close() });
        });
      }
      await serveReadiness(infra, def, ds);
      await relay.start();
      for (const run of afterStart) await run();
    },
    async stop() {
      for (const s of stoppers.splice(0).reverse()) {
        try {
          await s.stop();
        } catch (err) {
          log.error({ err, part: s.part }, 'failed to stop cleanly');
        }
      }
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
