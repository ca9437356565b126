import type { EventDefinition, EventEnvelope } from '@cards/contracts';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { EventBus } from '../bus/event-bus.port.js';
import { makeEnvelope } from '../bus/envelope.js';
import type { Logger } from '../logging/logger.js';
import { Backoff, type BackoffOptions } from './backoff.js';
import { ChannelListener } from './channel-listener.js';
import { OutboxEntity } from './kit-entities.js';
import { outboxChannel } from './outbox-notify.migration.js';

/**
 * Transactional outbox: an event is written in the same transaction as the change it
 * describes, so a rolled-back change never announces itself and a committed one always does.
 */
export class Outbox {
  constructor(
    private readonly source: string,
    private readonly relay?: OutboxRelay,
  ) {}

  /** Adds the event inside `manager`'s transaction; returns the envelope. */
  async add<S extends z.ZodTypeAny>(
    manager: EntityManager,
    def: EventDefinition<S>,
    data: z.input<S>,
    correlationId?: string | null,
  ): Promise<EventEnvelope> {
    const env = makeEnvelope(def, data, { source: this.source, correlationId });
    // Nothing read back: one plain INSERT on the path of every write that announces itself.
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEntity)
      // Typed as TypeORM wants a jsonb value, an object: every event's payload is one.
      .values({ id: env.id, subject: env.type, envelope: env as EventEnvelope<object> })
      .updateEntity(false)
      .execute();
    return env;
  }

  /**
   * Publishes now what is committed, so a write's event is out before its reply. The relay
   * hears the commit as well; arriving during this pass, that makes one more (short) pass.
   */
  async flush(): Promise<void> {
    await this.relay?.tick();
  }
}

export interface OutboxRelayOptions {
  /** Pauses before a pass that failed (the bus or the database did not answer) is tried again. Default 1 s doubling to 30 s. */
  retry?: BackoffOptions;
  /** Pauses before a lost LISTEN connection is opened again. Default 1 s doubling to 30 s. */
  reconnect?: BackoffOptions;
}

const DEFAULT_BACKOFF: BackoffOptions = { firstMs: 1000, maxMs: 30_000 };
/** Rows one transaction of the relay claims and publishes at most. */
const BATCH = 100;

/**
 * Publishes committed outbox rows in order and marks them sent. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several replicas can relay without sending one row twice
 * (the bus dedupes by envelope id anyway should a process die between publish and mark).
 *
 * Started, it never polls: it runs a pass when the database notifies the schema's outbox
 * channel (a trigger does, on commit), when its LISTEN connection is (re)established (to
 * catch up on what was committed while nobody listened), and when a failed pass's retry is
 * due. An idle service issues no outbox query at all.
 */
export class OutboxRelay {
  private running?: Promise<void>;
  private again = false;
  private live = false;
  private listener?: ChannelListener;
  private retryTimer?: NodeJS.Timeout;
  private readonly retry: Backoff;

  constructor(
    private readonly ds: DataSource,
    private readonly bus: EventBus,
    private readonly log: Logger,
    private readonly opts: OutboxRelayOptions = {},
  ) {
    this.retry = new Backoff(opts.retry ?? DEFAULT_BACKOFF);
  }

  /** Listens on the outbox's channel, then publishes what is already committed; resolves once listening (or retrying to). */
  async start(): Promise<void> {
    const { url, schema } = this.ds.options as { url?: string; schema?: string };
    if (!url) throw new Error('the outbox relay listens on a connection of its own: open its DataSource with a url');
    this.live = true;
    this.listener = new ChannelListener({
      url,
      channel: outboxChannel(schema ?? 'public'),
      wake: () => this.wake(),
      log: this.log,
      reconnect: this.opts.reconnect ?? DEFAULT_BACKOFF,
    });
    await this.listener.start();
  }

  /** One pass; concurrent callers share the running pass and trigger one more after it. */
  async tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private wake(): void {
    if (!this.live) return;
    this.tick().catch((err) => this.log.error({ err }, 'outbox relay pass failed; will retry'));
  }

  private async pass(): Promise<void> {
    try {
      do {
        this.again = false;
        for (;;) {
          const sent = await this.batch();
          if (sent === 'publish failed') return this.retryLater();
          // A batch short of the limit claimed all there was: a row committed since notifies
          // (and sets `again`), so a further, empty claim would only cost a transaction.
          if (sent < BATCH) break;
        }
      } while (this.again);
    } catch (err) {
      this.retryLater();
      throw err;
    }
    // Nothing this relay can claim is left unsent: no retry is due.
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retry.reset();
  }

  /** Arms the one retry timer, unless one is armed already: notifications still wake the relay meanwhile. */
  private retryLater(): void {
    if (!this.live || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.wake();
    }, this.retry.next()).unref();
  }

  /** Publishes up to {@link BATCH} rows; how many, or that the bus failed (the rest wait for a retry). */
  private async batch(): Promise<number | 'publish failed'> {
    return this.ds.transaction(async (m) => {
      // SELECT … ORDER BY seq LIMIT BATCH FOR UPDATE SKIP LOCKED
      const rows = await m
        .getRepository(OutboxEntity)
        .createQueryBuilder('o')
        .select(['o.seq', 'o.envelope'])
        .where('o.sent_at IS NULL')
        .orderBy('o.seq')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const row of rows) {
        try {
          await this.bus.publish(row.envelope);
        } catch (err) {
          await m.update(OutboxEntity, { seq: row.seq }, { attempts: () => 'attempts + 1', last_error: String(err) });
          this.log.warn({ err, eventId: row.envelope.id }, 'outbox publish failed; will retry');
          return 'publish failed';
        }
        await m.update(OutboxEntity, { seq: row.seq }, { sent_at: () => 'now()', attempts: () => 'attempts + 1' });
      }
      return rows.length;
    });
  }

  /** Rows committed but not yet published: the outbox lag. */
  async pending(): Promise<number> {
    return this.ds.getRepository(OutboxEntity).countBy({ sent_at: IsNull() });
  }

  /** Age in seconds of the oldest row not yet published (0 when none): the lag a reader of events sees. */
  async oldestPendingSeconds(): Promise<number> {
    const r = await this.ds
      .getRepository(OutboxEntity)
      .createQueryBuilder('o')
      .select('coalesce(extract(epoch FROM now() - min(o.created_at)), 0)', 's')
      .where('o.sent_at IS NULL')
      .getRawOne<{ s: string }>();
    return Number(r?.s ?? 0);
  }

  /** Stops listening and retrying, and waits for the pass under way. */
  async stop(): Promise<void> {
    this.live = false;
    await this.listener?.stop();
    this.listener = undefined;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.running?.catch(() => undefined);
  }
}
