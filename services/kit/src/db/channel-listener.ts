import type { Client } from 'pg';
import type { Logger } from '../logging/logger.js';
import { Backoff, type BackoffOptions } from './backoff.js';

export interface ChannelListenerOptions {
  /** The database to LISTEN on; a connection of its own, outside any pool. */
  url: string;
  channel: string;
  /**
   * Called on each notification, and each time the connection is (re)established: what was
   * announced while nobody listened is not replayed, so the caller catches up then.
   */
  wake: () => void;
  log: Logger;
  /** Pauses between reconnection attempts. */
  reconnect: BackoffOptions;
}

/**
 * One PostgreSQL connection kept LISTENing on a channel: woken by the database instead of
 * asking it. A lost connection (server restart, `pg_terminate_backend`, network) is opened
 * again after a pause that grows while it keeps failing.
 */
export class ChannelListener {
  private client?: Client;
  private connecting?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private readonly backoff: Backoff;

  constructor(private readonly opts: ChannelListenerOptions) {
    this.backoff = new Backoff(opts.reconnect);
  }

  /** Resolves once listening, or once the first attempt failed and the next is scheduled. */
  start(): Promise<void> {
    this.stopped = false;
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    await client.query(`UNLISTEN "${this.opts.channel}"`).catch(() => undefined);
    await client.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting = this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    if (this.stopped) return;
    // Loaded on first use, as openDatabase loads it: processes without a database never pay for it.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.opts.url });
    let lost = false;
    // A broken connection reports an error, then its end; a failed connect may report either.
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      const delayMs = this.backoff.next();
      // 57P01: the server is shutting down (a restart, or embedded PostgreSQL stopping with the
      // process on Ctrl-C): expected, and said once without a stack.
      const shutdown = (err as { code?: string } | undefined)?.code === '57P01';
      const reason = err instanceof Error ? err.message : 'connection ended';
      this.opts.log[shutdown ? 'info' : 'warn']({ reason, channel: this.opts.channel, delayMs }, 'LISTEN connection lost; reconnecting');
      // Unref'd: a process that is ending does not stay up to listen again.
      this.timer = setTimeout(() => void this.connect(), delayMs).unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', () => this.opts.wake());
    try {
      await client.connect();
      await client.query(`LISTEN "${this.opts.channel}"`);
    } catch (err) {
      onLost(err);
      return;
    }
    if (lost) return;
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoff.reset();
    this.opts.wake();
  }
}
