import type { Actor, Page, Reminder, ReminderInput, ReminderListQuery, ReminderPatch } from '@cards/contracts';
import { lockForTransaction, tooManyFor, type RateLimiter } from '@cards/kit';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AddressReads } from '../addresses/index.js';
import { addressNotFound } from '../../domain/cart.errors.js';
import { type Clock, type DeliveryDates, ukClock } from '../delivery-dates/index.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { ReminderEntity } from './reminder.entity.js';
import { badUnsubscribeLink, oneOffPassed, reminderNotFound, tooManyReminders } from './reminder.errors.js';
import { findReminder, findReminders, toReminder, type ReminderRow } from './reminder.store.js';
import type { ReminderMails } from './reminder-mails.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

const book = new AddressReads();

const MAX_REMINDERS = 200;
/** "Send me a test" mails one user may ask for: as many as identity lets an address ask for mailed links. */
export const TEST_MAILS_PER_HOUR = 5;

export interface ReminderServiceDeps {
  ds: DataSource;
  dates: DeliveryDates;
  tokens: UnsubscribeTokens;
  /** The lead times of a reminder that chooses none (`REMINDER_LEAD_DAYS`). */
  defaultLeadDays: number[];
  clock: Clock;
  /** Queues a just-saved reminder's mail when one is due now, and sends test mails. */
  mails: Pick<ReminderMails, 'queueIfDue' | 'sendTest'>;
  /** Counts test mails per user. */
  limiter: RateLimiter;
}

/** The signed-in customer's people and dates; nobody sees another's. */
export class ReminderService {
  private readonly ds: DataSource;
  private readonly dates: DeliveryDates;
  private readonly clock: Clock;

  constructor(private readonly deps: ReminderServiceDeps) {
    ({ ds: this.ds, dates: this.dates, clock: this.clock } = deps);
  }

  /** Soonest first: the order of the year from today, not of the calendar. */
  /** The actor's reminders, or, for an admin naming one, that customer's (for the admin customer page). */
  async list(actor: Actor, q: ReminderListQuery): Promise<Page<Reminder>> {
    const userId = actor.admin ? (q.user_id ?? actor.user_id) : actor.user_id;
    const all = await findReminders(this.ds.manager, { user_id: userId, deleted_at: IsNull() });
    const now = this.clock();
    const needle = q.search?.toLowerCase();
    const items = all
      .map((r) => toReminder(r, now, this.dates))
      .filter((r) => !needle || `${r.name} ${r.relationship ?? ''} ${r.occasion}`.toLowerCase().includes(needle))
      .sort((a, b) => (a.next_date ?? '9999').localeCompare(b.next_date ?? '9999') || a.name.localeCompare(b.name));
    return { items: items.slice((q.page - 1) * q.per_page, q.page * q.per_page), total: items.length };
  }

  async get(actor: Actor, id: number): Promise<Reminder> {
    const r = await findReminder(this.ds.manager, actor.user_id, id);
    if (!r) throw reminderNotFound();
    return toReminder(r, this.clock(), this.dates);
  }

  async create(actor: Actor, input: ReminderInput): Promise<Reminder> {
    this.checkDate(input.repeat, input.date);
    const id = await this.ds.transaction(async (m) => {
      // Serialises a user's creates so the cap holds under double clicks.
      await lockForTransaction(m, 'reminders', actor.user_id);
      if ((await m.countBy(ReminderEntity, { user_id: actor.user_id, deleted_at: IsNull() })) >= MAX_REMINDERS)
        throw tooManyReminders(MAX_REMINDERS);
      if (input.address_id != null && !(await book.find(m, actor.user_id, input.address_id))) throw addressNotFound();
      const r = await m.save(
        ReminderEntity,
        m.create(ReminderEntity, {
          user_id: actor.user_id,
          account_id: actor.account_id,
          name: input.name,
          relationship: input.relationship || null,
          occasion: input.occasion,
          event_slug: input.event_slug ?? null,
          day: input.date,
          repeat: input.repeat,
          address_id: input.address_id ?? null,
          postage_class: input.postage_class,
          lead_days: input.lead_days ?? this.deps.defaultLeadDays,
          mail: input.mail,
        }),
      );
      return r.id;
    });
    await this.deps.mails.queueIfDue(id);
    return this.get(actor, id);
  }

  async update(actor: Actor, id: number, patch: ReminderPatch): Promise<Reminder> {
    await this.ds.transaction(async (m) => {
      const cur = await m.findOne(ReminderEntity, {
        where: { id, user_id: actor.user_id, deleted_at: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!cur) throw reminderNotFound();
      const next = { ...cur, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as ReminderRow &
        ReminderPatch;
      if (patch.date !== undefined || patch.repeat !== undefined) this.checkDate(next.repeat, patch.date ?? calendarDay(cur.day)!);
      if (patch.address_id != null && !(await book.find(m, actor.user_id, patch.address_id))) throw addressNotFound();
      await m.update(
        ReminderEntity,
        { id, user_id: actor.user_id },
        {
          name: next.name,
          relationship: next.relationship || null,
          occasion: next.occasion,
          event_slug: next.event_slug ?? null,
          ...(patch.date ? { day: patch.date } : {}),
          repeat: next.repeat,
          address_id: next.address_id ?? null,
          postage_class: next.postage_class,
          lead_days: next.lead_days,
          mail: next.mail,
        },
      );
    });
    await this.deps.mails.queueIfDue(id);
    return this.get(actor, id);
  }

  /** "Send me a test": the reminder's mail, now, to the signed-in owner alone; a few an hour. */
  async sendTest(actor: Actor, id: number): Promise<{ sent: true }> {
    const r = await findReminder(this.ds.manager, actor.user_id, id);
    if (!r) throw reminderNotFound();
    const limit = await this.deps.limiter.hit(`cart_order:reminder_test:${actor.user_id}`, {
      limit: TEST_MAILS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!limit.allowed)
      throw tooManyFor('rate_limited', limit.retryAfterSeconds, (wait) => `You have asked for several test mails. Try again in ${wait}.`);
    await this.deps.mails.sendTest(r);
    return { sent: true };
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const r = await this.ds
      .getRepository(ReminderEntity)
      .update({ id, user_id: actor.user_id, deleted_at: IsNull() }, { deleted_at: () => 'now()' });
    if (!r.affected) throw reminderNotFound();
  }

  /** The one-click link: every reminder of the token's user stops mailing (each can be turned on again in My Account). */
  async unsubscribe(token: string): Promise<{ unsubscribed: true; reminders: number }> {
    const userId = this.deps.tokens.read(token);
    if (userId == null) throw badUnsubscribeLink();
    const r = await this.ds.getRepository(ReminderEntity).update({ user_id: userId, mail: true, deleted_at: IsNull() }, { mail: false });
    return { unsubscribed: true, reminders: r.affected ?? 0 };
  }

  /** The user was deleted: their reminders go with them, and no mail is sent for them again. */
  async forgetUser(userId: number, m: EntityManager = this.ds.manager): Promise<void> {
    await m.update(ReminderEntity, { user_id: userId, deleted_at: IsNull() }, { deleted_at: () => 'now()', mail: false });
  }

  private checkDate(repeat: 'yearly' | 'once', day: string) {
    if (repeat === 'once' && day && day < ukClock(this.clock()).day) throw oneOffPassed();
  }
}
