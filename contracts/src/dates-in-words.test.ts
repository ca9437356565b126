import { describe, expect, it } from '@jest/globals';
import { clockInWords, dayInWords, deliveryPromise, momentInWords, orderByInWords, timeInWords, ukDayOf } from './dates-in-words.js';

// Friday 27 November 2026, 17:22 GMT: after the day's cut-off.
const now = new Date('2026-11-27T17:22:00Z');

describe('dates in words', () => {
  it('when a day of this year is shown, then it reads "Tuesday 8 December", with its own weekday', () => {
    expect(dayInWords('2026-12-08', now)).toBe('Tuesday 8 December');
    expect(dayInWords('2026-02-01', now)).toBe('Sunday 1 February');
  });

  it('when a day is not in this year, then its year is shown', () => {
    expect(dayInWords('2027-11-17', now)).toBe('Wednesday 17 November 2027');
    expect(dayInWords('2025-12-18', now)).toBe('Thursday 18 December 2025');
  });

  it('when an instant is shown, then it is read in UK time, BST in summer', () => {
    expect(ukDayOf('2025-06-30T23:30:00Z')).toBe('2025-07-01');
    expect(dayInWords('2026-06-30T23:30:00Z', now)).toBe('Wednesday 1 July');
    expect(timeInWords('2025-06-30T14:00:00Z')).toBe('3pm');
    expect(timeInWords('2025-12-18T15:30:00Z')).toBe('3:30pm');
    expect(timeInWords('2025-12-18T12:00:00Z')).toBe('12pm');
    expect(timeInWords('2025-12-18T00:05:00Z')).toBe('12:05am');
    expect(clockInWords('15:00')).toBe('3pm');
    expect(clockInWords('09:30')).toBe('9:30am');
  });

  it('when a moment is today and the words may say so, then it says "today"; a mail names the day', () => {
    const cutOff = '2026-11-27T15:00:00Z';
    const morning = new Date('2026-11-27T09:00:00Z');
    expect(momentInWords(cutOff, { now: morning, relative: true })).toBe('3pm today');
    expect(momentInWords(cutOff, { now: morning })).toBe('3pm on Friday 27 November');
    expect(orderByInWords({ order_by: cutOff, postage: 'Royal Mail 1st Class' }, { now: morning, relative: true })).toBe(
      'Order by 3pm today with Royal Mail 1st Class',
    );
  });

  it('when a delivery is promised, then the sentence says when it is posted, by when to order and when it is expected', () => {
    const before = new Date('2026-11-27T14:59:00Z');
    expect(
      deliveryPromise(
        { dispatch_date: '2026-11-27', arrival_date: '2026-12-02', order_by: '2026-11-27T15:00:00Z' },
        { now: before, relative: true },
      ),
    ).toBe('Posted today if you order by 3pm; expected Wednesday 2 December');
    expect(
      deliveryPromise(
        { dispatch_date: '2026-11-28', arrival_date: '2026-12-02', order_by: '2026-11-28T15:00:00Z' },
        { now, relative: true },
      ),
    ).toBe('Posted Saturday 28 November if you order by 3pm that day; expected Wednesday 2 December');
    expect(deliveryPromise({ dispatch_date: '2026-11-28', arrival_date: '2026-12-03', destination_known: false }, { now })).toBe(
      'Posted Saturday 28 November; expected by Thursday 3 December',
    );
  });
});
