import { GenerationEvents } from '@cards/contracts';
import { isAppError, type JobQueue, type Logger, type Outbox } from '@cards/kit';
import { LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { EcardWaitEntity } from './ecard-wait.entity.js';
import type { SendEcard } from './send-ecard.js';

/** Generation's queue of e-cards waiting for the next allowance window. */
export const ECARD_WAITS_QUEUE = 'generation-ecards';
export const JOB_SEND_WAITING_ECARDS = 'send-waiting-ecards';

/** The e-card caps that decide when a waiting e-card can go (config: ECARDS_PER_ACCOUNT_*). */
export interface EcardCaps {
  perHour: number;
  perDay: number;
  peoplePerDay: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The error the e-card caps answer with: wait, do not fail. */
export const isOverAllowance = (err: unknown): err is { details?: { retry_after?: number } } =>
  isAppError(err) && err.code === 'ecard_rate_limited';

/** What EcardWaits is built from. */
export interface EcardWaitsDeps {
  ds: DataSource;
  outbox: Outbox;
  queue: JobQueue;
  send: SendEcard;
  caps: EcardCaps;
  log: Logger;
}

/**
 * A list's e-cards beyond the account's allowance wait for their turn instead of failing: each
 * is written to `order_ecard_waits` with the moment the window frees up, and sent then, once. The
 * table is the schedule and the queue only the alarm clock (one delayed job for the earliest
 * row, armed again at every start), so a restart loses none; a row is deleted in the same
 * transaction that says its e-card was sent, under its row lock, so none is sent twice by two
 * runs. Each (re)scheduling says when the e-card is expected to go (`send_at`, an estimate from
 * the caps), so the order page can say "33 to be sent by 18:00".
 */
export class EcardWaits {
  constructor(private readonly d: EcardWaitsDeps) {}

  /** Writes one e-card to wait (in the caller's transaction) and says when it should go; a repeat keeps the first. */
  async schedule(m: EntityManager, row: Omit<EcardWaitEntity, 'due_at' | 'created_at'>, retryAfterSeconds: number): Promise<Date> {
    const due = new Date(Date.now() + Math.max(1, retryAfterSeconds) * 1000);
    await m
      .createQueryBuilder()
      .insert()
      .into(EcardWaitEntity)
      .values({ ...row, due_at: due })
      .orIgnore()
      .execute();
    const ahead = await m.count(EcardWaitEntity, { where: { user_id: row.user_id } });
    await this.d.queue.add(
      ECARD_WAITS_QUEUE,
      JOB_SEND_WAITING_ECARDS,
      {},
      { jobId: `ecard-waits-${due.getTime()}`, delayMs: due.getTime() - Date.now(), attempts: 10, backoffMs: 5000 },
    );
    return this.sendBy(due, ahead);
  }

  /**
   * When the `n`th waiting e-card of an account should have gone, from the window freeing at
   * `due`: a window's worth an hour, and no more a day than the daily caps allow. An estimate:
   * each reschedule says it again.
   */
  sendBy(due: Date, n: number): Date {
    const perDay = Math.min(this.d.caps.perDay, this.d.caps.peoplePerDay);
    const k = Math.max(0, n - 1);
    const days = Math.floor(k / perDay);
    const hours = Math.floor((k % perDay) / this.d.caps.perHour);
    return new Date(due.getTime() + days * DAY + hours * HOUR);
  }

  /** Wakes the sender at `at` (at once when past); the same moment twice is one job. */
  async arm(at: Date): Promise<void> {
    await this.d.queue.add(
      ECARD_WAITS_QUEUE,
      JOB_SEND_WAITING_ECARDS,
      {},
      { jobId: `ecard-waits-${at.getTime()}`, delayMs: Math.max(0, at.getTime() - Date.now()), attempts: 10, backoffMs: 5000 },
    );
  }

  /** At start and after each run: the alarm for the earliest waiting e-card. */
  async rearm(): Promise<void> {
    const next = await this.d.ds.getRepository(EcardWaitEntity).findOne({ where: {}, order: { due_at: 'ASC' } });
    if (next) await this.arm(next.due_at);
  }

  /** Sends every waiting e-card whose window has come, each once; those still over the allowance wait again. */
  async handle(): Promise<{ sent: number; waiting: number }> {
    const due = await this.d.ds.getRepository(EcardWaitEntity).find({
      where: { due_at: LessThanOrEqual(new Date()) },
      order: { due_at: 'ASC', created_at: 'ASC' },
    });
    let sent = 0;
    for (const w of due) if (await this.sendOne(w)) sent++;
    await this.d.outbox.flush();
    await this.rearm();
    const waiting = await this.d.ds.getRepository(EcardWaitEntity).count();
    if (due.length) this.d.log.info({ sent, waiting }, 'waiting e-cards handled');
    return { sent, waiting };
  }

  private async sendOne(w: EcardWaitEntity): Promise<boolean> {
    return this.d.ds.transaction(async (m) => {
      // Another run has it (or sent it): leave it to that run.
      const row = await m
        .createQueryBuilder(EcardWaitEntity, 'w')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .where({ order_id: w.order_id, recipient_id: w.recipient_id })
        .getOne();
      if (!row) return false;
      let reason: string | null = null;
      try {
        await this.d.send(row.user_id, row.card_instance_id, { email: row.email, name: row.name, salutation: row.salutation });
      } catch (err) {
        if (isOverAllowance(err)) {
          const retry = err.details?.retry_after ?? 60;
          const dueAt = new Date(Date.now() + retry * 1000);
          await m.update(EcardWaitEntity, { order_id: row.order_id, recipient_id: row.recipient_id }, { due_at: dueAt });
          const ahead = await m.count(EcardWaitEntity, { where: { user_id: row.user_id } });
          await this.handled(m, row, { outcome: 'scheduled', reason: null, send_at: this.sendBy(dueAt, ahead).toISOString() });
          return false;
        }
        if (!isAppError(err) || err.status >= 500) throw err;
        reason = err.message;
      }
      await m.delete(EcardWaitEntity, { order_id: row.order_id, recipient_id: row.recipient_id });
      await this.handled(m, row, { outcome: reason ? 'failed' : 'sent', reason, send_at: null });
      return !reason;
    });
  }

  private handled(
    m: EntityManager,
    row: EcardWaitEntity,
    o: { outcome: 'sent' | 'failed' | 'scheduled'; reason: string | null; send_at: string | null },
  ) {
    return this.d.outbox.add(m, GenerationEvents.orderEcardHandled, {
      order_id: row.order_id,
      line_id: row.line_id,
      recipient_id: row.recipient_id,
      ...o,
    });
  }
}
