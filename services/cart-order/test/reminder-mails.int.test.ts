import { IdentityCalls } from '@cards/contracts';
import { AppError, MemoryJobQueue, MemoryRequestBus, serveCall } from '@cards/kit';
import { testLogger } from '@cards/testing/logger';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { openCartOrderDatabase } from './support/cart-database.js';
import { CART_ORDER_SCHEMA } from '../src/db/schema.js';
import { UkBankHolidays } from '../src/modules/delivery-dates/bank-holidays.js';
import { DeliveryDates } from '../src/modules/delivery-dates/delivery-dates.js';
import { ReminderMailClaimed, ReminderMails, type SendReminderJob } from '../src/modules/reminders/reminder-mails.js';
import { ReminderEntity, ReminderMailEntity } from '../src/modules/reminders/reminder.entity.js';
import { UnsubscribeTokens } from '../src/modules/reminders/unsubscribe-token.js';

/**
 * The send job of a reminder mail against a real database and a stand-in for identity's mail
 * call that looks at the database while it is called: the mail goes with no transaction open,
 * once, and a failed mail is sent by the retry.
 */
const log = testLogger('reminder-mails');
// Thursday 20 November 2025: the 14-day mail of a 4 December birthday is due.
const clock = () => new Date('2025-11-20T10:00:00Z');

describe('reminder mails', () => {
  let db: Awaited<ReturnType<typeof openCartOrderDatabase>>['db'];
  let ds: DataSource;
  let observer: pg.Client;
  let mails: ReminderMails;
  let rpc: MemoryRequestBus;
  /** What the stand-in mail call does on each call, after it has looked at the database. */
  let onMail: () => Promise<void> = async () => undefined;
  const sent: string[] = [];
  const seen: Array<{ lockable: boolean; claimed: boolean; sent: boolean; openTransactions: number }> = [];

  beforeAll(async () => {
    ({ db, ds } = await openCartOrderDatabase('reminder_mails', log));
    observer = new pg.Client({ connectionString: db.url });
    await observer.connect();
    rpc = new MemoryRequestBus(log);
    await serveCall(rpc, IdentityCalls.mailSend, async (req) => {
      const key = 'idempotency_key' in req ? req.idempotency_key : '';
      const reminderId = Number(key.split('-')[1]);
      // NOWAIT fails at once if any transaction holds the row; pg_stat_activity names any open one.
      const lockable = await observer
        .query(`SELECT 1 FROM ${CART_ORDER_SCHEMA}.reminder_mails WHERE reminder_id = $1 FOR UPDATE NOWAIT`, [reminderId])
        .then(
          () => true,
          () => false,
        );
      const row = (
        await observer.query(`SELECT claimed_at, sent_at FROM ${CART_ORDER_SCHEMA}.reminder_mails WHERE reminder_id = $1`, [reminderId])
      ).rows[0];
      const open = await observer.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      seen.push({ lockable, claimed: row?.claimed_at != null, sent: row?.sent_at != null, openTransactions: open.rows[0].n });
      await onMail();
      sent.push(key);
      return { message_id: `<${key}@cards.test>` };
    });
    const dates = new DeliveryDates(new UkBankHolidays());
    mails = new ReminderMails({
      ds,
      queue: new MemoryJobQueue(log),
      rpc,
      dates,
      tokens: new UnsubscribeTokens(new Uint8Array(32).fill(7)),
      settings: { mailTime: '08:00', webUrl: 'http://127.0.0.1:1' },
      clock,
      log,
    });
  });
  afterAll(async () => {
    await rpc?.close();
    await observer?.end();
    await ds?.destroy();
    await db?.drop();
  });

  async function birthdayJob(name: string): Promise<SendReminderJob> {
    const r = await ds.getRepository(ReminderEntity).save({
      user_id: 1,
      account_id: 1,
      name,
      relationship: 'sister',
      occasion: 'Birthday',
      event_slug: 'birthday',
      day: '2025-12-04',
      repeat: 'yearly',
      address_id: null,
      postage_class: 'second',
      lead_days: [14, 3],
      mail: true,
    });
    return { reminder_id: r.id, occasion_year: 2025, lead_days: 14, occasion_date: '2025-12-04' };
  }
  const sentFor = (job: SendReminderJob) => sent.filter((k) => k === `reminder-${job.reminder_id}-2025-14`).length;
  const mailRow = (job: SendReminderJob) =>
    ds.getRepository(ReminderMailEntity).findOneByOrFail({ reminder_id: job.reminder_id, occasion_year: 2025, lead_days: 14 });

  it('when a reminder mail is sent, then no transaction is open during the mail call, its row is claimed, and a second run sends nothing', async () => {
    const job = await birthdayJob('Rose');
    seen.length = 0;
    expect(await mails.send(job)).toBe('sent');
    expect(seen).toEqual([{ lockable: true, claimed: true, sent: false, openTransactions: 0 }]);
    expect(await mailRow(job)).toMatchObject({ claimed_at: null, message_id: `<reminder-${job.reminder_id}-2025-14@cards.test>` });
    expect((await mailRow(job)).sent_at).toBeInstanceOf(Date);
    expect(await mails.send(job)).toBe('already_sent');
    expect(sentFor(job)).toBe(1);
  });

  it('when the mail call fails, then the claim is given back and the retried job sends the mail once', async () => {
    const job = await birthdayJob('Iris');
    onMail = async () => {
      onMail = async () => undefined;
      throw new AppError(503, 'mail_unavailable', 'The mail server is not answering');
    };
    await expect(mails.send(job)).rejects.toMatchObject({ status: 503 });
    expect(await mailRow(job)).toMatchObject({ claimed_at: null, sent_at: null });
    expect(sentFor(job)).toBe(0);
    expect(await mails.send(job)).toBe('sent');
    expect(await mails.send(job)).toBe('already_sent');
    expect(sentFor(job)).toBe(1);
  });

  it('when two runs of the same job overlap, then one mail goes and the other run fails to be retried, then finds it sent', async () => {
    const job = await birthdayJob('Ada');
    let entered!: () => void;
    let finish!: () => void;
    const inCall = new Promise<void>((r) => {
      entered = r;
    });
    const held = new Promise<void>((r) => {
      finish = r;
    });
    onMail = async () => {
      onMail = async () => undefined;
      entered();
      await held;
    };
    const first = mails.send(job);
    await inCall;
    await expect(mails.send(job)).rejects.toBeInstanceOf(ReminderMailClaimed);
    finish();
    expect(await first).toBe('sent');
    expect(await mails.send(job)).toBe('already_sent');
    expect(sentFor(job)).toBe(1);
  });
});
