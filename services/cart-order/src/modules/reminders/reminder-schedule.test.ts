import { describe, expect, it } from '@jest/globals';
import { DeliveryDates, UkBankHolidays } from '../delivery-dates/index.js';
import { lastChance, mailDueNow, mailsOfNext, nextMailOn, nextOccurrence } from './reminder-schedule.js';

/** 10:00 UK time (GMT) on a winter day, or the instant given. */
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00Z`);

const dates = new DeliveryDates(new UkBankHolidays());
const birthday = { day: '1990-12-20', repeat: 'yearly' as const, postage_class: 'second' as const, lead_days: [14, 3] };

describe('reminder schedule', () => {
  it('when a yearly date has passed this year, then the next one is next year, one set in a later year starts then; a one-off that passed has none', () => {
    expect(nextOccurrence(birthday, '2025-12-01')).toBe('2025-12-20');
    expect(nextOccurrence(birthday, '2025-12-20')).toBe('2025-12-20');
    expect(nextOccurrence(birthday, '2025-12-21')).toBe('2026-12-20');
    expect(nextOccurrence({ day: '2025-06-01', repeat: 'once' }, '2025-06-02')).toBeNull();
    // 29 February falls on the 28th in other years.
    expect(nextOccurrence({ day: '2000-02-29', repeat: 'yearly' }, '2025-01-01')).toBe('2025-02-28');
    expect(nextOccurrence({ day: '2000-02-29', repeat: 'yearly' }, '2028-01-01')).toBe('2028-02-29');
    // A yearly date in a later year starts then: "remind me next year" skips this year's.
    expect(nextOccurrence({ ...birthday, day: '2026-12-20' }, '2025-12-01')).toBe('2026-12-20');
    expect(nextOccurrence({ ...birthday, day: '2026-12-20' }, '2026-12-21')).toBe('2027-12-20');
  });

  it('when the 3-day mail would come after the last 2nd Class order day, then it goes on that day instead', () => {
    // Saturday 20 December 2025 by 2nd Class: the last print day that arrives by Friday 19 is Tuesday 16.
    expect(mailsOfNext(birthday, '2025-11-01', dates, null)).toEqual([
      { occasion_date: '2025-12-20', occasion_year: 2025, lead_days: 14, mail_on: '2025-12-06', last_order_day: '2025-12-16' },
      { occasion_date: '2025-12-20', occasion_year: 2025, lead_days: 3, mail_on: '2025-12-16', last_order_day: '2025-12-16' },
    ]);
    // By 1st Class (two days in the Christmas post) the last order day is Thursday 18, so the 3-day mail keeps its day.
    expect(mailsOfNext({ ...birthday, postage_class: 'first' }, '2025-11-01', dates, null)[1]).toMatchObject({
      mail_on: '2025-12-17',
      last_order_day: '2025-12-18',
    });
  });

  it('when the day of a mail comes, then that mail is due while a card can still arrive in time, and the later one takes over', () => {
    expect(mailDueNow(birthday, at('2025-12-05'), dates, null)).toBeNull();
    expect(mailDueNow(birthday, at('2025-12-06'), dates, null)).toMatchObject({ lead_days: 14 });
    expect(mailDueNow(birthday, at('2025-12-10'), dates, null)).toMatchObject({ lead_days: 14 });
    expect(mailDueNow(birthday, at('2025-12-16'), dates, null)).toMatchObject({ lead_days: 3 });
    // Too late for 2nd Class, but 1st Class (by Thursday 18) and Tracked 24 (by Friday 19) still make it.
    expect(mailDueNow(birthday, at('2025-12-17'), dates, null)).toMatchObject({ lead_days: 3 });
    expect(mailDueNow(birthday, at('2025-12-19', '14:59'), dates, null)).toMatchObject({ lead_days: 3 });
    // After Tracked 24's last cut-off nothing can arrive in time: nothing more is mailed.
    expect(mailDueNow(birthday, at('2025-12-19', '15:00'), dates, null)).toBeNull();
  });

  it('when mails were sent, then the next one is the first still to come, and after the last chance next year’s first', () => {
    expect(nextMailOn(birthday, { now: at('2025-12-07'), dates, destination: null })).toBe('2025-12-07');
    expect(nextMailOn(birthday, { now: at('2025-12-07'), dates, destination: null }, [14])).toBe('2025-12-16');
    expect(nextMailOn(birthday, { now: at('2025-12-17'), dates, destination: null }, [3])).toBe('2026-12-06');
    expect(nextMailOn(birthday, { now: at('2025-12-19', '16:00'), dates, destination: null })).toBe('2026-12-06');
  });

  it('when a birthday is four days away and too late for 2nd Class, then a mail is due now and 1st Class is the last chance', () => {
    // Friday 27 November 2026 after the 3pm cut-off; the birthday is Tuesday 1 December. Without
    // a postcode St Andrew's Day (Monday 30, Scotland) counts, so 2nd Class had to go by Wednesday 25.
    const now = at('2026-11-27', '16:00');
    const close = { ...birthday, day: '1990-12-01' };
    expect(mailDueNow(close, now, dates, null)).toMatchObject({ occasion_date: '2026-12-01', lead_days: 3, mail_on: '2026-11-25' });
    expect(lastChance('2026-12-01', 'second', { now, dates, destination: null })).toEqual({
      postage_class: 'first',
      dispatch_date: '2026-11-30',
      order_by: '2026-11-30T15:00:00.000Z',
    });
    // Once that mail went, no other comes this time: the next is next year's.
    expect(nextMailOn(close, { now, dates, destination: null }, [3])).toBe('2027-11-17');
  });

  it('when a bank holiday sits before the date, then the last order day moves earlier for it', () => {
    // Tuesday 6 May 2025, after the early May bank holiday: 1st Class must be printed on Saturday 3.
    const r = { day: '1980-05-06', repeat: 'yearly' as const, postage_class: 'first' as const, lead_days: [1] };
    expect(mailsOfNext(r, '2025-04-20', dates, 'england-wales')[0]).toMatchObject({ mail_on: '2025-05-03', last_order_day: '2025-05-03' });
  });
});
