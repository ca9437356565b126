/** Something with an outbox whose unsent rows can be counted (an OutboxRelay, or a service's database). */
export interface OutboxLagSource {
  service: string;
  /** Rows committed but not yet published. */
  pending(): Promise<number>;
  /** Age of the oldest unsent row in seconds (0 when none): the lag a reader of events sees. */
  oldestPendingSeconds?(): Promise<number>;
}

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
