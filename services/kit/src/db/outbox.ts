import type { EventDefinition, EventEnvelope } from '@cards/contracts';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { EventBus } from '../bus/event-bus.port.js';
import { makeEnvelope } from '../bus/envelope.js';
import type { Logger } from '../logging/logger.js';
import { OutboxEntity } from './kit-entities.js';

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

  /** Publishes now what is committed, instead of waiting for the relay's next poll. */
  async flush(): Promise<void> {
    await this.relay?.tick();
  }
}

/**
 * Publishes committed outbox rows in order and marks them sent. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several replicas can relay without sending one row twice
 * (the bus dedupes by envelope id anyway should a process die between publish and mark).
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly ds: DataSource,
    private readonly bus: EventBus,
    private readonly log: Logger,
    private readonly intervalMs = 250,
  ) {}

  start() {
    this.stopped = false;
    const loop = async () => {
      if (this.stopped) return;
      await this.tick().catch((err) => this.log.error({ err }, 'outbox relay tick failed'));
      if (!this.stopped) this.timer = setTimeout(loop, this.intervalMs);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** One pass; concurrent callers share the running pass and trigger one more after it. */
  async tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        while ((await this.batch()) > 0);
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async batch(): Promise<number> {
    return this.ds.transaction(async (m) => {
      // SELECT … ORDER BY seq LIMIT 100 FOR UPDATE SKIP LOCKED
      const rows = await m
        .getRepository(OutboxEntity)
        .createQueryBuilder('o')
        .select(['o.seq', 'o.envelope'])
        .where('o.sent_at IS NULL')
        .orderBy('o.seq')
        .limit(100)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const row of rows) {
        try {
          await this.bus.publish(row.envelope);
        } catch (err) {
          await m.update(OutboxEntity, { seq: row.seq }, { attempts: () => 'attempts + 1', last_error: String(err) });
          this.log.warn({ err, eventId: row.envelope.id }, 'outbox publish failed; will retry');
          return 0;
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

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
