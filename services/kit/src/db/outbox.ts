import type { EventDefinition, EventEnvelope } from '@cards/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { EventBus } from '../bus/event-bus.port.js';
import { makeEnvelope } from '../events/envelope.js';
import type { Logger } from '../logging/logger.js';

/**
 * Transactional outbox: an event is written in the same transaction as the change it
 * describes, so a rolled-back change never announces itself and a committed one always does.
 */
export class Outbox {
  constructor(
    private readonly schema: string,
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
    await manager.query(`INSERT INTO "${this.schema}".outbox (id, subject, envelope) VALUES ($1, $2, $3)`, [
      env.id,
      env.type,
      JSON.stringify(env),
    ]);
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
    private readonly schema: string,
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
      const rows: Array<{ seq: string; envelope: EventEnvelope }> = await m.query(
        `SELECT seq, envelope FROM "${this.schema}".outbox WHERE sent_at IS NULL ORDER BY seq LIMIT 100 FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows) {
        try {
          await this.bus.publish(row.envelope);
        } catch (err) {
          await m.query(`UPDATE "${this.schema}".outbox SET attempts = attempts + 1, last_error = $2 WHERE seq = $1`, [
            row.seq,
            String(err),
          ]);
          this.log.warn({ err, eventId: row.envelope.id }, 'outbox publish failed; will retry');
          return 0;
        }
        await m.query(`UPDATE "${this.schema}".outbox SET sent_at = now(), attempts = attempts + 1 WHERE seq = $1`, [row.seq]);
      }
      return rows.length;
    });
  }

  /** Rows committed but not yet published: the outbox lag. */
  async pending(): Promise<number> {
    const r = await this.ds.query(`SELECT count(*)::int AS n FROM "${this.schema}".outbox WHERE sent_at IS NULL`);
    return r[0].n;
  }

  /** Age in seconds of the oldest row not yet published (0 when none): the lag a reader of events sees. */
  async oldestPendingSeconds(): Promise<number> {
    const r = await this.ds.query(
      `SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0) AS s FROM "${this.schema}".outbox WHERE sent_at IS NULL`,
    );
    return Number(r[0].s);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
