import { describe, expect, it } from '@jest/globals';
import { UkBankHolidays } from './bank-holidays.js';
import { DeliveryDates, ukClock } from './delivery-dates.js';
import { nationOfPostcode } from './uk-nation.js';

const holidays = new UkBankHolidays();
const engine = new DeliveryDates(holidays);
const at = (iso: string) => new Date(iso);

describe('delivery dates', () => {
  it('when an order is paid on a Friday after the 15:00 cut-off, then it is printed on Saturday and each class lands on its own day', () => {
    const friday = at('2025-11-14T16:00:00Z'); // 16:00 GMT
    expect(engine.plan(friday, 'first')).toEqual({
      postage_class: 'first',
      dispatch_date: '2025-11-15',
      arrival_date: '2025-11-17',
      order_by: '2025-11-15T15:00:00.000Z',
      destination: null,
    });
    expect(engine.plan(friday, 'tracked').arrival_date).toBe('2025-11-17');
    // 2nd Class is delivered Monday to Friday and takes three of them.
    expect(engine.plan(friday, 'second').arrival_date).toBe('2025-11-19');
  });

  it('when the same Friday order is paid a minute before the cut-off, then it goes out that day and 1st Class lands on Saturday', () => {
    const plan = engine.plan(at('2025-11-14T14:59:00Z'), 'first');
    expect(plan.dispatch_date).toBe('2025-11-14');
    expect(plan.arrival_date).toBe('2025-11-15');
    expect(plan.order_by).toBe('2025-11-14T15:00:00.000Z');
  });

  it('when the order lands on a bank-holiday Monday, then nothing is printed or delivered that day', () => {
    // Early May bank holiday, Monday 5 May 2025 (everywhere in the UK).
    const saturdayLate = at('2025-05-03T15:30:00Z'); // 16:30 BST, after the cut-off
    expect(engine.dispatchDate(saturdayLate)).toBe('2025-05-06');
    const fridayLate = engine.plan(at('2025-05-02T15:30:00Z'), 'first');
    expect(fridayLate.dispatch_date).toBe('2025-05-03');
    expect(fridayLate.arrival_date).toBe('2025-05-06');
  });

  it("when a bank holiday is Scotland's or Northern Ireland's only, then only post to that nation waits for it", () => {
    // Scotland's summer bank holiday is Monday 4 August 2025; England's is 25 August.
    const saturday = at('2025-08-02T09:00:00Z');
    expect(engine.plan(saturday, 'first', 'EH1 1YZ').arrival_date).toBe('2025-08-05');
    expect(engine.plan(saturday, 'first', 'SW1A 2AA').arrival_date).toBe('2025-08-04');
    // St Patrick's Day, Monday 17 March 2025.
    expect(engine.plan(at('2025-03-15T09:00:00Z'), 'first', 'BT1 5GS').arrival_date).toBe('2025-03-18');
    expect(engine.plan(at('2025-03-15T09:00:00Z'), 'first', 'M1 1AE').arrival_date).toBe('2025-03-17');
    // No postcode yet: every nation's holidays count.
    expect(engine.plan(saturday, 'first').arrival_date).toBe('2025-08-05');
  });

  it('when an order is paid in Christmas week, then the Christmas post, Christmas Day and Boxing Day push the dates out', () => {
    const monday = at('2025-12-22T10:00:00Z');
    expect(engine.plan(monday, 'tracked').arrival_date).toBe('2025-12-23');
    expect(engine.plan(monday, 'first').arrival_date).toBe('2025-12-24'); // two days in the Christmas post
    expect(engine.plan(monday, 'second').arrival_date).toBe('2025-12-29');
    const christmasEveLate = engine.plan(at('2025-12-24T16:00:00Z'), 'first');
    expect(christmasEveLate.dispatch_date).toBe('2025-12-27');
    expect(christmasEveLate.arrival_date).toBe('2025-12-29');
  });

  it("when the coming season is 2025, then the last order days are Royal Mail's: 2nd Thursday 18, 1st Saturday 20, Tracked Monday 22 December", () => {
    const post = engine.christmas(at('2025-10-01T12:00:00Z'));
    expect(post.season).toBe(2025);
    expect(post.arrive_by).toBe('2025-12-23');
    expect(post.options).toEqual([
      { postage_class: 'second', last_dispatch_date: '2025-12-18', last_order_at: '2025-12-18T15:00:00.000Z' },
      { postage_class: 'first', last_dispatch_date: '2025-12-20', last_order_at: '2025-12-20T15:00:00.000Z' },
      { postage_class: 'tracked', last_dispatch_date: '2025-12-22', last_order_at: '2025-12-22T15:00:00.000Z' },
    ]);
  });

  it("when Christmas has passed, then the dates are next season's, with that year's weekdays", () => {
    expect(engine.christmasSeason(at('2025-12-24T23:30:00Z'))).toBe(2025);
    const post = engine.christmas(at('2025-12-25T10:00:00Z'));
    expect(post.season).toBe(2026);
    expect(post.arrive_by).toBe('2026-12-23'); // a Wednesday
    expect(post.options.map((o) => o.last_dispatch_date)).toEqual(['2026-12-19', '2026-12-21', '2026-12-22']);
    // 23 December 2028 is a Saturday: "before Christmas" means by Friday 22.
    expect(engine.christmas(at('2028-06-01T12:00:00Z')).arrive_by).toBe('2028-12-22');
  });

  it('when the clocks change between GMT and BST, then the 15:00 cut-off stays 15:00 in the UK', () => {
    // Saturday 29 March 2025 is GMT: 14:30 UTC is 14:30 in London, before the cut-off.
    expect(engine.dispatchDate(at('2025-03-29T14:30:00Z'))).toBe('2025-03-29');
    expect(engine.orderBy('2025-03-29')).toBe('2025-03-29T15:00:00.000Z');
    // Monday 31 March 2025 is BST: 14:30 UTC is 15:30 in London, after it.
    expect(engine.dispatchDate(at('2025-03-31T14:30:00Z'))).toBe('2025-04-01');
    expect(engine.orderBy('2025-03-31')).toBe('2025-03-31T14:00:00.000Z');
    // 23:30 UTC on Monday is already Tuesday in London.
    expect(ukClock(at('2025-03-31T23:30:00Z'))).toEqual({ day: '2025-04-01', minutes: 30 });
    expect(engine.dispatchDate(at('2025-03-31T23:30:00Z'))).toBe('2025-04-01');
    // Back to GMT on Sunday 26 October: Saturday 14:30 UTC is 15:30 BST, so Monday.
    expect(engine.dispatchDate(at('2025-10-25T14:30:00Z'))).toBe('2025-10-27');
    expect(engine.orderBy('2025-10-27')).toBe('2025-10-27T15:00:00.000Z');
  });

  it('when a later cut-off is configured, then orders before it still go out the same day', () => {
    const late = new DeliveryDates(holidays, { cutOff: '17:30' });
    expect(late.dispatchDate(at('2025-11-14T17:00:00Z'))).toBe('2025-11-14');
    expect(late.dispatchDate(at('2025-11-14T17:30:00Z'))).toBe('2025-11-15');
    expect(() => new DeliveryDates(holidays, { cutOff: '5pm' })).toThrow(/HH:MM/);
  });

  it('when asked for the latest dispatch that still arrives by a day, then it walks back over holidays and says when none is left', () => {
    expect(engine.latestDispatchFor('2025-12-29', 'first', null)).toBe('2025-12-27');
    expect(engine.latestDispatchFor('2025-05-06', 'first', 'england-wales')).toBe('2025-05-03');
    expect(engine.latestDispatchFor('2025-11-18', 'second', null, '2025-11-15')).toBeNull();
  });
});

describe('UK bank holidays and nations', () => {
  it('when a holiday belongs to one nation, then only that nation has it', () => {
    expect(holidays.isBankHoliday('2025-01-02', 'scotland')).toBe(true);
    expect(holidays.isBankHoliday('2025-01-02', 'england-wales')).toBe(false);
    expect(holidays.isBankHoliday('2025-07-14', 'northern-ireland')).toBe(true);
    expect(holidays.isBankHoliday('2025-07-14', null)).toBe(true);
    expect(holidays.isBankHoliday('2025-03-30', 'england-wales')).toBe(false); // Mother's Day is no day off
  });

  it('when Christmas falls on a weekend, then the substitute days count', () => {
    // Christmas 2027 is a Saturday: Monday 27 and Tuesday 28 December are the bank holidays.
    expect(holidays.isBankHoliday('2027-12-27', 'england-wales')).toBe(true);
    expect(holidays.isBankHoliday('2027-12-28', 'england-wales')).toBe(true);
  });

  it('when a postcode is read, then its nation follows its area', () => {
    expect(nationOfPostcode('eh1 1yz')).toBe('scotland');
    expect(nationOfPostcode('G2 1DU')).toBe('scotland');
    expect(nationOfPostcode('TD15 1AA')).toBe('england-wales'); // Berwick-upon-Tweed
    expect(nationOfPostcode('TD1 1AA')).toBe('scotland');
    expect(nationOfPostcode('BT1 5GS')).toBe('northern-ireland');
    expect(nationOfPostcode('CF10 1AA')).toBe('england-wales');
    expect(nationOfPostcode('GL1 1AA')).toBe('england-wales');
    expect(nationOfPostcode('not a postcode')).toBeNull();
    expect(nationOfPostcode(null)).toBeNull();
  });
});
