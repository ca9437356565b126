import { describe, expect, it } from '@jest/globals';
import { ArriveByRules } from './arrive-by.js';
import { UkBankHolidays } from './bank-holidays.js';
import { DeliveryDates } from './delivery-dates.js';

const holidays = new UkBankHolidays();
const dates = new DeliveryDates(holidays);
const rules = new ArriveByRules(dates, holidays);
const at = (iso: string) => new Date(iso);

describe('arrive-by dates', () => {
  it('when a Friday order comes after the cut-off, then 1st Class can arrive from Monday and the day before is too soon, in words', () => {
    const friday = at('2025-11-14T16:00:00Z');
    expect(rules.check(friday, 'first', 'SW1A 2AA', { day: '2025-11-15' })).toEqual({
      ok: false,
      reason: 'Too soon for Royal Mail 1st Class: an order paid now is expected by Monday 17 November',
    });
    expect(rules.check(friday, 'first', 'SW1A 2AA', { day: '2025-11-16' })).toMatchObject({ ok: false });
    // Monday is what an order paid now reaches: not held.
    expect(rules.check(friday, 'first', 'SW1A 2AA', { day: '2025-11-17' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-11-17',
        mode: 'on_the_day',
        dispatch_date: '2025-11-15',
        arrival_date: '2025-11-17',
        held: false,
        lands_on_the_day: true,
      },
    });
    // Thursday: held, and printed on Wednesday, the latest print day that still makes it.
    expect(rules.check(friday, 'first', 'SW1A 2AA', { day: '2025-11-20' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-11-20',
        mode: 'on_the_day',
        dispatch_date: '2025-11-19',
        arrival_date: '2025-11-20',
        held: true,
        lands_on_the_day: true,
      },
    });
    expect(rules.check(friday, 'first', null, { day: '2025-11-13' })).toEqual({ ok: false, reason: 'That day has passed' });
  });

  it('when each postage class is asked for, then its own delivery days and transit decide', () => {
    const monday = at('2025-11-17T09:00:00Z');
    // 2nd Class: three delivery days, Monday to Friday; no Saturdays.
    expect(rules.check(monday, 'second', null, { day: '2025-11-19' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Too soon for Royal Mail 2nd Class: an order paid now is expected by Thursday 20 November$/),
    });
    expect(rules.check(monday, 'second', null, { day: '2025-11-22' })).toEqual({
      ok: false,
      reason: 'Royal Mail 2nd Class does not deliver on Saturdays',
    });
    expect(rules.check(monday, 'second', null, { day: '2025-11-28' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-11-28',
        mode: 'on_the_day',
        dispatch_date: '2025-11-25',
        arrival_date: '2025-11-28',
        held: true,
        lands_on_the_day: true,
      },
    });
    // 1st Class and Tracked 24 deliver on Saturdays; a Saturday arrival is printed on Friday.
    expect(rules.check(monday, 'first', null, { day: '2025-11-22' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-11-22',
        mode: 'on_the_day',
        dispatch_date: '2025-11-21',
        arrival_date: '2025-11-22',
        held: true,
        lands_on_the_day: true,
      },
    });
    expect(rules.check(monday, 'tracked', null, { day: '2025-11-18' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-11-18',
        mode: 'on_the_day',
        dispatch_date: '2025-11-17',
        arrival_date: '2025-11-18',
        held: false,
        lands_on_the_day: true,
      },
    });
    expect(rules.check(monday, 'tracked', null, { day: '2025-11-23' })).toEqual({ ok: false, reason: 'No deliveries on Sundays' });
  });

  it('when the chosen day is a bank-holiday Monday, then it is refused by name and the Tuesday after is printed on Saturday', () => {
    const wednesday = at('2025-04-30T10:00:00Z');
    expect(rules.check(wednesday, 'first', 'M1 1AE', { day: '2025-05-05' })).toEqual({
      ok: false,
      reason: 'Early May bank holiday: no deliveries on bank holidays',
    });
    expect(rules.check(wednesday, 'first', 'M1 1AE', { day: '2025-05-06' })).toMatchObject({
      ok: true,
      plan: { dispatch_date: '2025-05-03', held: true },
    });
    // Scotland's own holidays count only for Scottish postcodes.
    expect(rules.check(at('2025-07-30T10:00:00Z'), 'first', 'EH1 1YZ', { day: '2025-08-04' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('bank holidays'),
    });
    expect(rules.check(at('2025-07-30T10:00:00Z'), 'first', 'SW1A 2AA', { day: '2025-08-04' })).toMatchObject({ ok: true });
  });

  it('when it is Christmas week, then Christmas Day and Boxing Day are refused and the Christmas post gives 1st Class two days', () => {
    const monday = at('2025-12-22T10:00:00Z');
    expect(rules.check(monday, 'first', null, { day: '2025-12-25' })).toEqual({
      ok: false,
      reason: 'Christmas Day: no deliveries on bank holidays',
    });
    expect(rules.check(monday, 'first', null, { day: '2025-12-26' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Boxing Day/),
    });
    expect(rules.check(monday, 'first', null, { day: '2025-12-24' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-12-24',
        mode: 'on_the_day',
        dispatch_date: '2025-12-22',
        arrival_date: '2025-12-24',
        held: false,
        lands_on_the_day: true,
      },
    });
    // Saturday 27 December is printed on Tuesday 23: posted on Christmas Eve, the Christmas
    // post's two days (with two bank holidays between) only land on Monday 29.
    expect(rules.check(monday, 'first', null, { day: '2025-12-27' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-12-27',
        mode: 'on_the_day',
        dispatch_date: '2025-12-23',
        arrival_date: '2025-12-27',
        held: true,
        lands_on_the_day: true,
      },
    });
    expect(rules.check(monday, 'second', null, { day: '2025-12-29' })).toMatchObject({
      ok: true,
      plan: { dispatch_date: '2025-12-22', held: false },
    });
    expect(rules.check(monday, 'second', null, { day: '2025-12-30' })).toMatchObject({
      ok: true,
      plan: { dispatch_date: '2025-12-23', held: true },
    });
  });

  it('when the clocks change, then "today" and the cut-off are the UK\'s', () => {
    // 14:30 UTC on Monday 31 March 2025 is 15:30 BST: after the cut-off, so Tuesday's print run.
    expect(rules.range(at('2025-03-31T14:30:00Z'), 'first', null).earliest).toBe('2025-04-02');
    // The same UTC time on Saturday 29 March is 14:30 GMT: before it.
    expect(rules.range(at('2025-03-29T14:30:00Z'), 'first', null).earliest).toBe('2025-03-31');
    // 23:30 UTC on Saturday 25 October is already Sunday 00:30 BST in London: Saturday has passed.
    expect(rules.check(at('2025-10-25T23:30:00Z'), 'first', null, { day: '2025-10-25' })).toEqual({
      ok: false,
      reason: 'That day has passed',
    });
  });

  it('when the day is aimed for "on or before", then it is posted at once, early and never held', () => {
    const monday = at('2025-11-17T10:00:00Z');
    expect(rules.check(monday, 'second', null, { day: '2025-11-28', mode: 'on_or_before' })).toEqual({
      ok: true,
      plan: {
        arrive_by: '2025-11-28',
        mode: 'on_or_before',
        dispatch_date: '2025-11-17',
        arrival_date: '2025-11-20',
        held: false,
        lands_on_the_day: false,
      },
    });
  });

  it('when no print day lands exactly on the chosen day, then "on the day" lands on the nearest delivery day before it', () => {
    // Tuesday 7 April 2026 to Edinburgh by 1st Class: Easter Monday stops the presses in England
    // but Scotland's post runs, so Saturday's print lands on Monday 6.
    expect(rules.check(at('2026-03-23T10:00:00Z'), 'first', 'EH1 1AA', { day: '2026-04-07' })).toMatchObject({
      ok: true,
      plan: { dispatch_date: '2026-04-04', arrival_date: '2026-04-06', held: true, lands_on_the_day: false },
    });
  });

  it('when a month is asked for, then every day comes with its answer, and a year ahead is the limit', () => {
    const days = rules.month(at('2025-11-14T16:00:00Z'), 'second', null, '2025-11');
    expect(days).toHaveLength(30);
    expect(days.filter((d) => d.available).map((d) => d.date)).toEqual([
      '2025-11-19',
      '2025-11-20',
      '2025-11-21',
      '2025-11-24',
      '2025-11-25',
      '2025-11-26',
      '2025-11-27',
      '2025-11-28',
    ]);
    expect(days.every((d) => d.available === (d.reason === null) && d.available === (d.dispatch_date !== null))).toBe(true);
    expect(rules.range(at('2025-11-14T16:00:00Z'), 'second', null)).toEqual({ earliest: '2025-11-19', latest: '2026-11-14' });
    expect(rules.check(at('2025-11-14T16:00:00Z'), 'second', null, { day: '2026-11-16' })).toEqual({
      ok: false,
      reason: 'Too far ahead: choose a day within the next 12 months',
    });
  });
});
