import type { OutboxLagSource } from './metrics/platform-metrics.js';

/** What every service's `createApp()` returns: the composition root's handle. */
export interface ServiceApp {
  readonly name: string;
  /** Opens the database, runs migrations and seeds, registers handlers, starts workers. */
  start(): Promise<void>;
  /** Stops taking work, finishes or hands back what is in flight, closes connections. */
  stop(): Promise<void>;
  /** The service's outbox backlog for the platform gauges, once it has started (none for a service without data). */
  outboxLag?(): OutboxLagSource | undefined;
}
