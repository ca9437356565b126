import { describe, expect, it } from '@jest/globals';
import {
  GUARANTEED_DAY,
  arrivalPromise,
  capitalised,
  clockInWords,
  dayInWords,
  deliveryPromise,
  momentInWords,
  orderByInWords,
  timeInWords,
  ukDayOf,
} from './dates-in-words.js';

// The table is frozen for the shop; the test adds a guaranteed class to see the "on" wording.
const GUARANTEED_DAY_FOR_TEST = GUARANTEED_DAY as Record<string, boolean>;

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

  it('when a delivery is promised before the cut-off, then it says to order by it today, and when the cards are expected by', () => {
    const before = new Date('2026-11-27T14:59:00Z');
    expect(
      deliveryPromise(
        { dispatch_date: '2026-11-27', arrival_date: '2026-12-02', order_by: '2026-11-27T15:00:00Z', postage_class: 'second' },
        { now: before, relative: true },
      ),
    ).toBe('Posted today if you order by 3pm; expected by Wednesday 2 December');
  });

  it('when an order placed now goes on a later print day, then no deadline "that day" is set: it says the day it is posted', () => {
    // Friday after the cut-off: ordering now, it goes on Saturday whenever it is placed before then.
    expect(
      deliveryPromise(
        { dispatch_date: '2026-11-28', arrival_date: '2026-12-02', order_by: '2026-11-28T15:00:00Z', postage_class: 'first' },
        { now, relative: true },
      ),
    ).toBe('Posted Saturday 28 November; expected by Wednesday 2 December');
    // A mail of a paid order, read any day, names the day.
    expect(deliveryPromise({ dispatch_date: '2026-11-27', arrival_date: '2026-12-03', destination_known: false }, { now })).toBe(
      'Posted Friday 27 November; expected by Thursday 3 December',
    );
  });

  it('when the class guarantees its day, then it arrives "on" it; every class the shop sells is "expected by"', () => {
    for (const postage_class of ['second', 'first', 'tracked'])
      expect(arrivalPromise({ arrival_date: '2026-12-04', postage_class }, { now })).toBe('expected by Friday 4 December');
    const guaranteed = { arrival_date: '2026-12-04', postage_class: 'special' };
    GUARANTEED_DAY_FOR_TEST.special = true;
    try {
      expect(arrivalPromise(guaranteed, { now })).toBe('on Friday 4 December');
      expect(arrivalPromise({ ...guaranteed, destination_known: false }, { now })).toBe('expected by Friday 4 December');
      expect(deliveryPromise({ ...guaranteed, dispatch_date: '2026-12-03' }, { now })).toBe(
        'Posted Thursday 3 December; arrives on Friday 4 December',
      );
    } finally {
      delete GUARANTEED_DAY_FOR_TEST.special;
    }
    expect(capitalised(arrivalPromise({ arrival_date: '2026-12-04' }, { now }))).toBe('Expected by Friday 4 December');
  });
});
