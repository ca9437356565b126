import { IdentityCalls } from '@cards/contracts';
import { isAppError, requestCall, type JobQueue, type Logger, type Repeat, type RequestBus } from '@cards/kit';
import { UK_TIME_ZONE } from '@cards/contracts';
import { IsNull, type DataSource } from 'typeorm';
import { POSTAGE } from '../../domain/pricing.js';
import { type CalendarDate, type Clock, type DeliveryDates, ukClock } from '../delivery-dates/index.js';
import { CART_ORDER_QUEUE } from '../orders/index.js';
import { lastChance, mailDueNow, nextOccurrence } from './reminder-schedule.js';
import { ReminderMailEntity } from './reminder.entity.js';
import { datesOf, destinationOf, findReminders, type ReminderRow } from './reminder.store.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

const daysBetween = (from: CalendarDate, to: CalendarDate) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));

export const JOB_SWEEP_REMINDERS = 'sweep-reminders';
export const JOB_SEND_REMINDER = 'send-reminder';

export interface SendReminderJob {
  reminder_id: number;
  occasion_year: number;
  lead_days: number;
  occasion_date: CalendarDate;
}

/**
 * How long a claim keeps other runs off a mail. Far longer than the mail call may take (15 s),
 * so only a run that died mid-send leaves one to lapse; its mail is then tried again.
 */
export const REMINDER_CLAIM_SECONDS = 120;

/** Another run holds the mail's claim: this job fails and is retried, by when the mail is sent or the claim lapsed. */
export class ReminderMailClaimed extends Error {
  constructor(job: SendReminderJob) {
    super(`reminder ${job.reminder_id}'s ${job.lead_days}-day mail of ${job.occasion_year} is being sent by another run`);
    this.name = 'ReminderMailClaimed';
  }
}

export interface ReminderMailSettings {
  /** Time of day (UK) the daily sweep runs and mails go, `HH:MM`. */
  mailTime: string;
  /** The web app's origin, for the links in the mail. */
  webUrl: string;
}

/** What a ReminderMails is built from. */
export interface ReminderMailsDeps {
  ds: DataSource;
  queue: JobQueue;
  rpc: RequestBus;
  dates: DeliveryDates;
  tokens: UnsubscribeTokens;
  settings: ReminderMailSettings;
  clock: Clock;
  log: Logger;
}

/**
 * Reminder mails on the service's queue. Once a day at the mail time (the service's periodic
 * work, `sweepSchedule`) and at every start, a sweep looks at every reminder that still mails
 * and queues one send job for each mail due today (job id `reminder-<id>-<year>-<lead>-<day>`).
 * Jobs are delivered at least once, so the send job is what makes a mail go once: it claims
 * the `(reminder, year, lead)` row of `reminder_mails` in one atomic statement, asks identity
 * to send the mail with no transaction open, then marks the row sent; a row marked sent is
 * never sent again, whoever runs the job again and when. A failed mail gives its claim back
 * and the job is retried.
 */
export class ReminderMails {
  private readonly ds: DataSource;
  private readonly queue: JobQueue;
  private readonly rpc: RequestBus;
  private readonly dates: DeliveryDates;
  private readonly tokens: UnsubscribeTokens;
  private readonly settings: ReminderMailSettings;
  private readonly clock: Clock;
  private readonly log: Logger;

  constructor(deps: ReminderMailsDeps) {
    ({
      ds: this.ds,
      queue: this.queue,
      rpc: this.rpc,
      dates: this.dates,
      tokens: this.tokens,
      settings: this.settings,
      clock: this.clock,
      log: this.log,
    } = deps);
  }

  /** When the daily sweep runs: the mail time, UK time (GMT or BST as it falls). */
  sweepSchedule(): Repeat {
    const [h, mi] = this.settings.mailTime.split(':').map(Number) as [number, number];
    return { cron: `${mi} ${h} * * *`, tz: UK_TIME_ZONE };
  }

  /** At start: a sweep now, so mails that fell due while the shop was down still go. */
  async start(): Promise<void> {
    await this.queue.add(
      CART_ORDER_QUEUE,
      JOB_SWEEP_REMINDERS,
      { day: ukClock(this.clock()).day, at_start: true },
      { attempts: 5, backoffMs: 10_000 },
    );
  }

  /** Queues today's due mails. */
  async sweep(): Promise<number> {
    const live = await findReminders(this.ds.manager, { deleted_at: IsNull(), mail: true });
    let queued = 0;
    for (const r of live) if (await this.queueIfDue(r, 'sweep')) queued++;
    if (queued) this.log.info({ queued }, 'reminder mails queued');
    return queued;
  }

  /**
   * Queues the reminder's mail if one is due today: by the sweep, and when a reminder is saved
   * (one saved after today's sweep whose mail is due still gets it today).
   */
  async queueIfDue(r: ReminderRow | number, by: 'sweep' | 'save' = 'save'): Promise<boolean> {
    const row = typeof r === 'number' ? (await findReminders(this.ds.manager, { id: r, deleted_at: IsNull(), mail: true }))[0] : r;
    if (!row) return false;
    const due = mailDueNow(datesOf(row), this.clock(), this.dates, destinationOf(row));
    // Each mail goes once: one sent already needs no job.
    if (!due || row.sent?.includes(`${due.occasion_year}:${due.lead_days}`)) return false;
    const job: SendReminderJob = {
      reminder_id: row.id,
      occasion_year: due.occasion_year,
      lead_days: due.lead_days,
      occasion_date: due.occasion_date,
    };
    // One job a day per mail from the sweep (a queue keeps finished ids, so a fixed id could
    // never run again after a run that sent nothing); `reminder_mails` is what sends it once.
    const today = ukClock(this.clock()).day;
    const id = `reminder-${row.id}-${due.occasion_year}-${due.lead_days}-${by === 'sweep' ? today : `saved-${Date.now()}`}`;
    await this.queue.add(CART_ORDER_QUEUE, JOB_SEND_REMINDER, job, { jobId: id, attempts: 8, backoffMs: 30_000 });
    return true;
  }

  /** Sends one reminder mail unless it went already, or the reminder stopped mailing meanwhile. */
  async send(job: SendReminderJob): Promise<'sent' | 'already_sent' | 'stopped' | 'not_due'> {
    if (!(await this.claim(job))) {
      const row = await this.ds.getRepository(ReminderMailEntity).findOneBy(this.keyOf(job));
      if (row?.sent_at) return 'already_sent';
      throw new ReminderMailClaimed(job);
    }
    let messageId: string;
    try {
      const r = (await findReminders(this.ds.manager, { id: job.reminder_id }))[0];
      if (!r || r.deleted_at || !r.mail) return await this.release(job, 'stopped');
      const due = mailDueNow(datesOf(r), this.clock(), this.dates, destinationOf(r));
      if (!due || due.occasion_year !== job.occasion_year || due.lead_days !== job.lead_days) return await this.release(job, 'not_due');
      messageId = await this.mail(r, due.occasion_date, `reminder-${job.reminder_id}-${job.occasion_year}-${job.lead_days}`);
    } catch (err) {
      // The user is gone (deleted before the event reached us): nothing to send, ever.
      if (isAppError(err) && err.status === 404) return this.release(job, 'stopped');
      await this.release(job, 'failed');
      throw err;
    }
    await this.ds
      .getRepository(ReminderMailEntity)
      .update(this.keyOf(job), { sent_at: () => 'now()', message_id: messageId, claimed_at: null });
    this.log.info({ reminder: job.reminder_id, year: job.occasion_year, lead: job.lead_days }, 'reminder mail sent');
    return 'sent';
  }

  private keyOf(job: SendReminderJob) {
    return { reminder_id: job.reminder_id, occasion_year: job.occasion_year, lead_days: job.lead_days };
  }

  /**
   * Takes the mail for this run: its row is made if new, then claimed in one atomic UPDATE
   * unless it is sent or another run's claim is still fresh.
   * @returns whether this run holds the claim
   */
  private async claim(job: SendReminderJob): Promise<boolean> {
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(ReminderMailEntity)
      .values({ ...this.keyOf(job), occasion_date: job.occasion_date })
      .orIgnore()
      .execute();
    const claimed = await this.ds
      .createQueryBuilder()
      .update(ReminderMailEntity)
      .set({ claimed_at: () => 'now()' })
      .where(
        'reminder_id = :reminder_id AND occasion_year = :occasion_year AND lead_days = :lead_days AND sent_at IS NULL',
        this.keyOf(job),
      )
      .andWhere('(claimed_at IS NULL OR claimed_at < now() - make_interval(secs => :lease))', { lease: REMINDER_CLAIM_SECONDS })
      .execute();
    return (claimed.affected ?? 0) > 0;
  }

  private async release<T extends string>(job: SendReminderJob, outcome: T): Promise<T> {
    await this.ds.getRepository(ReminderMailEntity).update({ ...this.keyOf(job), sent_at: IsNull() }, { claimed_at: null });
    return outcome;
  }

  /**
   * "Send me a test": the mail the reminder would send for its next occasion, now, to its owner,
   * marked as a test. Nothing is recorded, so the real mails still go on their days.
   */
  async sendTest(r: ReminderRow): Promise<void> {
    const today = ukClock(this.clock()).day;
    const occasion = nextOccurrence(datesOf(r), today) ?? datesOf(r).day;
    await this.mail(r, occasion, `reminder-test-${r.id}-${this.clock().getTime()}-${Math.random().toString(36).slice(2, 8)}`, true);
  }

  private async mail(r: ReminderRow, occasion: CalendarDate, key: string, test = false): Promise<string> {
    const web = this.settings.webUrl;
    const design = new URL(`${web}/card/new${r.event_slug ? `/${encodeURIComponent(r.event_slug)}` : ''}`);
    design.searchParams.set('recipient_name', r.name);
    if (r.relationship) design.searchParams.set('relationship', r.relationship);
    const now = this.clock();
    const chance = lastChance(occasion, r.postage_class, { now, dates: this.dates, destination: destinationOf(r) });
    const reply = await requestCall(
      this.rpc,
      IdentityCalls.mailSend,
      {
        template: 'occasion_reminder',
        user_id: r.user_id,
        idempotency_key: key,
        as_of: now.toISOString(),
        data: {
          person_name: r.name,
          relationship: r.relationship,
          occasion: r.occasion,
          date: occasion,
          days_left: daysBetween(ukClock(now).day, occasion),
          design_url: design.toString(),
          unsubscribe_url: `${web}/reminders/unsubscribe?token=${encodeURIComponent(this.tokens.make(r.user_id))}`,
          manage_url: `${web}/profile/reminders`,
          postage: POSTAGE[r.postage_class].name,
          order_by: chance?.order_by ?? null,
          order_postage: chance && chance.postage_class !== r.postage_class ? POSTAGE[chance.postage_class].name : null,
          ...(test ? { test: true } : {}),
        },
      },
      { timeoutMs: 15_000 },
    );
    return reply.message_id;
  }
}
