import type { Actor, ListQuery, Page, Reminder, ReminderInput, ReminderPatch } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { one, rows, S, type Queryable } from '../../db/sql.js';
import { findAddress } from '../addresses/address.store.js';
import { addressNotFound } from '../cart/cart.errors.js';
import { ukClock, type DeliveryDates } from '../delivery-dates/delivery-dates.js';
import type { Clock } from '../delivery-dates/delivery-options.js';
import { calendarDay } from '../orders/order.store.js';
import { badUnsubscribeLink, oneOffPassed, reminderNotFound, tooManyReminders } from './reminder.errors.js';
import { findReminder, SELECT_REMINDERS, toReminder, type ReminderRow } from './reminder.store.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

const MAX_REMINDERS = 200;

/** The signed-in customer's people and dates; nobody sees another's. */
export class ReminderService {
  constructor(
    private readonly ds: DataSource,
    private readonly dates: DeliveryDates,
    private readonly tokens: UnsubscribeTokens,
    private readonly defaultLeadDays: number[],
    private readonly clock: Clock,
    /** Called with a reminder just saved (queues its mail when one is due today). */
    private readonly saved: (id: number) => Promise<unknown> = async () => undefined,
  ) {}

  /** Soonest first: the order of the year from today, not of the calendar. */
  async list(actor: Actor, q: ListQuery): Promise<Page<Reminder>> {
    const all = await rows<ReminderRow>(this.ds, `${SELECT_REMINDERS} WHERE r.user_id = $1 AND r.deleted_at IS NULL`, [actor.user_id]);
    const now = this.clock();
    const needle = q.search?.toLowerCase();
    const items = all.map((r) => toReminder(r, now, this.dates))
      .filter((r) => !needle || `${r.name} ${r.relationship ?? ''} ${r.occasion}`.toLowerCase().includes(needle))
      .sort((a, b) => (a.next_date ?? '9999').localeCompare(b.next_date ?? '9999') || a.name.localeCompare(b.name));
    return { items: items.slice((q.page - 1) * q.per_page, q.page * q.per_page), total: items.length };
  }

  async get(actor: Actor, id: number): Promise<Reminder> {
    const r = await findReminder(this.ds, actor.user_id, id);
    if (!r) throw reminderNotFound();
    return toReminder(r, this.clock(), this.dates);
  }

  async create(actor: Actor, input: ReminderInput): Promise<Reminder> {
    this.checkDate(input.repeat, input.date);
    const id = await this.ds.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('reminders'), $1)`, [actor.user_id]);
      const n = await one<{ n: number }>(m, `SELECT count(*)::int AS n FROM ${S}.reminders WHERE user_id = $1 AND deleted_at IS NULL`, [actor.user_id]);
      if (n!.n >= MAX_REMINDERS) throw tooManyReminders(MAX_REMINDERS);
      if (input.address_id != null && !(await findAddress(m, actor.user_id, input.address_id))) throw addressNotFound();
      const [r] = await rows<{ id: number }>(m, `
        INSERT INTO ${S}.reminders (user_id, account_id, name, relationship, occasion, event_slug, day, repeat, address_id, postage_class, lead_days, mail)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [actor.user_id, actor.account_id, input.name, input.relationship || null, input.occasion, input.event_slug ?? null, input.date, input.repeat,
        input.address_id ?? null, input.postage_class, input.lead_days ?? this.defaultLeadDays, input.mail]);
      return r!.id;
    });
    await this.saved(id);
    return this.get(actor, id);
  }

  async update(actor: Actor, id: number, patch: ReminderPatch): Promise<Reminder> {
    await this.ds.transaction(async (m) => {
      const cur = await one<ReminderRow>(m, `SELECT * FROM ${S}.reminders WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE`, [id, actor.user_id]);
      if (!cur) throw reminderNotFound();
      const next = { ...cur, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as ReminderRow & ReminderPatch;
      if (patch.date !== undefined || patch.repeat !== undefined) this.checkDate(next.repeat, patch.date ?? calendarDay(cur.day)!);
      if (patch.address_id != null && !(await findAddress(m, actor.user_id, patch.address_id))) throw addressNotFound();
      await m.query(`UPDATE ${S}.reminders SET name = $3, relationship = $4, occasion = $5, event_slug = $6, day = coalesce($7::date, day), repeat = $8,
          address_id = $9, postage_class = $10, lead_days = $11, mail = $12, updated_at = now() WHERE id = $1 AND user_id = $2`,
      [id, actor.user_id, next.name, next.relationship || null, next.occasion, next.event_slug ?? null, patch.date ?? null, next.repeat,
        next.address_id ?? null, next.postage_class, next.lead_days, next.mail]);
    });
    await this.saved(id);
    return this.get(actor, id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const r = await rows(this.ds, `UPDATE ${S}.reminders SET deleted_at = now(), updated_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`, [id, actor.user_id]);
    if (!r.length) throw reminderNotFound();
  }

  /** The one-click link: every reminder of the token's user stops mailing (each can be turned on again in My Account). */
  async unsubscribe(token: string): Promise<{ unsubscribed: true; reminders: number }> {
    const userId = this.tokens.read(token);
    if (userId == null) throw badUnsubscribeLink();
    const r = await rows(this.ds, `UPDATE ${S}.reminders SET mail = false, updated_at = now() WHERE user_id = $1 AND mail AND deleted_at IS NULL RETURNING id`, [userId]);
    return { unsubscribed: true, reminders: r.length };
  }

  /** The user was deleted: their reminders go with them, and no mail is sent for them again. */
  async forgetUser(userId: number, q: Queryable = this.ds): Promise<void> {
    await q.query(`UPDATE ${S}.reminders SET deleted_at = now(), mail = false, updated_at = now() WHERE user_id = $1 AND deleted_at IS NULL`, [userId]);
  }

  private checkDate(repeat: 'yearly' | 'once', day: string) {
    if (repeat === 'once' && day && day < ukClock(this.clock()).day) throw oneOffPassed();
  }
}
